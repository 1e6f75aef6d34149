// The catalogue feature: entries and live prices, the 18 service pages, their names in lists and icons.
export { useCatalogue, useServices, servicesQueryOptions, type CatalogueEntryView, type Services } from './api/index.ts';
export { BUNDLED_SERVICES, SERVICE_PAGE_LIST, bundledService, servicePageOf, type ServicePage, type ServicePageSlug } from './catalogue.ts';
export { SERVICE_LIST_COPY, listNameOf, listTaglineOf, type ServiceListCopy } from './list-copy.ts';
export { ServiceIcon } from './components/service-icon.tsx';
