// MSW handlers for the admin's catalogue calls, per state a screen can be in: one entry with its
// history (found, missing, failing, refused), and saving it. `catalogueAdminStore` keeps the whole
// catalogue in memory, so a save shows up in the refetched list and entry, with a new history entry,
// as with the real BFF; it logs every body saved.
import { delay, HttpResponse } from 'msw';
import { fromPriceKobo } from '@ile/domain';
import type { Service } from '../../api/types.ts';
import type { AdminService, AuditEntry, ServiceUpdate } from '../../features/catalogue-admin/api/requests.ts';
import { buildAdminService, buildApiError, buildCatalogueWithHidden, buildAdminForbiddenError, buildServiceHistory, buildAdminNotFoundError, buildServiceValidationError } from '../fixtures/index.ts';
import { http } from './http.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';

export const adminServiceHandlers = {
  ok: (answer: AdminService = buildAdminService()) => http.get('/app/admin/services/{id}', ({ response }) => response(200).json({ data: answer })),
  notFound: () => http.get('/app/admin/services/{id}', ({ response }) => response(404).json(buildAdminNotFoundError())),
  forbidden: () => http.get('/app/admin/services/{id}', ({ response }) => response(403).json(buildAdminForbiddenError())),
  error: () => http.get('/app/admin/services/{id}', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  loading: () =>
    http.get('/app/admin/services/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildAdminService() });
    }),
};

/** The catalogue list as an admin gets it (GET /app/fetchServices answers hidden services to admins). */
export const adminCatalogueHandlers = {
  withHidden: (services: Service[] = buildCatalogueWithHidden()) => http.get('/app/fetchServices', ({ response }) => response(200).json({ data: services })),
  loading: () =>
    http.get('/app/fetchServices', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: [] });
    }),
};

/** The entry after an update, as the BFF answers it: the body applied, the "from" price worked out again. */
function applyUpdate(service: Service, body: ServiceUpdate): Service {
  const next = { ...service, ...body };
  return { ...next, fromPriceKobo: fromPriceKobo(next) };
}

function auditOf(before: Service, after: Service, n: number): AuditEntry {
  const fields = ['name', 'tagline', 'description', 'includes', 'priceItems', 'active'] as const;
  const changed = fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
  return {
    id: `a_new_${n}`,
    actorName: 'Ilé Admin',
    action: 'service.update',
    note: null,
    before: Object.fromEntries(changed.map((f) => [f, before[f]])),
    after: Object.fromEntries(changed.map((f) => [f, after[f]])),
    at: new Date().toISOString(),
  };
}

export const updateServiceHandlers = {
  /** Saves onto the given entry and answers it with a new history entry first. */
  ok: (log?: RequestLog<ServiceUpdate>, start: AdminService = buildAdminService()) =>
    http.put('/app/admin/services/{id}', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      const service = applyUpdate(start.service, body);
      return response(200).json({ data: { service, history: [auditOf(start.service, service, 1), ...start.history] } });
    }),
  fieldErrors: (fields?: Record<string, string>, log?: RequestLog<ServiceUpdate>) =>
    http.put('/app/admin/services/{id}', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(400).json(buildServiceValidationError(fields));
    }),
  serverError: () => http.put('/app/admin/services/{id}', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.put('/app/admin/services/{id}', () => HttpResponse.error()),
};

/**
 * The catalogue in memory, with each entry's history: the list, one entry and saving it agree with
 * each other. Call `reset()` in the story's `beforeEach`.
 */
export function catalogueAdminStore(initial: () => Service[] = buildCatalogueWithHidden) {
  let services = initial();
  let histories = new Map<string, AuditEntry[]>();
  const saved = createRequestLog<ServiceUpdate>();
  const seedHistories = () => new Map(services.filter((s) => s.key === 'home-cleaning').map((s) => [s.id, buildServiceHistory()]));
  histories = seedHistories();
  const entry = (id: string) => {
    const service = services.find((s) => s.id === id);
    return service ? { service, history: histories.get(id) ?? [] } : null;
  };
  return {
    saved,
    reset() {
      services = initial();
      histories = seedHistories();
      saved.clear();
    },
    handlers: {
      services: http.get('/app/fetchServices', ({ response }) => response(200).json({ data: services })),
      adminService: http.get('/app/admin/services/{id}', ({ params, response }) => {
        const found = entry(params.id);
        return found ? response(200).json({ data: found }) : response(404).json(buildAdminNotFoundError());
      }),
      updateService: http.put('/app/admin/services/{id}', async ({ params, request, response }) => {
        const found = entry(params.id);
        if (!found) return response(404).json(buildAdminNotFoundError());
        const body = await request.json();
        saved.requests.push(body);
        const next = applyUpdate(found.service, body);
        services = services.map((s) => (s.id === next.id ? next : s));
        histories.set(next.id, [auditOf(found.service, next, found.history.length + 1), ...found.history]);
        return response(200).json({ data: entry(next.id) ?? found });
      }),
    },
  };
}
