// The home-cleaning form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const HOME_CLEANING_FORM: ServiceFormConfig<'home-cleaning'> = {
  service: 'home-cleaning',
  addressTitle: HOME,
  fields: {
    cleaningType: choice('cleaningType', 'Type of cleaning', 'standard', [
      { value: 'standard', label: 'Standard clean', hint: 'Regular upkeep: dusting, floors, kitchen and bathrooms' },
      { value: 'deep', label: 'Deep clean', hint: 'Inside cupboards, behind furniture, grout and appliances' },
      { value: 'move_in_out', label: 'Move-in or move-out', hint: 'An empty house cleaned from top to bottom' },
    ]),
    bedrooms: count('bedrooms', 'Bedrooms', { min: 1, max: 10, defaultValue: 2 }),
    bathrooms: count('bathrooms', 'Bathrooms and toilets', { min: 1, max: 10, defaultValue: 1 }),
  },
  build: (r, f) => ({ cleaningType: r.choice(f.cleaningType), bedrooms: r.count(f.bedrooms), bathrooms: r.count(f.bathrooms) }),
};

export default HOME_CLEANING_FORM;
