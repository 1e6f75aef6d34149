// The moving-help form (see configs.ts): a module of its own, so a service page downloads only its form.
import { type ServiceFormConfig, choice, toggle, address } from '../config-builders.ts';

export const MOVING_HELP_FORM: ServiceFormConfig<'moving-help'> = {
  service: 'moving-help',
  addressTitle: 'Where are you moving from?',
  fields: {
    homeSize: choice('homeSize', 'What are you moving?', 'one_bedroom', [
      { value: 'single_room', label: 'A single room (self-contain)' },
      { value: 'one_bedroom', label: 'A one-bedroom flat' },
      { value: 'two_bedroom', label: 'A two-bedroom flat' },
      { value: 'three_bedroom', label: 'A three-bedroom flat or house' },
      { value: 'four_plus_bedroom', label: 'Four bedrooms or more' },
      { value: 'office', label: 'An office' },
    ], { display: 'select' }),
    packingHelp: toggle('packingHelp', 'I would like help packing', false, 'The crew brings boxes and wrapping; the survey visit prices it.'),
    destination: address('destination', 'Where are you moving to?'),
  },
  build: (r, f) => ({ destination: r.address(f.destination), homeSize: r.choice(f.homeSize), packingHelp: r.toggle(f.packingHelp) }),
};

export default MOVING_HELP_FORM;
