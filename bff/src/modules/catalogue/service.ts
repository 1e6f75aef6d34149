// Catalogue rules: visitors and customers see active services; admins also see hidden ones.
import type { Role } from '../accounts/repository.ts';
import type { CatalogueRepository, ServiceRecord } from './repository.ts';

export function createCatalogueService(repo: CatalogueRepository) {
  return {
    list(viewerRole: Role | null): Promise<ServiceRecord[]> {
      return repo.list({ includeHidden: viewerRole === 'admin' });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
