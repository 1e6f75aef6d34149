// /services/carpentery: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { CARPENTERY_FORM } from '../../../../features/service-forms/configs/carpentery.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'carpentery'> = {
  copy: {
    title: 'Carpentry: furniture, doors and shelves',
    lead: 'That wardrobe still in its box, the door that drags on the tiles, the shelves you bought months ago: a carpenter with the right tools sorts them in one visit.',
    cta: 'Book a carpenter',
    steps: [
      'Choose the kind of job and how many items, and see the price straight away.',
      'Pick a day and time. The carpenter confirms and comes with drills, saws and fixings.',
      'The work is done and the space tidied. Extra materials, like a new lock or hinges, are agreed with you before they are bought.',
    ],
    goodToKnow: ['Have flat-pack parts and instructions ready for assembly jobs.', 'Materials such as wood, hinges or locks are not included in the price.'],
  },
  form: CARPENTERY_FORM,
};
