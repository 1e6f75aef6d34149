// The garbage-disposal form (see configs.ts): a module of its own, so a service page downloads only its form.
import { FREQUENCIES, type ServiceFormConfig, choice } from '../config-builders.ts';

export const GARBAGE_DISPOSAL_FORM: ServiceFormConfig<'garbage-disposal'> = {
  service: 'garbage-disposal',
  addressTitle: 'Where do we collect from?',
  fields: {
    volume: choice('volume', 'How much waste?', 'up_to_5_bags', [
      { value: 'up_to_5_bags', label: 'Up to 5 bags' },
      { value: 'up_to_15_bags', label: 'Up to 15 bags' },
      { value: 'small_truck', label: 'A small truck load', hint: 'After a party or a clear-out' },
      { value: 'large_truck', label: 'A large truck load', hint: 'Building rubble or a whole compound' },
    ]),
    frequency: choice('frequency', 'How often?', 'one_off', FREQUENCIES, { display: 'select', hint: 'This pick-up is booked and paid now; we arrange the next ones with you.' }),
  },
  build: (r, f) => ({ volume: r.choice(f.volume), frequency: r.choice(f.frequency) }),
};

export default GARBAGE_DISPOSAL_FORM;
