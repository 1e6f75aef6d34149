// The fumigation form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count } from '../config-builders.ts';

export const FUMIGATION_FORM: ServiceFormConfig<'fumigation'> = {
  service: 'fumigation',
  addressTitle: HOME,
  fields: {
    pest: choice('pest', 'Which pests?', 'general', [
      { value: 'general', label: 'General pest control' },
      { value: 'cockroaches', label: 'Cockroaches' },
      { value: 'bedbugs', label: 'Bedbugs' },
      { value: 'termites', label: 'Termites' },
      { value: 'rodents', label: 'Rats and mice' },
      { value: 'mosquitoes', label: 'Mosquitoes' },
    ], { display: 'select' }),
    propertyType: choice('propertyType', 'Type of property', 'flat', [
      { value: 'flat', label: 'Flat' },
      { value: 'bungalow', label: 'Bungalow' },
      { value: 'duplex', label: 'Duplex' },
      { value: 'office', label: 'Office' },
      { value: 'shop', label: 'Shop' },
    ], { display: 'select' }),
    rooms: count('rooms', 'How many rooms?', { min: 1, max: 30, defaultValue: 3, hint: 'Count the kitchen, stores and parlour too.' }),
  },
  build: (r, f) => ({ propertyType: r.choice(f.propertyType), rooms: r.count(f.rooms), pest: r.choice(f.pest) }),
};

export default FUMIGATION_FORM;
