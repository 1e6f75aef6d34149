// The pro-jobs module's public face: a pro's own jobs and their steps, and its factory.
import type { Router } from 'express';
import { proJobsRouter } from './router.ts';
import { createProJobsService, type ProJobsServiceDeps } from './service.ts';

export type ProJobsModuleDeps = ProJobsServiceDeps;

export interface ProJobsModule {
  router: Router;
}

export function createProJobsModule(deps: ProJobsModuleDeps): ProJobsModule {
  return { router: proJobsRouter(createProJobsService(deps)) };
}
