// The window-repairs form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const WINDOW_REPAIRS_FORM: ServiceFormConfig<'window-repairs'> = {
  service: 'window-repairs',
  addressTitle: HOME,
  fields: {
    windowType: choice('windowType', 'What kind of work?', 'sliding', [
      { value: 'sliding', label: 'Sliding windows' },
      { value: 'casement', label: 'Casement (hinged) windows' },
      { value: 'louvre', label: 'Louvre blades' },
      { value: 'glass_replacement', label: 'Replace broken glass' },
      { value: 'mosquito_net', label: 'Mosquito nets' },
    ], { display: 'select' }),
    windows: count('windows', 'How many windows?', { min: 1, max: 50, defaultValue: 1 }),
  },
  build: (r, f) => ({ windows: r.count(f.windows), windowType: r.choice(f.windowType) }),
};

export default WINDOW_REPAIRS_FORM;
