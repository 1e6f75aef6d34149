// The interiors form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const INTERIORS_FORM: ServiceFormConfig<'interiors'> = {
  service: 'interiors',
  addressTitle: HOME,
  fields: {
    rooms: count('rooms', 'How many rooms is the project?', { min: 1, max: 30, defaultValue: 1 }),
    budget: choice('budget', 'Your budget for the whole project', 'under_1m', [
      { value: 'under_1m', label: 'Under ₦1 million' },
      { value: 'from_1m_to_5m', label: '₦1 million to ₦5 million' },
      { value: 'from_5m_to_15m', label: '₦5 million to ₦15 million' },
      { value: 'over_15m', label: 'Over ₦15 million' },
    ], { hint: 'It helps the designer plan; you still get a quote to accept or decline.' }),
  },
  build: (r, f) => ({ rooms: r.count(f.rooms), budget: r.choice(f.budget) }),
};

export default INTERIORS_FORM;
