// /services/ac-repairs: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { AC_REPAIRS_FORM } from '../../../../features/service-forms/configs/ac-repairs.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'ac-repairs'> = {
  copy: {
    title: 'AC servicing, gas refills and repairs',
    lead: 'An AC that only blows warm air in March is no use. Our technicians wash, refill, repair and install split, window, standing and central units, and check the gas pressure every time.',
    cta: 'Book an AC technician',
    steps: [
      'Choose servicing, gas refill, repair or installation, the type of AC and how many units.',
      'Pick a day and time. The technician comes with gauges, a pressure washer and gas.',
      'Your units are done and tested. If a part is needed, you hear the price before it is fitted.',
    ],
    goodToKnow: ['Servicing every three months keeps the bill down and the air clean.', 'For installations, the indoor and outdoor units must already be on site.'],
  },
  form: AC_REPAIRS_FORM,
};
