// Proves the built web app is served: long-cached hashed assets, the service worker revalidated, index.html (with the loader meta)
// for page routes, and the pre-rendered public pages: as built while the live catalogue is the one they were built with,
// re-rendered (once) after an admin's change, never as files, and index.html when the server entry is missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { inlineHashes, withInlineHashes, withLoaderMs } from './web-app.ts';
import { fakeWebDist } from '../testing/web-dist.ts';

const INDEX = `<!doctype html><html><head><meta name="ile:startup-loader-ms" content="3000" /><title>Ilé</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist({
      'index.html': INDEX,
      'assets/index-abc123.js': 'console.log("ilé")',
      'assets/index-abc123.js.map': '{"version":3,"sources":["../src/main.tsx"],"mappings":""}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sw.js': 'self.addEventListener("push", () => {});',
    });
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

  it('when a source map of the build is asked for, then it is not served (it stays in the build for error reports)', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/INDEX-abc123.js.MAP']) {
      const res = await request(t.baseUrl).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('mappings');
    }
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

// index.html as the web build writes it: the inline start-up loader (a style and a script) in the head.
const INDEX_WITH_LOADER = `<!doctype html><html><head><meta name="ile:startup-loader-ms" content="3000" /><title>Ilé</title><style>#ile-loader{display:none}</style><script>window.ileStartup={}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="ile-loader"></div><div id="root"></div></body></html>`;

// A stand-in for web/dist/server/entry-server.js (the real one is built by the web build and loaded by the e2e test):
// the same exports, rendering the home-cleaning price from the catalogue it is given with the page's own inline CSS,
// counting its renders and keeping the build folder it was given (where the real one reads the stylesheets).
const SERVER_ENTRY = `
const shown = (catalogue) => JSON.stringify(catalogue.map(({ id, ...rest }) => rest));
export function catalogueFingerprint(catalogue) { return shown(catalogue); }
export function isAppRoute(path) { return !/no-such/.test(path); }
export async function renderPage({ path, catalogue, template, distDir }) {
  globalThis.ileTestRenders = (globalThis.ileTestRenders ?? 0) + 1;
  globalThis.ileTestDistDir = distDir;
  const cleaning = catalogue.find((service) => service.key === 'home-cleaning');
  const markup = '<h1>' + path + '</h1><p>From ' + cleaning.fromPriceKobo + ' kobo (rendered)</p>';
  return template
    .replace('</head>', '<style>p{margin:0}</style></head>')
    .replace('<div id="root"></div>', '<div id="root">' + markup + '</div><script type="application/json" id="ile-data">' + JSON.stringify({ catalogue }) + '</script>');
}`;

const renders = () => Number(Reflect.get(globalThis, 'ileTestRenders') ?? 0);

function writeBuild(dist: string, { serverEntry }: { serverEntry: boolean }) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'pages', 'services'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_WITH_LOADER);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  if (serverEntry) {
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'entry-server.js'), SERVER_ENTRY);
  }
}

/** Writes the built pages and pages.json for the catalogue as a visitor gets it now. */
async function writePages(dist: string, baseUrl: string) {
  const catalogue: { id: string }[] = (await request(baseUrl).get('/app/fetchServices')).body.data;
  // Each page inlines the CSS its markup uses (critical-css.ts in the web app): here, one rule.
  const built = (path: string) =>
    INDEX_WITH_LOADER.replace('</head>', `<style>${BUILT_PAGE_CSS}</style></head>`).replace('<div id="root"></div>', `<div id="root"><h1>${path}</h1><p>As built</p></div><script type="application/json" id="ile-data">${JSON.stringify({ catalogue })}</script>`);
  writeFileSync(join(dist, 'pages', 'index.html'), built('/'));
  writeFileSync(join(dist, 'pages', 'services', 'home-cleaning.html'), built('/services/home-cleaning'));
  const fingerprint = JSON.stringify(catalogue.map(({ id: _id, ...rest }) => rest));
  writeFileSync(join(dist, 'pages', 'pages.json'), JSON.stringify({ catalogueFingerprint: fingerprint, pages: { '/': 'index.html', '/services/home-cleaning': 'services/home-cleaning.html' } }));
}

const BUILT_PAGE_CSS = 'h1{color:#17603d}';

/** The hashes the CSP must carry for a page: the inline loader's, and the page's own CSS. */
function expectInlineAllowed(csp: unknown, pageCss: string | null) {
  const hashes = inlineHashes(INDEX_WITH_LOADER);
  expect(csp).toContain(`script-src 'self' ${hashes.script.join(' ')}`);
  const styles = pageCss === null ? hashes.style : [...hashes.style, ...inlineHashes(`<style>${pageCss}</style>`).style];
  expect(csp).toContain(`style-src 'self' ${styles.join(' ')};`);
}

const asBrowser = (baseUrl: string, path: string) => request(baseUrl).get(path).set('Accept', 'text/html,application/xhtml+xml');

