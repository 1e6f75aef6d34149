// /services/wifi-setup: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { WIFI_SETUP_FORM } from '../../../../features/service-forms/configs/wifi-setup.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'wifi-setup'> = {
  copy: {
    title: 'Wifi set-up that reaches every room',
    lead: 'Fast internet is no good if it stops at the parlour door. A network technician sets up your router, adds extenders where needed, secures the network and connects all your devices.',
    cta: 'Book a wifi technician',
    steps: [
      'Tell us the type of home or office, how many devices, and whether you already have a router.',
      'Pick a day and time. The technician tests coverage room by room.',
      'Your network is secured with a strong password and every device is connected before they leave.',
    ],
    goodToKnow: ['Your internet plan is with your provider (MTN, Airtel, Spectranet and others); we set up the equipment.'],
  },
  form: WIFI_SETUP_FORM,
};
