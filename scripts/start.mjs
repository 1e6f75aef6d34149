#!/usr/bin/env node
// `npm start`: build the web app and the BFF when their sources changed, then run the BFF, which migrates,
// seeds demo data on first start and serves the web app and /app together (default :3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBff } from '../bff/scripts/build.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Written last by the web build (its prerender step): a build that stopped half-way is built again.
const builtIndex = join(root, 'web/dist/pages/pages.json');

const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/vite.ssr.config.ts', 'web/scripts', 'domain/src', 'web/package.json'];
const needsBuild = !existsSync(builtIndex) || sources.some((s) => newestMtime(join(root, s)) > statSync(builtIndex).mtimeMs);
if (needsBuild) {
  console.log('Building the web app…');
  // Always a production build: an inherited NODE_ENV (test runners set `test`) would make Vite ship React's development build.
  const build = spawnSync('npm', ['run', 'build', '-w', '@ile/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The BFF runs as JavaScript bundled from its TypeScript (bff/scripts/build.mjs says why), rebuilt when its sources changed.
// DEMO: this is the demo with its demo data, so without a Paystack key payments use the test checkout.
const server = spawn(process.execPath, [await buildBff()], { cwd: root, stdio: 'inherit', env: { DEMO: 'true', ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
// Forward stop signals so the BFF can drain in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
