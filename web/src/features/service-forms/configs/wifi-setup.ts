// The wifi-setup form (see configs.ts): a module of its own, so a service page downloads only its form.
import { HOME, type ServiceFormConfig, choice, count, toggle } from '../config-builders.ts';

export const WIFI_SETUP_FORM: ServiceFormConfig<'wifi-setup'> = {
  service: 'wifi-setup',
  addressTitle: HOME,
  fields: {
    coverage: choice('coverage', 'Where do you need wifi?', 'flat', [
      { value: 'flat', label: 'Flat or bungalow' },
      { value: 'duplex', label: 'Duplex or storey building' },
      { value: 'office', label: 'Office' },
    ]),
    devices: count('devices', 'How many phones, laptops and TVs to connect?', { min: 1, max: 100, defaultValue: 4 }),
    routerSupplied: toggle('routerSupplied', 'I already have a router', true, 'Turn this off and the technician brings a dual-band router.'),
  },
  build: (r, f) => ({ coverage: r.choice(f.coverage), devices: r.count(f.devices), routerSupplied: r.toggle(f.routerSupplied) }),
};

export default WIFI_SETUP_FORM;
