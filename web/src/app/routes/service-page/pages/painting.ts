// /services/painting: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { PAINTING_FORM } from '../../../../features/service-forms/configs/painting.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'painting'> = {
  copy: {
    title: 'Painters for rooms and outside walls',
    lead: 'Fresh paint makes a tired house look new. Our painters cover your floors and furniture, prepare the walls, apply two neat coats and clean up after themselves.',
    cta: 'Book a painter',
    steps: [
      'Choose inside or outside, the number of rooms or walls, and whether you already have the paint.',
      'Pick a start day. The painter confirms the colours with you on the phone.',
      'Surfaces are prepared, two coats go on, and the room is cleaned before they leave.',
    ],
    goodToKnow: ['Big jobs may take more than one day; the painter tells you at the start.', 'Move small valuables out of the rooms being painted.'],
  },
  form: PAINTING_FORM,
};
