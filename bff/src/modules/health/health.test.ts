// Proves the liveness and readiness probes, under /app and at the root, and readiness 503 while draining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, testDialects, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();

describe.each(dialects)('health probes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the process is up, then /healthz and /app/healthz answer ok', async () => {
    for (const path of ['/healthz', '/app/healthz']) {
      const res = await request(t.baseUrl).get(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ data: { status: 'ok' } });
    }
  });

  it('when a monitor adds its own query (a cache-buster), then the probes still answer', async () => {
    for (const path of ['/app/healthz?nocache=1712', '/app/readyz?probe=lb&t=1']) {
      const res = await request(t.baseUrl).get(path);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('when the database answers and migrations are applied, then /readyz and /app/readyz say ready with the dialect', async () => {
    for (const path of ['/readyz', '/app/readyz']) {
      const res = await request(t.baseUrl).get(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ data: { status: 'ready', database: dialect } });
    }
  });

  it('when the process is draining, then readiness answers 503 not_ready while liveness stays ok', async () => {
    t.health.draining = true;
    try {
      for (const path of ['/readyz', '/app/readyz']) {
        const res = await request(t.baseUrl).get(path);
        expect(res.status, path).toBe(503);
        expect(res.body).toEqual({ code: 'not_ready', message: 'The service is shutting down.' });
      }
      expect((await request(t.baseUrl).get('/healthz')).status).toBe(200);
    } finally {
      t.health.draining = false;
    }
  });

  it('when a probe is called, then no session is created', async () => {
    const res = await request(t.baseUrl).get('/readyz');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
