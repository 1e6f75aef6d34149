#!/usr/bin/env node
// Regenerates the TypeScript types of openapi.yaml (one copy, in domain/, for every workspace), the
// web app's icon sprite from the icons it names, and the ratings' star masks (scripts/icon-sprite.mjs).
// `--check` regenerates in memory and fails when a committed copy differs (CI drift guard).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { SPRITE, STAR_MASKS, iconSprite, starMasks } from './icon-sprite.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One copy: web, bff and contracts import it as `@ile/domain/schema`.
const targets = ['domain/src/schema.gen.ts'];
const check = process.argv.includes('--check');

const banner = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n\n';
const ast = await openapiTS(new URL(`file://${root}/openapi.yaml`), { alphabetize: false });
const types = banner + astToString(ast);
const outputs = [
  ...targets.map((target) => ({ target, output: types, source: 'openapi.yaml' })),
  { target: SPRITE, output: await iconSprite(root), source: 'the icons module' },
  { target: STAR_MASKS, output: await starMasks(root), source: "lucide-react's star" },
];

let drift = 0;
for (const { target, output, source } of outputs) {
  const file = resolve(root, target);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== output) {
      drift++;
      console.error(`${target} differs from ${source}: run \`npm run generate\` and commit.`);
    }
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, output);
    console.log(`wrote ${target}`);
  }
}
if (check && !drift) console.log('generated types match openapi.yaml; the icon sprite and star masks match lucide-react');
process.exit(drift ? 1 : 0);
