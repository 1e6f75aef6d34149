// Each service's form on its own, for the screens that handle a kept draft of any service
// (/order/finalize and the sign-in screen's "finish your booking"): they download the draft's form
// only (configs.ts would bring all 17, one request each), and none at all when the service page that
// made the draft has loaded it already (it is the same module).
import { queryOptions } from '@tanstack/react-query';
import type { ServiceKey } from '@ile/domain';
import type { ServiceFormConfig } from './config-builders.ts';
import type { FieldErrors } from './fields.ts';
import { parseFor, type BookingBody, type FormValues } from './parse.ts';

/** A service's form, and its parser with the service named (so a parsed body keeps its own service's type). */
export interface DraftForm<K extends ServiceKey> {
  form: ServiceFormConfig<K>;
  parse(values: FormValues, now: Date): { booking: { service: K; body: BookingBody<K> }; errors: FieldErrors };
}

/** Whichever service's DraftForm: what a draft of any service gets. */
export type AnyDraftForm = { [K in ServiceKey]: DraftForm<K> }[ServiceKey];

function draftForm<K extends ServiceKey>(form: ServiceFormConfig<K>): DraftForm<K> {
  return {
    form,
    parse(values, now) {
      const { body, errors } = parseFor(form, values, now);
      return { booking: { service: form.service, body }, errors };
    },
  };
}

const LOADERS: { [K in ServiceKey]: () => Promise<DraftForm<K>> } = {
  'home-cleaning': () => import('./configs/home-cleaning.ts').then((m) => draftForm(m.HOME_CLEANING_FORM)),
  carpentery: () => import('./configs/carpentery.ts').then((m) => draftForm(m.CARPENTERY_FORM)),
  plumbing: () => import('./configs/plumbing.ts').then((m) => draftForm(m.PLUMBING_FORM)),
  fumigation: () => import('./configs/fumigation.ts').then((m) => draftForm(m.FUMIGATION_FORM)),
  electricals: () => import('./configs/electricals.ts').then((m) => draftForm(m.ELECTRICALS_FORM)),
  painting: () => import('./configs/painting.ts').then((m) => draftForm(m.PAINTING_FORM)),
  interiors: () => import('./configs/interiors.ts').then((m) => draftForm(m.INTERIORS_FORM)),
  'office-cleaning': () => import('./configs/office-cleaning.ts').then((m) => draftForm(m.OFFICE_CLEANING_FORM)),
  'ac-repairs': () => import('./configs/ac-repairs.ts').then((m) => draftForm(m.AC_REPAIRS_FORM)),
  'tv-installs': () => import('./configs/tv-installs.ts').then((m) => draftForm(m.TV_INSTALLS_FORM)),
  'dish-installs': () => import('./configs/dish-installs.ts').then((m) => draftForm(m.DISH_INSTALLS_FORM)),
  'window-repairs': () => import('./configs/window-repairs.ts').then((m) => draftForm(m.WINDOW_REPAIRS_FORM)),
  'wifi-setup': () => import('./configs/wifi-setup.ts').then((m) => draftForm(m.WIFI_SETUP_FORM)),
  'home-theatre-setup': () => import('./configs/home-theatre-setup.ts').then((m) => draftForm(m.HOME_THEATRE_SETUP_FORM)),
  'garbage-disposal': () => import('./configs/garbage-disposal.ts').then((m) => draftForm(m.GARBAGE_DISPOSAL_FORM)),
  'moving-help': () => import('./configs/moving-help.ts').then((m) => draftForm(m.MOVING_HELP_FORM)),
  curtains: () => import('./configs/curtains.ts').then((m) => draftForm(m.CURTAINS_FORM)),
};

export function loadDraftForm(service: ServiceKey): Promise<AnyDraftForm> {
  return LOADERS[service]();
}

/** The form as a query: loading and failure states, retries, and one download per service. */
export function draftFormQueryOptions(service: ServiceKey) {
  return queryOptions({ queryKey: ['draft-form', service], queryFn: () => loadDraftForm(service), staleTime: Infinity, gcTime: Infinity });
}
