// /services/office-cleaning: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { OFFICE_CLEANING_FORM } from '../../../../features/service-forms/configs/office-cleaning.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'office-cleaning'> = {
  copy: {
    title: 'Office cleaning, once or every week',
    lead: 'Clients notice a clean reception and staff notice a clean kitchen. Book a reliable crew for a one-off clean or a regular schedule, before or after working hours.',
    cta: 'Book office cleaners',
    steps: [
      'Enter the floor area and number of desks, and say how often you want us.',
      'Choose a day and time window, including the evening after close of work.',
      'The crew cleans desks, kitchen, toilets and floors, and a supervisor checks the work.',
    ],
    goodToKnow: ['Tell us who will open the office and where the crew can fetch water.', 'Confidential papers are never moved: leave them filed or locked away.'],
  },
  form: OFFICE_CLEANING_FORM,
};
