// Proves the built web app is served: long-cached hashed assets, the service worker revalidated, and index.html (with the loader meta) for page routes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { withLoaderMs } from './web-app.ts';

const INDEX = `<!doctype html><html><head><meta name="ile:startup-loader-ms" content="3000" /><title>Ilé</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ile-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("ilé")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    t = await startTestApp({ config: { webDist: dist, startupLoaderMs: 1234 } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a page route is opened in a browser, then index.html answers with the configured loader time, not cached', async () => {
    for (const path of ['/', '/services/home-cleaning', '/admin_area/pro/view/42', '/reset-password?token=abc']) {
      const res = await request(t.baseUrl).get(path).set('Accept', 'text/html,application/xhtml+xml');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<meta name="ile:startup-loader-ms" content="1234" />');
      expect(res.text).not.toContain('content="3000"');
    }
  });

  it('when a hashed asset is asked for, then it is cached for a year as immutable', async () => {
    const res = await request(t.baseUrl).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('ilé');
  });

  it('when the service worker is asked for, then it is served from the root as JavaScript that browsers revalidate', async () => {
    const res = await request(t.baseUrl).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when an unknown /app path is asked for by a browser, then it is still the JSON 404, never the page', async () => {
    const res = await request(t.baseUrl).get('/app/nothing-here').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('when a missing file is asked for without accepting HTML, then a JSON 404', async () => {
    const res = await request(t.baseUrl).get('/assets/missing.js').set('Accept', 'application/javascript');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('withLoaderMs', () => {
  it('when the page has no loader meta tag, then one is added to the head', () => {
    expect(withLoaderMs('<html><head></head></html>', 0)).toBe('<html><head><meta name="ile:startup-loader-ms" content="0"></head></html>');
  });
});
