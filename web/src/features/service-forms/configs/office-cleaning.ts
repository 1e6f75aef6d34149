// The office-cleaning form (see configs.ts): a module of its own, so a service page downloads only its form.
import { FREQUENCIES, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const OFFICE_CLEANING_FORM: ServiceFormConfig<'office-cleaning'> = {
  service: 'office-cleaning',
  addressTitle: 'Where is the office?',
  fields: {
    areaSqm: count('areaSqm', 'Floor area in square metres (m²)', { min: 10, max: 20000, defaultValue: 50, step: 10, hint: 'A guess is fine: a standard open-plan floor for 10 desks is about 100 m².' }),
    workstations: count('workstations', 'Desks or workstations', { min: 0, max: 2000, defaultValue: 5 }),
    frequency: choice('frequency', 'How often?', 'one_off', FREQUENCIES, { hint: 'This visit is booked and paid now; we arrange the next ones with you.' }),
  },
  build: (r, f) => ({ areaSqm: r.count(f.areaSqm), workstations: r.count(f.workstations), frequency: r.choice(f.frequency) }),
};

export default OFFICE_CLEANING_FORM;
