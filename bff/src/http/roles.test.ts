// Proves roles come from each operation's x-roles, are checked before anything else runs, and fail closed.
import { isRecord } from '@ile/domain';
import express, { type ErrorRequestHandler } from 'express';
import type { UserRecord } from '../modules/accounts/repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { givenSignedInAdmin, givenSignedInCustomer, startTestApp, visitorAgent, type TestApp } from '../testing/index.ts';
import { AppError } from './app-error.ts';
import { OPENAPI_FILE } from './openapi-validator.ts';
import { enforceRoles } from './roles.ts';

/**
 * Runs enforceRoles in a tiny Express app whose req.openapi is a fake operation, and answers what
 * it passed on: 'next' when it let the request through, else the error it raised.
 */
async function runRoles(operation: Record<string, unknown> | undefined, user: UserRecord | null): Promise<unknown> {
  const app = express();
  app.use((req, _res, next) => {
    req.openapi = operation ? { expressRoute: '/x', openApiRoute: '/x', pathParams: {}, schema: operation, serial: 0 } : undefined;
    req.currentUser = user;
    next();
  });
  app.use(enforceRoles);
  app.get('/x', (_req, res) => {
    res.json({ passed: 'next' });
  });
  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    res.json({ passed: err instanceof AppError ? { status: err.status, code: err.code } : String(err) });
  };
  app.use(onError);
  const res = await request(app).get('/x');
  return res.body.passed;
}

const customer: UserRecord = { id: 'u1', name: 'Ada', email: 'a@b.ng', pendingEmail: null, phone: '+2348031234567', phoneVerified: true, role: 'user', referralCode: 'ABC234', bookingTexts: true, createdAt: new Date(), updatedAt: new Date(), marketingTexts: false };
const admin: UserRecord = { ...customer, id: 'u2', role: 'admin' };

describe('the roles middleware (unit)', () => {
  it('when the operation declares no x-roles, then it refuses with 403 even for an admin', async () => {
    for (const operation of [{ operationId: 'mystery' }, { operationId: 'odd', 'x-roles': [] }, { operationId: 'typo', 'x-roles': ['everyone'] }, undefined]) {
      expect(await runRoles(operation, admin)).toEqual({ status: 403, code: 'forbidden' });
    }
  });

  it('when the operation is public, then anyone passes', async () => {
    expect(await runRoles({ 'x-roles': ['public'] }, null)).toBe('next');
  });

  it('when a user operation is called signed out, then 401; by an admin, then 403; by a customer, then it passes', async () => {
    const op = { 'x-roles': ['user'] };
    expect(await runRoles(op, null)).toEqual({ status: 401, code: 'sign_in_required' });
    expect(await runRoles(op, admin)).toEqual({ status: 403, code: 'forbidden' });
    expect(await runRoles(op, customer)).toBe('next');
  });

  it('when an admin operation is called by a customer, then 403', async () => {
    expect(await runRoles({ 'x-roles': ['admin'] }, customer)).toEqual({ status: 403, code: 'forbidden' });
    expect(await runRoles({ 'x-roles': ['admin'] }, admin)).toBe('next');
  });
});

describe('roles over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a signed-out visitor calls a customer-only operation, then 401 sign_in_required', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    const res = await visitor.get('/app/fetchCompleteBookings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'sign_in_required', message: 'Please sign in to continue.' });
  });

  it('when an admin calls a customer-only operation, then 403 forbidden', async () => {
    const { agent } = await givenSignedInAdmin(t);
    const res = await agent.get('/app/fetchCompleteBookings');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('when a customer sends an admin operation a body that breaks its schema, then 403 before any field message: nobody learns an admin schema by probing', async () => {
    const { agent } = await givenSignedInCustomer(t);
    const res = await agent.put('/app/admin/services/not-an-id').send({ priceItems: 'free', surprise: true });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', message: expect.any(String) });
  });

  it('when a signed-out visitor sends a booking call a bad body, then 401, not the form\'s field messages', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    const res = await visitor.post('/app/home').set('Idempotency-Key', 'not-a-uuid').send({ details: { bedrooms: 99 } });
    expect(res.status, JSON.stringify(res.body)).toBe(401);
    expect(res.body.code).toBe('sign_in_required');
  });

  it('when public operations are called signed out, then they answer (current_user, fetchServices)', async () => {
    expect((await request(t.baseUrl).get('/app/current_user')).status).toBe(200);
    expect((await request(t.baseUrl).get('/app/fetchServices')).status).toBe(200);
  });

  it('every operation in openapi.yaml declares x-roles and is built (none falls through to 404 or answers 501 not implemented)', async () => {
    const spec: unknown = parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const paths = isRecord(spec) && isRecord(spec.paths) ? spec.paths : {};
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    const { agent: asUser } = await givenSignedInCustomer(t);
    let checked = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(isRecord(item) ? item : {})) {
        if (!isRecord(operation)) continue;
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Signing out here would sign the shared agents out for the rest of the loop.
        if (path === '/app/logout') continue;
        const roles: unknown = operation['x-roles'];
        expect(Array.isArray(roles) && roles.length > 0, `${method} ${path} has x-roles`).toBe(true);
        const agent = Array.isArray(roles) && roles.includes('admin') && !roles.includes('user') ? asAdmin : asUser;
        const res = method === 'get' ? await agent.get(path).redirects(0) : await agent.post(path).send({});
        expect(res.status, `${method} ${path}`).not.toBe(404);
        expect(res.status, `${method} ${path}`).toBeLessThan(600);
        expect(res.status, `${method} ${path}`).not.toBe(501);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(25);
  });
});
