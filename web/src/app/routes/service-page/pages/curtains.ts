// /services/curtains: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { CURTAINS_FORM } from '../../../../features/service-forms/configs/curtains.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'curtains'> = {
  copy: {
    title: 'Curtain fitting, rods and sewing',
    lead: 'Curtains make a house feel like home, but rods that are crooked or too short spoil the look. Our fitters measure, fix rods and tracks, and hang or sew your curtains to length.',
    cta: 'Book a curtain fitter',
    steps: [
      'Choose hanging only, rods and hanging, or sewing and hanging, and how many windows.',
      'Pick a day. Add a measuring visit if you have not bought the rods or fabric yet.',
      'Rods go up straight and secure, curtains are hung, and the fitter checks they draw smoothly.',
    ],
    goodToKnow: ['Fabric and rods are not included; bring your own or ask the fitter to advise.'],
  },
  form: CURTAINS_FORM,
};
