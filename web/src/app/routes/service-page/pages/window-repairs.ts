// /services/window-repairs: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { WINDOW_REPAIRS_FORM } from '../../../../features/service-forms/configs/window-repairs.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'window-repairs'> = {
  copy: {
    title: 'Window fitting, glass and mosquito nets',
    lead: 'A window that will not close lets in rain, dust and mosquitoes. Our fitters repair and fit sliding, casement and louvre windows, replace broken glass and fit nets that last.',
    cta: 'Book a window fitter',
    steps: [
      'Choose the kind of window work and how many windows.',
      'Pick a day. The fitter measures first and confirms the cost of any glass or frames.',
      'Windows are fitted, sealed and checked to open and lock, and the glass pieces cleared away.',
    ],
    goodToKnow: ['Glass, frames and nets are priced separately, after measuring, and agreed with you.'],
  },
  form: WINDOW_REPAIRS_FORM,
};
