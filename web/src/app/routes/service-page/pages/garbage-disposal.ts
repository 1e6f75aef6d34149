// /services/garbage-disposal: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { GARBAGE_DISPOSAL_FORM } from '../../../../features/service-forms/configs/garbage-disposal.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'garbage-disposal'> = {
  copy: {
    title: 'Garbage and waste removal',
    lead: 'From a few bags after a party to a truck load of rubble after renovation, we collect from your gate and dispose of it at a licensed site, not the nearest drain.',
    cta: 'Book a pick-up',
    steps: [
      'Choose how much waste there is and how often you want a pick-up.',
      'Pick a day and a time window for the collection.',
      'The crew loads everything and sweeps up. Regular pick-ups are arranged with you after the first one.',
    ],
    goodToKnow: ['We cannot take chemicals, oil drums or medical waste.', 'Bag loose waste if you can; it makes the pick-up quicker.'],
  },
  form: GARBAGE_DISPOSAL_FORM,
};
