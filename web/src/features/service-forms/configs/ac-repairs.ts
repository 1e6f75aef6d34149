// The ac-repairs form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const AC_REPAIRS_FORM: ServiceFormConfig<'ac-repairs'> = {
  service: 'ac-repairs',
  addressTitle: HOME,
  fields: {
    job: choice('job', 'What does the AC need?', 'servicing', [
      { value: 'servicing', label: 'Servicing', hint: 'Washing, filters and a check-up' },
      { value: 'gas_refill', label: 'Gas refill', hint: 'Blowing warm air or not cooling' },
      { value: 'repair', label: 'Repair', hint: 'Leaking, noisy or not starting' },
      { value: 'installation', label: 'Installation', hint: 'A new or moved unit' },
    ]),
    acType: choice('acType', 'Type of AC', 'split', [
      { value: 'split', label: 'Split unit' },
      { value: 'window', label: 'Window unit' },
      { value: 'standing', label: 'Standing unit' },
      { value: 'central', label: 'Central or ducted' },
    ], { display: 'select' }),
    units: count('units', 'How many units?', { min: 1, max: 20, defaultValue: 1 }),
  },
  build: (r, f) => ({ units: r.count(f.units), acType: r.choice(f.acType), job: r.choice(f.job) }),
};

export default AC_REPAIRS_FORM;