describe('serving the pre-rendered public pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ile-web-dist-'));
    writeBuild(dist, { serverEntry: true });
    // The pages must exist before the app starts (it reads pages.json once); their catalogue comes from a first app.
    const first = await startTestApp({ config: { webDist: join(dist, 'missing') } });
    await writePages(dist, first.baseUrl);
    await first.close();
    // No payment provider, so no demo ribbon: these tests compare the pages as built.
    t = await startTestApp({ config: { webDist: dist, startupLoaderMs: 0, paymentProvider: 'none' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a pre-rendered page is opened while the catalogue is the one it was built with, then the built page answers, with its data, the loader time and its inline loader and CSS allowed by hash', async () => {
    const before = renders();
    for (const path of ['/', '/services/home-cleaning']) {
      const res = await asBrowser(t.baseUrl, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(`<div id="root"><h1>${path}</h1><p>As built</p></div>`);
      expect(res.text).toContain('<script type="application/json" id="ile-data">{"catalogue":[{');
      expect(res.text).toContain('<meta name="ile:startup-loader-ms" content="0" />');
      expectInlineAllowed(res.headers['content-security-policy'], BUILT_PAGE_CSS);
    }
    const head = await request(t.baseUrl).head('/services/home-cleaning').set('Accept', 'text/html');
    expect(head.status).toBe(200);
    expect(renders()).toBe(before);
  });

  it('when a page is none of the app\'s routes, then 404 with index.html, where the app shows its not-found screen', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/admin_area/no-such-screen']) {
      const res = await asBrowser(t.baseUrl, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.text, path).toContain('<div id="root"></div>');
      expectInlineAllowed(res.headers['content-security-policy'], null);
    }
    // The API keeps its own JSON 404.
    const api = await request(t.baseUrl).get('/app/no-such-call').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('when a page route is not pre-rendered, then it gets index.html with the loader time', async () => {
    for (const path of ['/signin', '/dashboard', '/admin_area/services', '/admin_area/booking/view/42']) {
      const res = await asBrowser(t.baseUrl, path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('ile-data');
      expect(res.text).toContain('<meta name="ile:startup-loader-ms" content="0" />');
      expectInlineAllowed(res.headers['content-security-policy'], null);
    }
  });

  it('when an admin has changed a price, then the page is rendered again with the new price and the live catalogue, once per page', async () => {
    const cleaning = await t.db.models.Service.findOne({ where: { key: 'home-cleaning' } });
    if (!cleaning) throw new Error('no home cleaning in the catalogue');
    const items: { key: string; label: string; amountKobo: number }[] = JSON.parse(cleaning.priceItems);
    const repriced = items.map((item, i) => (i === 0 ? { ...item, amountKobo: item.amountKobo + 123_400 } : item));
    await t.db.write((transaction) => t.db.models.Service.update({ priceItems: JSON.stringify(repriced) }, { where: { key: 'home-cleaning' }, transaction }));
    const live = (await request(t.baseUrl).get('/app/fetchServices')).body.data.find((s: { key: string }) => s.key === 'home-cleaning');

    const before = renders();
    const res = await asBrowser(t.baseUrl, '/services/home-cleaning');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<p>From ${live.fromPriceKobo} kobo (rendered)</p>`);
    expect(res.text).not.toContain('As built');
    expect(res.text).toContain(`"amountKobo":${repriced[0]?.amountKobo}`);
    expect(res.text).toContain('<meta name="ile:startup-loader-ms" content="0" />');
    expect(renders()).toBe(before + 1);
    expect(Reflect.get(globalThis, 'ileTestDistDir')).toBe(dist);
    expectInlineAllowed(res.headers['content-security-policy'], 'p{margin:0}');
    // The next visitor gets the same page without another render.
    expect((await asBrowser(t.baseUrl, '/services/home-cleaning')).text).toBe(res.text);
    expect(renders()).toBe(before + 1);

    // Back to the built prices: the built page again.
    await t.db.write((transaction) => t.db.models.Service.update({ priceItems: JSON.stringify(items) }, { where: { key: 'home-cleaning' }, transaction }));
    expect((await asBrowser(t.baseUrl, '/services/home-cleaning')).text).toContain('As built');
  });

  it('when the server entry or a page file is asked for as a file, then it is not served', async () => {
    for (const path of ['/server/entry-server.js', '/pages/services/home-cleaning.html', '/pages/pages.json', '/.vite/manifest.json']) {
      const res = await request(t.baseUrl).get(path).set('Accept', 'application/javascript');
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('renderPage');
      expect(res.text).not.toContain('As built');
    }
  });
});

describe('serving the web app built without its server entry', () => {
  it('when the server entry is missing, then a pre-rendered path gets index.html, which is always right', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ile-web-dist-'));
    writeBuild(dist, { serverEntry: false });
    const first = await startTestApp({ config: { webDist: join(dist, 'missing') } });
    await writePages(dist, first.baseUrl);
    await first.close();
    const t = await startTestApp({ config: { webDist: dist } });
    try {
      const res = await asBrowser(t.baseUrl, '/services/home-cleaning');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('As built');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('withInlineHashes', () => {
  it('when a policy gets hashes, then they join script-src and style-src and nothing else changes', () => {
    const csp = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:";
    expect(withInlineHashes(csp, { script: ["'sha256-a'"], style: ["'sha256-b'", "'sha256-c'"] })).toBe(
      "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'sha256-b' 'sha256-c';img-src 'self' data:",
    );
  });

  it('when a page has data blocks and external scripts, then only inline code is hashed', () => {
    const hashes = inlineHashes('<script type="application/json" id="ile-data">{}</script><script type="module" src="/a.js"></script><script>go()</script>');
    expect(hashes.script).toHaveLength(1);
    expect(hashes.style).toEqual([]);
  });
});

describe('withLoaderMs', () => {
  it('when the page has no loader meta tag, then one is added to the head', () => {
    expect(withLoaderMs('<html><head></head></html>', 0)).toBe('<html><head><meta name="ile:startup-loader-ms" content="0"></head></html>');
  });
});
