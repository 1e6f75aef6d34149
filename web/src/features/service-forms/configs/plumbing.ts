// The plumbing form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const PLUMBING_FORM: ServiceFormConfig<'plumbing'> = {
  service: 'plumbing',
  addressTitle: HOME,
  fields: {
    issue: choice('issue', 'What is the problem?', 'leak', [
      { value: 'leak', label: 'Leaking pipe or tap' },
      { value: 'blocked_drain', label: 'Blocked sink, drain or shower' },
      { value: 'toilet', label: 'Toilet not flushing or leaking' },
      { value: 'water_heater', label: 'Water heater not working' },
      { value: 'pumping_machine', label: 'Pumping machine or borehole pump' },
      { value: 'new_installation', label: 'Fit new taps, sinks or pipes' },
      { value: 'other', label: 'Something else (tell us in the notes)' },
    ], { display: 'select' }),
    fixtures: count('fixtures', 'How many taps, toilets or fittings?', { min: 1, max: 50, defaultValue: 1 }),
  },
  build: (r, f) => ({ issue: r.choice(f.issue), fixtures: r.count(f.fixtures) }),
};

export default PLUMBING_FORM;
