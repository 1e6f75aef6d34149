export { listServices } from './requests.ts';
export { catalogueKeys, servicesQueryOptions } from './queries.ts';
