export { listCatalogue, adminGetService, adminUpdateService } from './requests.ts';
export type { AdminService, AuditEntry, PriceItem, ServiceUpdate } from './requests.ts';
export { catalogueAdminKeys, catalogueListQueryOptions, adminServiceQueryOptions } from './queries.ts';
export { useCatalogueForAdmin, useAdminService, useUpdateService } from './hooks.ts';
