// Proves the https redirect (never on localhost) and the strict security headers on every answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { isLocalHost } from './https-redirect.ts';

describe.each([
  { trustProxy: false, label: 'without a trusted proxy' },
  { trustProxy: true, label: 'behind a trusted proxy' },
])('https redirect $label', ({ trustProxy }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy, publicUrl: 'https://ile.ng' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a page is asked for over http on a real host, then it is redirected to the same URL on https', async () => {
    const res = await request(t.baseUrl).get('/services/plumbing?from=footer').set('Host', 'ile.ng').set('X-Forwarded-Proto', 'http');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://ile.ng/services/plumbing?from=footer');
  });

  it('when the Host header is forged, then the redirect still goes to PUBLIC_URL\'s host, never to the forged one', async () => {
    for (const host of ['evil.example', 'ile.ng.evil.example', 'ile.ng@evil.example']) {
      const res = await request(t.baseUrl).get('/dashboard?x=1').set('Host', host).set('X-Forwarded-Proto', 'http');
      expect(res.status, host).toBe(301);
      expect(res.headers.location, host).toBe('https://ile.ng/dashboard?x=1');
    }
    const forwarded = await request(t.baseUrl).get('/').set('Host', 'ile.ng').set('X-Forwarded-Host', 'evil.example');
    expect(forwarded.headers.location).toBe('https://ile.ng/');
  });

  it('when an API write comes over http on a real host, then 308 keeps its method', async () => {
    const res = await request(t.baseUrl).post('/app/signin').set('Host', 'ile.ng').send({});
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('https://ile.ng/app/signin');
  });

  it('when the host is localhost or 127.0.0.1, then plain http is served', async () => {
    for (const host of ['localhost', `localhost:3000`, '127.0.0.1']) {
      const res = await request(t.baseUrl).get('/app/healthz').set('Host', host);
      expect(res.status, host).toBe(200);
    }
  });
});

describe('https behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the proxy says the request came over https, then it is served, not redirected', async () => {
    const res = await request(t.baseUrl).get('/app/healthz').set('Host', 'ile.ng').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when any answer goes out, then it carries the strict CSP and no X-Powered-By', async () => {
    for (const path of ['/app/current_user', '/app/nope', '/healthz']) {
      const res = await request(t.baseUrl).get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('isLocalHost', () => {
  it('when the host is this machine, then true; a real domain, then false', () => {
    expect(['localhost', '127.0.0.1', '::1', 'web.localhost'].every(isLocalHost)).toBe(true);
    expect(['ile.ng', 'localhost.ile.ng', '10.0.0.5'].some(isLocalHost)).toBe(false);
  });
});
