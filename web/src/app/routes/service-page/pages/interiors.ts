// /services/interiors: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { INTERIORS_FORM } from '../../../../features/service-forms/configs/interiors.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'interiors'> = {
  copy: {
    title: 'Interior design that fits your budget',
    lead: 'Whether it is one sitting room or a whole new duplex, a designer comes to see the space, listens to how you live, and gives you a plan and a written quote before you spend anything on the work.',
    cta: 'Book a design visit',
    steps: [
      'Tell us how many rooms and your budget range. You pay only the consultation visit now.',
      'The designer visits, measures and talks through styles, colours and furniture with you.',
      'You get a mood board and a written quote. Go ahead only if you like it.',
    ],
    goodToKnow: ['Have photos of rooms you like ready: they help the designer a lot.'],
  },
  form: INTERIORS_FORM,
};
