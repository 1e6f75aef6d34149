// Compressed answers: hashed assets as precompressed at build time (brotli, then gzip), pages
// compressed once at the highest level and kept, everything else per response at brotli 4 from 1 KiB.
// The figures behind each choice are in docs/performance.md.
import { readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

export type ContentCoding = 'br' | 'gzip';

const FILE_EXTENSION: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to send, out of those available, for an Accept-Encoding header: the one the client
 * weighs highest, brotli on a tie (smaller), none when the client accepts neither (q=0 or not named).
 */
export function preferredCoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  // `available` in preference order (brotli first), so a tie keeps the earlier one.
  for (const coding of (['br', 'gzip'] as const).filter((c) => available.includes(c))) {
    if (weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}

export type CompressedCopies = Record<ContentCoding, Buffer>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `text` compressed with brotli 11 and gzip 9, off the main thread (zlib's thread pool). */
export async function compressPage(text: string): Promise<CompressedCopies> {
  const plain = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotliAsync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * Serves the precompressed copies of the files under `dir` (mounted at `urlPrefix`), with the plain
 * file's Content-Type and the given Cache-Control; every other request goes on to the next handler
 * (express.static serves the plain file). Range requests get the plain file: a byte range of one
 * encoding must not be mixed with another's on resume.
 */
export function precompressedFiles(dir: string, urlPrefix: string, cacheControl: string): RequestHandler {
  const variants = new Map<string, ContentCoding[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No folder, nothing precompressed: every request goes to express.static.
  }
  const names = new Set(entries.map((entry) => entry.split(sep).join('/')));
  for (const name of names) {
    const available = (['br', 'gzip'] as const).filter((coding) => names.has(`${name}${FILE_EXTENSION[coding]}`));
    if (available.length) variants.set(`${urlPrefix}/${name}`, available);
  }

  return (req, res, next) => {
    const available = (req.method === 'GET' || req.method === 'HEAD') && variants.get(req.path);
    if (!available) {
      next();
      return;
    }
    // Whatever this request gets, a shared cache must key this URL on Accept-Encoding.
    res.vary('Accept-Encoding');
    const coding = req.headers.range ? null : preferredCoding(req.headers['accept-encoding'], available);
    if (!coding) {
      next();
      return;
    }
    const plain = join(dir, req.path.slice(urlPrefix.length + 1));
    res.type(extname(plain));
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Cache-Control', cacheControl);
    res.sendFile(`${plain}${FILE_EXTENSION[coding]}`, { cacheControl: false }, (error?: Error) => {
      if (!error) return;
      if (res.headersSent) {
        next(error);
        return;
      }
      // The copy went missing (a rebuild under a running server): the plain file is still right.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next();
    });
  };
}

/**
 * Per-response compression of whatever is compressible (HTML, JSON, JS, CSS, SVG, text): bodies of
 * 1 KiB and more, never an answer that already has a Content-Encoding (the precompressed assets)
 * nor a byte range (the `compression` package would compress the range, not the file).
 * It wraps res.write/res.end, under res.json and res.send, so the OpenAPI validator's response
 * checks and every handler see the same res as before.
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req, res) => !req.headers.range && compression.filter(req, res),
  });
}
