// /services/dish-installs: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { DISH_INSTALLS_FORM } from '../../../../features/service-forms/configs/dish-installs.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'dish-installs'> = {
  copy: {
    title: 'DStv, GOtv and StarTimes installation',
    lead: 'New dish, new house, or signal that drops every time it rains: our installers fit and align your dish properly so you can watch the match in peace.',
    cta: 'Book a dish installer',
    steps: [
      'Choose your provider and whether it is a new installation, a move or a signal fix.',
      'Pick a day and time. The installer brings a signal meter, cable and clips.',
      'The dish is fitted and aligned, the decoder set up, and the signal checked with you.',
    ],
    goodToKnow: ['Subscriptions are paid to your provider, not to us.', 'Have your smartcard or IUC number ready.'],
  },
  form: DISH_INSTALLS_FORM,
};
