// Regression (found by the spec fuzz): ?limit=Infinity and ?page=-Infinity passed the OpenAPI
// validator (its ajv coerces them to numbers that pass integer, minimum and maximum) and were
// answered 200. Now they are a 400 naming the parameter, while ordinary numbers still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, signInAgent, startTestApp, visitorAgent, type Agent, type TestApp } from '../testing/index.ts';
import { NOT_A_NUMBER_MESSAGE } from './non-finite-query.ts';

describe('non-finite numbers in the query', () => {
  let t: TestApp;
  let visitor: Agent;
  let admin: Agent;
  beforeAll(async () => {
    t = await startTestApp();
    visitor = await visitorAgent(t.baseUrl);
    const user = await seedUser(t.db, { role: 'admin' });
    admin = await signInAgent(t.baseUrl, user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['Infinity', '-Infinity', '+Infinity'])('when limit=%s, then 400 names limit', async (value) => {
    const res = await visitor.get(`/app/fetchReviews?limit=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { limit: NOT_A_NUMBER_MESSAGE } });
  });

  it('when an admin list is asked for page -Infinity, then 400 names page', async () => {
    const res = await admin.get('/app/admin/outbox?page=-Infinity');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ page: NOT_A_NUMBER_MESSAGE });
  });

  it('when the numbers are ordinary, then the lists answer', async () => {
    expect((await visitor.get('/app/fetchReviews?limit=5')).status).toBe(200);
    expect((await admin.get('/app/admin/outbox?page=2')).status).toBe(200);
  });
});
