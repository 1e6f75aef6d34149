// /services/home-cleaning: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { HAPPINESS_WINDOW } from '@ile/domain';
import { HOME_CLEANING_FORM } from '../../../../features/service-forms/configs/home-cleaning.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'home-cleaning'> = {
  copy: {
    title: 'Home cleaning by vetted cleaners',
    lead: 'Come home to a clean house without spending your Saturday on it. Our cleaners bring their own mops, buckets and cleaning products, and they work through a checklist so nothing is missed.',
    cta: 'Book a cleaner',
    steps: [
      'Tell us how many bedrooms and bathrooms, and pick standard, deep or move-in/out cleaning. The price updates as you go.',
      'Choose a day and a morning, afternoon or evening slot. A vetted cleaner is assigned and you get their name and phone number.',
      `The cleaner arrives with supplies and works through the checklist. Not happy with a room? Tell us within ${HAPPINESS_WINDOW} and we send someone back free.`,
    ],
    goodToKnow: [
      'Standard cleaning suits homes cleaned in the last month; for anything longer, choose a deep clean.',
      'Please make sure there is water in the tank, or tell us in the notes so the cleaner can bring some.',
    ],
  },
  form: HOME_CLEANING_FORM,
};
