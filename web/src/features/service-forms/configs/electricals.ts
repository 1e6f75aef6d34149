// The electricals form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const ELECTRICALS_FORM: ServiceFormConfig<'electricals'> = {
  service: 'electricals',
  addressTitle: HOME,
  fields: {
    issue: choice('issue', 'What do you need?', 'fault_finding', [
      { value: 'fault_finding', label: 'Find and fix a fault' },
      { value: 'sockets_switches', label: 'Sockets or switches' },
      { value: 'lighting', label: 'Lights and fittings' },
      { value: 'wiring', label: 'Wiring or rewiring' },
      { value: 'inverter', label: 'Inverter installation' },
      { value: 'changeover_switch', label: 'Changeover switch' },
      { value: 'other', label: 'Something else (tell us in the notes)' },
    ], { display: 'select' }),
    points: count('points', 'How many points?', { min: 1, max: 50, defaultValue: 1, hint: 'Each socket, switch or light is one point.' }),
  },
  build: (r, f) => ({ issue: r.choice(f.issue), points: r.count(f.points) }),
};

export default ELECTRICALS_FORM;
