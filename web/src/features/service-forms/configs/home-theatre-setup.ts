// The home-theatre-setup form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count, toggle } from '../config-builders.ts';

export const HOME_THEATRE_SETUP_FORM: ServiceFormConfig<'home-theatre-setup'> = {
  service: 'home-theatre-setup',
  addressTitle: HOME,
  fields: {
    systemType: choice('systemType', 'What are you setting up?', 'soundbar', [
      { value: 'soundbar', label: 'Soundbar' },
      { value: 'surround_5_1', label: '5.1 surround system' },
      { value: 'surround_7_1', label: '7.1 surround system' },
      { value: 'projector', label: 'Projector and screen' },
    ]),
    speakers: count('speakers', 'How many speakers?', { min: 1, max: 12, defaultValue: 1, hint: 'Count the subwoofer too.' }),
    wallMount: toggle('wallMount', 'Mount speakers or projector on the wall', false),
  },
  build: (r, f) => ({ systemType: r.choice(f.systemType), speakers: r.count(f.speakers), wallMount: r.toggle(f.wallMount) }),
};

export default HOME_THEATRE_SETUP_FORM;
