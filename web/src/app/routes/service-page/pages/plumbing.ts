// /services/plumbing: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { PLUMBING_FORM } from '../../../../features/service-forms/configs/plumbing.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'plumbing'> = {
  copy: {
    title: 'Plumbers for leaks, drains and pumps',
    lead: 'A dripping tap wastes a tank of water a week, and a blocked drain never fixes itself. Book a plumber who finds the cause and fixes it properly, not a quick patch.',
    cta: 'Book a plumber',
    steps: [
      'Tell us what is wrong and how many taps, toilets or fittings are involved.',
      'Choose when the plumber should come. You get their name and number before the visit.',
      'The plumber fixes the problem and tests it in front of you. Parts, if needed, are priced and agreed with you first.',
    ],
    goodToKnow: ['Show the plumber where the main stopcock is, or ask them to find it first.', 'For pumping machines, mention the brand and size in the notes.'],
  },
  form: PLUMBING_FORM,
};
