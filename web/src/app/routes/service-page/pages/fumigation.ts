// /services/fumigation: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { FUMIGATION_FORM } from '../../../../features/service-forms/configs/fumigation.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'fumigation'> = {
  copy: {
    title: 'Fumigation for cockroaches, bedbugs and more',
    lead: 'Pests come back when only half the house is treated. Our certified fumigators treat every room with approved products and tell you how to keep them away.',
    cta: 'Book fumigation',
    steps: [
      'Choose the pest, the type of property and the number of rooms. Termite, bedbug and rodent treatments are priced in.',
      'Pick a day. We send a short list of what to cover and put away before the visit.',
      'The fumigator treats every room and tells you when it is safe to go back in, usually after four to six hours.',
    ],
    goodToKnow: ['Keep children and pets away until the time the fumigator gives you.', 'Bedbug jobs usually need a second visit after two weeks; ask the fumigator.'],
  },
  form: FUMIGATION_FORM,
};
