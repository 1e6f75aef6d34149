// The painting form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count, toggle } from '../config-builders.ts';

export const PAINTING_FORM: ServiceFormConfig<'painting'> = {
  service: 'painting',
  addressTitle: HOME,
  fields: {
    scope: choice('scope', 'Inside or outside?', 'interior', [
      { value: 'interior', label: 'Inside', hint: 'Priced per room' },
      { value: 'exterior', label: 'Outside', hint: 'Priced per wall of the house' },
    ]),
    rooms: count('rooms', 'How many rooms or walls?', { min: 1, max: 30, defaultValue: 1 }),
    paintSupplied: toggle('paintSupplied', 'I already have the paint', false, 'Leave this off and the painter brings quality emulsion, priced per room or wall.'),
  },
  build: (r, f) => ({ scope: r.choice(f.scope), rooms: r.count(f.rooms), paintSupplied: r.toggle(f.paintSupplied) }),
};

export default PAINTING_FORM;
