// /services/moving-help: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { MOVING_HELP_FORM } from '../../../../features/service-forms/configs/moving-help.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'moving-help'> = {
  copy: {
    title: 'Moving help with a truck and crew',
    lead: 'Moving house is stressful enough. A surveyor visits first to see what you are moving, then you get a fixed quote for the crew, the truck and, if you like, the packing.',
    cta: 'Book a moving survey',
    steps: [
      'Tell us where you are moving from and to, and the size of your home. You pay only the survey visit now.',
      'The surveyor visits on the day you choose and gives you a fixed quote for the move.',
      'Accept it and pick a moving day. The crew packs, loads, moves and unloads.',
    ],
    goodToKnow: ['Moves between states are welcome; tell us about any gate or estate rules in the notes.'],
  },
  form: MOVING_HELP_FORM,
};
