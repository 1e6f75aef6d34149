// The carpentery form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const CARPENTERY_FORM: ServiceFormConfig<'carpentery'> = {
  service: 'carpentery',
  addressTitle: HOME,
  fields: {
    task: choice('task', 'What needs doing?', 'furniture_assembly', [
      { value: 'furniture_assembly', label: 'Assemble new furniture' },
      { value: 'furniture_repair', label: 'Repair furniture' },
      { value: 'door_repair', label: 'Fix a door or lock' },
      { value: 'cabinet_installation', label: 'Fit kitchen or wardrobe cabinets' },
      { value: 'shelving', label: 'Put up shelves' },
      { value: 'other', label: 'Something else (tell us in the notes)' },
    ], { display: 'select' }),
    items: count('items', 'How many items?', { min: 1, max: 50, defaultValue: 1, hint: 'Each bed, door, cabinet or shelf counts as one.' }),
  },
  build: (r, f) => ({ task: r.choice(f.task), items: r.count(f.items) }),
};

export default CARPENTERY_FORM;
