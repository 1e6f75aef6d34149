// The curtains form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count, toggle } from '../config-builders.ts';

export const CURTAINS_FORM: ServiceFormConfig<'curtains'> = {
  service: 'curtains',
  addressTitle: HOME,
  fields: {
    job: choice('job', 'What do you need?', 'rods_and_hanging', [
      { value: 'hang_only', label: 'Hang my curtains', hint: 'The rods are already up' },
      { value: 'rods_and_hanging', label: 'Fit rods and hang', hint: 'New rods or tracks, then hanging' },
      { value: 'sew_and_hang', label: 'Sew and hang', hint: 'Bring your fabric; we sew and fit' },
    ]),
    windows: count('windows', 'How many windows?', { min: 1, max: 50, defaultValue: 2 }),
    measuring: toggle('measuring', 'Measure my windows first', false, 'A short visit before the fitting, so rods and fabric are the right size.'),
  },
  build: (r, f) => ({ windows: r.count(f.windows), job: r.choice(f.job), measuring: r.toggle(f.measuring) }),
};

export default CURTAINS_FORM;
