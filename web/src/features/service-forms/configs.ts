// All 17 service forms by service, for the admin's booking view, tests and stories. A service page
// never imports this module: it gets its own service's form from its page module
// (routes/service-page/pages/), so it downloads no other service's form (checked on the build by
// .size-limit.cjs); the finalize screens load the draft's own form (form-loaders.ts).
import type { ServiceKey } from '@ile/domain';
import type { ServiceFormConfig } from './config-builders.ts';
import { AC_REPAIRS_FORM } from './configs/ac-repairs.ts';
import { CARPENTERY_FORM } from './configs/carpentery.ts';
import { CURTAINS_FORM } from './configs/curtains.ts';
import { DISH_INSTALLS_FORM } from './configs/dish-installs.ts';
import { ELECTRICALS_FORM } from './configs/electricals.ts';
import { FUMIGATION_FORM } from './configs/fumigation.ts';
import { GARBAGE_DISPOSAL_FORM } from './configs/garbage-disposal.ts';
import { HOME_CLEANING_FORM } from './configs/home-cleaning.ts';
import { HOME_THEATRE_SETUP_FORM } from './configs/home-theatre-setup.ts';
import { INTERIORS_FORM } from './configs/interiors.ts';
import { MOVING_HELP_FORM } from './configs/moving-help.ts';
import { OFFICE_CLEANING_FORM } from './configs/office-cleaning.ts';
import { PAINTING_FORM } from './configs/painting.ts';
import { PLUMBING_FORM } from './configs/plumbing.ts';
import { TV_INSTALLS_FORM } from './configs/tv-installs.ts';
import { WIFI_SETUP_FORM } from './configs/wifi-setup.ts';
import { WINDOW_REPAIRS_FORM } from './configs/window-repairs.ts';

export type ServiceForms = { [K in ServiceKey]: ServiceFormConfig<K> };

export const SERVICE_FORMS: ServiceForms = {
  'home-cleaning': HOME_CLEANING_FORM,
  carpentery: CARPENTERY_FORM,
  plumbing: PLUMBING_FORM,
  fumigation: FUMIGATION_FORM,
  electricals: ELECTRICALS_FORM,
  painting: PAINTING_FORM,
  interiors: INTERIORS_FORM,
  'office-cleaning': OFFICE_CLEANING_FORM,
  'ac-repairs': AC_REPAIRS_FORM,
  'tv-installs': TV_INSTALLS_FORM,
  'dish-installs': DISH_INSTALLS_FORM,
  'window-repairs': WINDOW_REPAIRS_FORM,
  'wifi-setup': WIFI_SETUP_FORM,
  'home-theatre-setup': HOME_THEATRE_SETUP_FORM,
  'garbage-disposal': GARBAGE_DISPOSAL_FORM,
  'moving-help': MOVING_HELP_FORM,
  curtains: CURTAINS_FORM,
};

/** A service's config, typed by its key. */
export function formConfig<K extends ServiceKey>(service: K): ServiceFormConfig<K> {
  return SERVICE_FORMS[service];
}
