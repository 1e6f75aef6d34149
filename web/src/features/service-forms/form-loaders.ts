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

// Each form a chunk of its own, by file name (configs/<service>.ts).
const LOADERS = import.meta.glob<ServiceFormConfig<ServiceKey>>('./configs/*.ts', { import: 'default' });

export async function loadDraftForm(service: ServiceKey): Promise<AnyDraftForm> {
  const load = LOADERS[`./configs/${service}.ts`];
  if (!load) throw new Error(`configs/${service}.ts is missing: every service of the catalogue needs its form`);
  const form = await load();
  // The file is named for its service and its form says which one it is (configs.test.ts checks both).
  return draftForm(form) as AnyDraftForm;
}

/** The form as a query: loading and failure states, retries, and one download per service. */
export function draftFormQueryOptions(service: ServiceKey) {
  return queryOptions({ queryKey: ['draft-form', service], queryFn: () => loadDraftForm(service), staleTime: Infinity, gcTime: Infinity });
}
