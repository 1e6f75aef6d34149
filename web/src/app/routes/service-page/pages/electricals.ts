// /services/electricals: the page's own module, its copy and its form (route-tree.tsx loads it with
// the shared service-page screen), so the page downloads no other service's words or form.
import { ELECTRICALS_FORM } from '../../../../features/service-forms/configs/electricals.ts';
import type { ServicePageContent } from '../page-content.ts';

export const PAGE: ServicePageContent<'electricals'> = {
  copy: {
    title: 'Electricians for faults, sockets and inverters',
    lead: 'Sparking sockets, lights that flicker when NEPA comes back, an inverter that will not switch over: book a qualified electrician who works safely and explains what they found.',
    cta: 'Book an electrician',
    steps: [
      'Pick what you need and count the points: each socket, switch or light is one.',
      'Choose a day and time. The electrician comes with a tester and the usual fittings.',
      'The fault is fixed and tested before they leave. New parts are agreed with you before they are bought.',
    ],
    goodToKnow: ['For an inverter or changeover, tell us its size (in kVA) in the notes.', 'Our electricians turn off power at the board before working: plan for a short outage.'],
  },
  form: ELECTRICALS_FORM,
};
