#!/usr/bin/env node
// A web build step: writes a brotli (quality 11) and a gzip (level 9) copy next to each hashed asset,
// so the BFF can send them with Content-Encoding without compressing on every request (see
// bff/src/http/web-app.ts). Done once at build time, so it can afford the slowest, smallest settings.
// Source maps are skipped (never fetched by visitors), and so is a copy that would not be smaller.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest|wasm)$/;

let plainBytes = 0;
let brotliBytes = 0;
let files = 0;
for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const plain = readFileSync(file);
  const variants = {
    br: brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    }),
    gz: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, compressed] of Object.entries(variants)) {
    // A stale copy from an earlier build in the same folder must not outlive its decision.
    if (compressed.length < plain.length) writeFileSync(`${file}.${extension}`, compressed);
    else rmSync(`${file}.${extension}`, { force: true });
  }
  files++;
  plainBytes += plain.length;
  brotliBytes += Math.min(plain.length, variants.br.length);
}
console.log(`Precompressed ${files} assets: ${(plainBytes / 1024).toFixed(0)} KiB, ${(brotliBytes / 1024).toFixed(0)} KiB with brotli`);
