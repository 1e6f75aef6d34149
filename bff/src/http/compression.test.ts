// Proves compressed answers: the build's brotli/gzip copies of hashed assets chosen by Accept-Encoding
// (plain file otherwise), with Vary and the assets' caching; pages and /app JSON compressed per
// response (no-store kept, response validation on); tiny bodies, byte ranges, HEAD and 304s unharmed.
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { preferredCoding } from './compression.ts';
import { fakeWebDist } from '../testing/web-dist.ts';

// Large enough to be worth compressing, and different from its copies so a wrong choice shows.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const INDEX = `<!doctype html><html><head><title>Ilé</title></head><body><div id="root"></div><p>${'Cleaners, plumbers, electricians. '.repeat(80)}</p><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is left as sent (supertest and fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOn = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('preferredCoding', () => {
  it('when the client names both, then brotli wins unless the client weighs gzip higher', () => {
    expect(preferredCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(preferredCoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding('*', ['br', 'gzip'])).toBe('br');
  });

  it('when the client refuses, does not say, or only the other coding exists, then none is chosen', () => {
    expect(preferredCoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(preferredCoding('identity', ['br', 'gzip'])).toBeNull();
    expect(preferredCoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeNull();
    expect(preferredCoding('*, br;q=0', ['br'])).toBeNull();
    expect(preferredCoding('br', ['gzip'])).toBeNull();
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    const style = `.a{color:red}${'.b{margin:0}'.repeat(200)}`;
    dist = fakeWebDist({
      'index.html': INDEX,
      'assets/index-abc123.js': SCRIPT,
      'assets/index-abc123.js.br': brotliCompressSync(SCRIPT),
      'assets/index-abc123.js.gz': gzipSync(SCRIPT),
      // Only a gzip copy: a brotli client gets gzip.
      'assets/style-abc123.css': style,
      'assets/style-abc123.css.gz': gzipSync(style),
      'assets/tiny-abc123.js': 'export {};',
    });
    // No payment provider, so no demo ribbon: the page is compared as built.
    t = await startTestApp({ config: { webDist: dist, startupLoaderMs: 0, paymentProvider: 'none' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a brotli client asks for a hashed asset, then the build\'s brotli copy answers as JavaScript, cached for a year, with Vary', async () => {
    const res = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyOn(res)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('when a gzip-only client asks, then the gzip copy answers; with no Accept-Encoding, the plain file, still with Vary', async () => {
    const gzip = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(varyOn(gzip)).toBe(true);

    const plain = await raw(`${t.baseUrl}/assets/index-abc123.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyOn(plain)).toBe(true);

    const css = await raw(`${t.baseUrl}/assets/style-abc123.css`, { 'Accept-Encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('when a client revalidates a compressed asset or asks with HEAD, then 304 and a bodiless answer with the same headers', async () => {
    const first = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('when a client asks for a byte range, then the range is of the plain file, never of a compressed copy', async () => {
    const res = await raw(`${t.baseUrl}/assets/index-abc123.js`, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT.slice(0, 10));
  });

  it('when a page is opened, then its HTML goes out compressed at the highest settings and stays revalidated (no-cache)', async () => {
    const res = await raw(`${t.baseUrl}/services/home-cleaning`, { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varyOn(res)).toBe(true);
    const page = INDEX.replace('</head>', '<meta name="ile:startup-loader-ms" content="0"></head>');
    expect(brotliDecompressSync(res.body).toString()).toBe(page);
    // Compressed once, at brotli 11: no larger than what quality 11 makes of the page (quality 4 would be).
    expect(res.body.length).toBeLessThanOrEqual(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);

    const gzip = await raw(`${t.baseUrl}/`, { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('Cleaners, plumbers');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(varyOn(gzip)).toBe(true);

    const plain = await raw(`${t.baseUrl}/`, { Accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Cleaners, plumbers');
  });

  it('when a page is revalidated or asked for with HEAD, then 304 / a bodiless 200', async () => {
    const first = await raw(`${t.baseUrl}/`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    const again = await raw(`${t.baseUrl}/`, { Accept: 'text/html', 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw(`${t.baseUrl}/`, { Accept: 'text/html', 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('when /app answers JSON of more than 1 KiB, then it is compressed, still no-store and still valid to the spec', async () => {
    const res = await raw(`${t.baseUrl}/app/fetchServices`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(brotliDecompressSync(res.body).toString()) as { data: unknown[] };
    expect(body.data).toHaveLength(17);
  });

  it('when a body is tiny, then it goes out plain', async () => {
    const ready = await raw(`${t.baseUrl}/app/readyz`, { 'Accept-Encoding': 'br, gzip' });
    expect(ready.status).toBe(200);
    expect(ready.headers['content-encoding']).toBeUndefined();
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ready.body.toString())).toBeTruthy();

    const asset = await raw(`${t.baseUrl}/assets/tiny-abc123.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body.toString()).toBe('export {};');
  });
});
