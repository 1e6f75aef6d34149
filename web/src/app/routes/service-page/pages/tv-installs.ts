// /services/tv-installs: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { TV_INSTALLS_FORM } from '../../../../features/service-forms/configs/tv-installs.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'tv-installs'> = {
  copy: {
    title: 'TV mounting and set-up',
    lead: 'A TV on the wall, straight, with no cables hanging: our installers mount, connect and tune your TV and make sure your decoder and sound work before they leave.',
    cta: 'Book a TV installer',
    steps: [
      'Say how many TVs, their size and whether they go on the wall.',
      'Pick a day. The installer brings a drill, a level and a standard bracket if you do not have one.',
      'The TV is mounted, cables tidied and channels tuned, and you are shown how it all works.',
    ],
    goodToKnow: ['Tell us in the notes if the wall is plasterboard or glass; it needs special fixings.'],
  },
  form: TV_INSTALLS_FORM,
};
