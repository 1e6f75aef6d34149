// /services/interior-painting: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { PAINTING_FORM } from '../../../../features/service-forms/configs/painting.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'interior-painting'> = {
  copy: {
    title: 'Interior painting, room by room',
    lead: 'A new colour in the sitting room, a bright bedroom for the children, or clean white walls before you rent out the flat: book painters who work neatly inside a lived-in home.',
    cta: 'Book an interior painter',
    steps: [
      'Say how many rooms and whether you have the paint; the price per room shows as you choose.',
      'Pick a day. The painter agrees the colours and finish (matt, silk or satin) with you by phone.',
      'Furniture is covered, walls filled and sanded, two coats applied, and the room left clean.',
    ],
    goodToKnow: ['Ceilings are included in the price of a room.', 'Emulsion dries in hours; you can usually sleep in the room the same night.'],
  },
  form: PAINTING_FORM,
};
