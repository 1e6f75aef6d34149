// The dish-installs form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice } from '../config-builders.ts';

export const DISH_INSTALLS_FORM: ServiceFormConfig<'dish-installs'> = {
  service: 'dish-installs',
  addressTitle: HOME,
  fields: {
    provider: choice('provider', 'Your TV provider', 'dstv', [
      { value: 'dstv', label: 'DStv' },
      { value: 'gotv', label: 'GOtv' },
      { value: 'startimes', label: 'StarTimes' },
      { value: 'other', label: 'Other' },
    ]),
    job: choice('job', 'What do you need?', 'new_installation', [
      { value: 'new_installation', label: 'New installation', hint: 'Dish, cable and decoder set up' },
      { value: 'relocation', label: 'Move my dish', hint: 'To a new spot or a new house' },
      { value: 'realignment', label: 'Fix my signal', hint: 'No signal or it drops when it rains' },
    ]),
  },
  build: (r, f) => ({ provider: r.choice(f.provider), job: r.choice(f.job) }),
};

export default DISH_INSTALLS_FORM;
