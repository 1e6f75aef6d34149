// Proves the demo says so on every page while the test checkout is on, with its style allowed by the
// CSP, and that a deployment taking real payments (or none) shows no ribbon.
import { rmSync } from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { fakeWebDist } from '../testing/web-dist.ts';
import { inlineHashes } from './web-app.ts';

const INDEX = `<!doctype html><html><head><title>Ilé</title></head><body class="app"><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const RIBBON = 'Demo: no real money moves.';

describe('the demo ribbon', () => {
  let t: TestApp | undefined;
  let dist: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const start = async (config: Partial<TestApp['config']>) => {
    dist = fakeWebDist({ 'index.html': INDEX, 'assets/index-abc123.js': 'console.log("ilé")' });
    t = await startTestApp({ config: { webDist: dist, ...config } });
    return t;
  };
  const page = (app: TestApp, path: string) => request(app.baseUrl).get(path).set('Accept', 'text/html');

  it('when the test checkout is on, then every page carries the ribbon first in the body, its style allowed by hash', async () => {
    const app = await start({ paymentProvider: 'test' });
    for (const path of ['/', '/services/home-cleaning', '/dashboard']) {
      const res = await page(app, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<body class="app"><p class="demo-ribbon" role="note">${RIBBON}</p>`);
      for (const hash of inlineHashes(res.text).style) expect(res.headers['content-security-policy']).toContain(hash);
    }
  });

  it('when Paystack takes payments, or no provider is set, then no page carries it', async () => {
    for (const config of [{ paymentProvider: 'paystack' as const, paystackSecretKey: 'sk_test_ribbon' }, { paymentProvider: 'none' as const }]) {
      const app = await start(config);
      const res = await page(app, '/');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('demo-ribbon');
      await app.close();
      t = undefined;
    }
  });
});
