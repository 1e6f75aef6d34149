// The tv-installs form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count, toggle } from '../config-builders.ts';

export const TV_INSTALLS_FORM: ServiceFormConfig<'tv-installs'> = {
  service: 'tv-installs',
  addressTitle: HOME,
  fields: {
    tvs: count('tvs', 'How many TVs?', { min: 1, max: 10, defaultValue: 1 }),
    size: choice('size', 'Screen size', 'up_to_43in', [
      { value: 'up_to_43in', label: 'Up to 43 inches' },
      { value: 'from_44_to_65in', label: '44 to 65 inches' },
      { value: 'over_65in', label: 'Over 65 inches' },
    ]),
    wallMount: toggle('wallMount', 'Mount it on the wall', true, 'Bring your bracket, or the installer fits a standard one.'),
  },
  build: (r, f) => ({ tvs: r.count(f.tvs), size: r.choice(f.size), wallMount: r.toggle(f.wallMount) }),
};

export default TV_INSTALLS_FORM;
