// The catalogue module's public face: the services and their prices, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { toService, type Service } from './mapper.ts';
import { createCatalogueRepository, type CatalogueRepository } from './repository.ts';
import { catalogueRouter } from './router.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

export { priceWithinLimit } from './price-limit.ts';
export { createCatalogueRepository, type CatalogueRepository } from './repository.ts';

export interface CatalogueModule {
  repo: CatalogueRepository;
  service: CatalogueService;
  router: Router;
  /** What a visitor's GET /app/fetchServices answers (the pre-rendered pages show the same). */
  publicCatalogue(): Promise<Service[]>;
}

export function createCatalogueModule({ db, audit, clock }: { db: Db; audit: AuditLog; clock: Clock }): CatalogueModule {
  const repo = createCatalogueRepository(db);
  const service = createCatalogueService(repo, { db, audit, clock });
  return { repo, service, router: catalogueRouter(service), publicCatalogue: async () => (await service.list(null)).map(toService) };
}
