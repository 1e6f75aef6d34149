// MSW handlers for the catalogue call: the seeded catalogue, empty, failing and slow.
import { HttpResponse, delay } from 'msw';
import type { Service } from '../../api/types.ts';
import { buildApiError, buildCatalogue, buildCatalogueWithout } from '../fixtures/index.ts';
import { SLOW_MS, http } from './http.ts';

export const servicesHandlers = {
  ok: (services: Service[] = buildCatalogue()) => http.get('/app/fetchServices', ({ response }) => response(200).json({ data: services })),
  /** Admins hid these services: customers no longer get them. */
  hiding: (...hidden: Service['key'][]) => http.get('/app/fetchServices', ({ response }) => response(200).json({ data: buildCatalogueWithout(...hidden) })),
  empty: () => http.get('/app/fetchServices', ({ response }) => response(200).json({ data: [] })),
  error: () => http.get('/app/fetchServices', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/fetchServices', () => HttpResponse.error()),
  slow: (services: Service[] = buildCatalogue()) => http.get('/app/fetchServices', async ({ response }) => {
    await delay(SLOW_MS);
    return response(200).json({ data: services });
  }),
};
