// /services/home-theatre-setup: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { HOME_THEATRE_SETUP_FORM } from '../../../../features/service-forms/configs/home-theatre-setup.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'home-theatre-setup'> = {
  copy: {
    title: 'Home theatre and soundbar set-up',
    lead: 'Big sound deserves the right set-up. Our installers place and wire your speakers, hide the cables, mount the projector and tune the sound to your room.',
    cta: 'Book a home theatre installer',
    steps: [
      'Choose the system and how many speakers, and whether anything goes on the wall.',
      'Pick a day. The installer brings tools, cable and clips.',
      'Everything is connected to your TV and decoder, and the sound balanced for where you sit.',
    ],
    goodToKnow: ['Speaker stands and long cable runs through walls are quoted on the day.'],
  },
  form: HOME_THEATRE_SETUP_FORM,
};
