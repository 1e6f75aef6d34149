export { listServices } from './requests.ts';
export { catalogueKeys, servicesQueryOptions } from './queries.ts';
export { useCatalogue, useServices, type CatalogueEntryView, type Services } from './hooks.ts';
