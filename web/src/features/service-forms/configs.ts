// All 17 service forms by service, for the admin's booking view, tests and stories. A service page
// never imports this module: it gets its own service's form from its page module
// (routes/service-page/pages/), so it downloads no other service's form (checked on the build by
// .size-limit.cjs); the finalize screens load the draft's own form (form-loaders.ts).
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import type { ServiceFormConfig } from './config-builders.ts';

export type ServiceForms = { [K in ServiceKey]: ServiceFormConfig<K> };

// Each service's form module by file name (configs/<service>.ts): a new service's form is picked up here.
const MODULES = import.meta.glob<ServiceFormConfig<ServiceKey>>('./configs/*.ts', { import: 'default', eager: true });

function formsByService(): ServiceForms {
  const forms = SERVICE_KEYS.map((key) => {
    const form = MODULES[`./configs/${key}.ts`];
    if (form?.service !== key) throw new Error(`configs/${key}.ts must export its service's form as default`);
    return [key, form] as const;
  });
  // Each entry was checked against its key above; the mapped type cannot be proved from a loop.
  return Object.fromEntries(forms) as ServiceForms;
}

export const SERVICE_FORMS: ServiceForms = formsByService();

/** A service's config, typed by its key. */
export function formConfig<K extends ServiceKey>(service: K): ServiceFormConfig<K> {
  return SERVICE_FORMS[service];
}
