// Handler factories for the data-rights calls, one per state the account and admin people screens can be in.
import { delay } from 'msw';
import type { CurrentUser } from '../../api/types.ts';
import { buildAdminErasureInFlightError, buildApiError, buildCurrentUser, buildErasureInFlightError, buildPeopleFound, buildPersonalData } from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';

const attachment = { 'Content-Disposition': 'attachment; filename="ile-data-2026-12-01.json"' };

/** GET /app/account/data */
export const exportMyDataHandlers = {
  ok: () => http.get('/app/account/data', ({ response }) => response(200).json(buildPersonalData(), { headers: attachment })),
  slow: () =>
    http.get('/app/account/data', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json(buildPersonalData(), { headers: attachment });
    }),
  error: () => http.get('/app/account/data', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/** POST /app/account/delete */
export const deleteMyAccountHandlers = {
  ok: () => http.post('/app/account/delete', ({ response }) => response(200).json({ data: { erased: true } })),
  slow: () =>
    http.post('/app/account/delete', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: { erased: true } });
    }),
  inFlight: () => http.post('/app/account/delete', ({ response }) => response(409).json(buildErasureInFlightError())),
  error: () => http.post('/app/account/delete', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/** PUT /app/account/marketing: answers the current user with the consent that was sent. */
export const setMarketingTextsHandlers = {
  ok: (user: CurrentUser = buildCurrentUser()) =>
    http.put('/app/account/marketing', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ data: { ...user, marketingTexts: body.marketingTexts } });
    }),
  slow: (user: CurrentUser = buildCurrentUser()) =>
    http.put('/app/account/marketing', async ({ request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(200).json({ data: { ...user, marketingTexts: body.marketingTexts } });
    }),
  error: () => http.put('/app/account/marketing', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/** GET /app/admin/people */
export const adminFindPeopleHandlers = {
  found: (items = buildPeopleFound()) => http.get('/app/admin/people', ({ response }) => response(200).json({ data: { items } })),
  none: () => http.get('/app/admin/people', ({ response }) => response(200).json({ data: { items: [] } })),
  loading: () =>
    http.get('/app/admin/people', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: { items: [] } });
    }),
  error: () => http.get('/app/admin/people', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/** GET /app/admin/people/{id}/data */
export const adminExportPersonDataHandlers = {
  ok: () => http.get('/app/admin/people/{id}/data', ({ response }) => response(200).json(buildPersonalData(), { headers: attachment })),
  slow: () =>
    http.get('/app/admin/people/{id}/data', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json(buildPersonalData(), { headers: attachment });
    }),
  error: () => http.get('/app/admin/people/{id}/data', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/** POST /app/admin/people/{id}/erase */
export const adminErasePersonHandlers = {
  ok: () => http.post('/app/admin/people/{id}/erase', ({ response }) => response(200).json({ data: { erased: true } })),
  slow: () =>
    http.post('/app/admin/people/{id}/erase', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: { erased: true } });
    }),
  error: () => http.post('/app/admin/people/{id}/erase', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  inFlight: () => http.post('/app/admin/people/{id}/erase', ({ response }) => response(409).json(buildAdminErasureInFlightError())),
  adminNotErasable: () =>
    http.post('/app/admin/people/{id}/erase', ({ response }) =>
      response(403).json(buildApiError({ code: 'admin_not_erasable', message: 'An admin account cannot be erased here. Ask another admin to remove its access first.' })),
    ),
};
