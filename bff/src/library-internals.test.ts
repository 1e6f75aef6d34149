// The lint step's library-internals check (eslint.config.js, scripts/eslint/library-internals.js): each
// way into a dependency's internals is reported, the project's own code is not, and no inline comment
// switches it off.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const configFile = join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });

const SYNTAX = 'no-restricted-syntax';
const RESOLVE = 'local/no-package-resolve';
const CHECK_RULES: (string | null)[] = [SYNTAX, RESOLVE];

type Finding = { ruleId: string | null; message: string };

function internalsFindings(result: ESLint.LintResult | undefined): Finding[] {
  if (!result) throw new Error('ESLint returned no result');
  // A snippet that does not parse would pass the "not reported" cases for the wrong reason.
  expect(result.messages.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);
  return result.messages.filter((m) => CHECK_RULES.includes(m.ruleId)).map(({ ruleId, message }) => ({ ruleId, message }));
}

async function lint(code: string, filePath: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return internalsFindings(result);
}

const PRIVATE = 'is a private member of a library object';
const INTERNAL_MODULE = 'is its internal file layout';
const REQUIRE_AS = 'loads modules as that package itself would';
const RESOLVING = 'to a file path is how a package';

const forbidden: [string, string, string, string][] = [
  // Borrowed requires and package files found by path.
  ['createRequire(require.resolve(pkg))', "import { createRequire } from 'node:module';\nexport const fromValidator = createRequire(require.resolve('express-openapi-validator'));", RESOLVE, REQUIRE_AS],
  ['createRequire(import.meta.resolve(pkg))', "import { createRequire } from 'node:module';\nexport const fromValidator = createRequire(import.meta.resolve('express-openapi-validator'));", RESOLVE, REQUIRE_AS],
  ['createRequire(x).resolve(pkg)', "import { createRequire } from 'node:module';\nexport const driver = createRequire(import.meta.url).resolve('better-sqlite3');", RESOLVE, RESOLVING],
  ['module.createRequire(x).resolve(pkg)', "import module from 'node:module';\nexport const driver = module.createRequire(import.meta.url).resolve('better-sqlite3');", RESOLVE, RESOLVING],
  ['a createRequire held in a variable', "import { createRequire } from 'node:module';\nconst lucide = createRequire(import.meta.url);\nexport const file = lucide.resolve('lucide-react/package.json');", RESOLVE, RESOLVING],
  ['require.resolve(pkg)', "export const file = require.resolve('@scope/pkg/package.json');", RESOLVE, RESOLVING],
  ['import.meta.resolve(pkg)', "export const file = import.meta.resolve('react-router');", RESOLVE, RESOLVING],
  // Internal paths of a bare specifier.
  ['import from pkg/lib/…', "import manager from 'sequelize/lib/dialects/sqlite/connection-manager.js';\nexport { manager };", SYNTAX, INTERNAL_MODULE],
  ['import type from pkg/dist/…', "import type { OpenApiRequestMetadata } from 'express-openapi-validator/dist/framework/types.js';\nexport type M = OpenApiRequestMetadata;", SYNTAX, INTERNAL_MODULE],
  ['side-effect import of pkg/dist/…', "import 'react-router/dist/production/index.mjs';", SYNTAX, INTERNAL_MODULE],
  ['export … from @scope/pkg/dist/…', "export { x } from '@scope/pkg/dist/x.js';", SYNTAX, INTERNAL_MODULE],
  ['export * from pkg/src/…', "export * from 'pkg/src/index.ts';", SYNTAX, INTERNAL_MODULE],
  ['dynamic import() of pkg/build/…', "export const m = await import('pkg/build/x.js');", SYNTAX, INTERNAL_MODULE],
  ['dynamic import() of a template pkg/dist/…', 'export const icon = (name: string) => import(`lucide-react/dist/esm/icons/${name}.js`);', SYNTAX, INTERNAL_MODULE],
  ['require() of pkg/lib/…', "export const m = require('pkg/lib/x');", SYNTAX, INTERNAL_MODULE],
  ['import = require() of pkg/dist/…', "import x = require('pkg/dist/x');\nexport { x };", SYNTAX, INTERNAL_MODULE],
  ['typeof import() of pkg/dist/…', "export type T = typeof import('pkg/dist/x.js');", SYNTAX, INTERNAL_MODULE],
  // Private members.
  ['obj._member', 'declare const transaction: { _afterCommitHooks: unknown[] };\nexport const hooks = transaction._afterCommitHooks;', SYNTAX, PRIVATE],
  ["obj['_member']", "declare const obj: Record<string, unknown>;\nexport const v = obj['_foo'];", SYNTAX, PRIVATE],
  ['obj[`_member`]', 'declare const obj: Record<string, unknown>;\nexport const v = obj[`_foo`];', SYNTAX, PRIVATE],
  ['obj?._member', 'declare const obj: { _foo?: number } | undefined;\nexport const v = obj?._foo;', SYNTAX, PRIVATE],
  ['destructuring { _member }', 'declare const obj: { _foo: number };\nconst { _foo } = obj;\nexport const v = _foo;', SYNTAX, PRIVATE],
  ['destructuring { _member: name }', 'declare const obj: { _foo: number };\nconst { _foo: foo } = obj;\nexport const v = foo;', SYNTAX, PRIVATE],
  ["destructuring { '_member': name }", "declare const obj: { _foo: number };\nconst { '_foo': foo } = obj;\nexport const v = foo;", SYNTAX, PRIVATE],
  ['sequelize.connectionManager', "import type { Sequelize } from 'sequelize';\ndeclare const sequelize: Sequelize & { connectionManager: unknown };\nexport const m = sequelize.connectionManager;", SYNTAX, "Sequelize's connectionManager"],
  ["sequelize['connectionManager']", "declare const sequelize: { connectionManager: unknown };\nexport const m = sequelize['connectionManager'];", SYNTAX, "Sequelize's connectionManager"],
  ['destructuring { connectionManager }', 'declare const sequelize: { connectionManager: unknown };\nconst { connectionManager } = sequelize;\nexport const m = connectionManager;', SYNTAX, "Sequelize's connectionManager"],
];

const allowed: [string, string][] = [
  ['relative imports, lib/ and src/ included', "import { hydrate } from '../lib/hydration.ts';\nimport { y } from '../../src/y.ts';\nexport * from './lib/x.ts';\nexport const m = await import('./build/z.ts');\nexport { hydrate, y };"],
  ['public subpath exports', "import { createRoot } from 'react-dom/client';\nimport { setupServer } from 'msw/node';\nimport { Op } from 'sequelize';\nexport { createRoot, setupServer, Op };"],
  ["ajv's documented draft entry point", "import Ajv2020 from 'ajv/dist/2020.js';\nexport const ajv = new Ajv2020();"],
  ['names that only contain dist/lib', "import { a } from 'distinct/library';\nimport { b } from 'some-lib/libs/x';\nexport { a, b };"],
  ['_-named parameters and variables', "import express from 'express';\nconst app = express();\napp.use((_req, res, _next) => res.end());\nconst _ = 1;\nconst [_first, second] = [1, 2];\nexport { app, _, _first, second };"],
  ['Sequelize transactions and their public hooks', "import type { Sequelize } from 'sequelize';\ndeclare const sequelize: Sequelize;\nawait sequelize.transaction(async (transaction) => transaction.afterCommit(() => undefined));"],
  ['a node-sqlite3 connection', "import sqlite3 from 'sqlite3';\nconst connection = new sqlite3.Database(':memory:');\nconnection.run('PRAGMA foreign_keys = ON', () => connection.close());"],
  ['private-looking names in strings', "export const s = '_afterCommitHooks connectionManager sequelize/lib/x transaction._afterCommitHooks';\nexport const t = `obj._foo`;"],
  ['an object literal with a _ key, # fields, numeric index', 'export const links = { _links: [1] };\nclass C { #x = 1; get x() { return this.#x; } }\nexport const c = new C();\nexport const n = [1][0];'],
  ['createRequire for the module itself, resolving own files', "import { createRequire } from 'node:module';\nimport path from 'node:path';\nconst require = createRequire(import.meta.url);\nexport const local = require('./local.cjs');\nexport const worker = require.resolve('./worker.js');\nexport const fs = createRequire(import.meta.url).resolve('node:fs');\nexport const own = import.meta.resolve('#internal/x');\nexport const dir = path.resolve('lib');\nexport const p = Promise.resolve('pkg');"],
];

describe.each(['bff/src/example.ts', 'web/src/example.tsx', 'e2e/example.ts'])('library internals in %s', (filePath) => {
  it.each(forbidden)('reports %s', async (_name, code, ruleId, why) => {
    const findings = await lint(code, filePath);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toEqual({ ruleId, message: expect.stringContaining(why) });
    expect(findings[0]?.message).toMatch(/^Use libraries through their public API: /);
  });

  it.each(allowed)('allows %s', async (_name, code) => {
    expect(await lint(code, filePath)).toEqual([]);
  });

  it.each([
    ['a next-line disable', `// eslint-disable-next-line ${SYNTAX}\nexport const hooks = (transaction as { _afterCommitHooks: unknown[] })._afterCommitHooks;`, SYNTAX],
    ['a blanket disable', "/* eslint-disable */\nimport { createRequire } from 'node:module';\nexport const driver = createRequire(import.meta.url).resolve('better-sqlite3');", RESOLVE],
    ['a rule-config comment', `/* eslint ${RESOLVE}: off, ${SYNTAX}: off */\nimport manager from 'sequelize/lib/dialects/sqlite/connection-manager.js';\nexport { manager };`, SYNTAX],
  ])('still reports through %s', async (_name, code, ruleId) => {
    const [result] = await eslint.lintText(`declare const transaction: unknown;\n${code}`, { filePath });
    expect(internalsFindings(result).map((f) => f.ruleId)).toEqual([ruleId]);
    expect(result?.messages.some((m) => m.message.includes("has no effect because you have 'noInlineConfig' setting"))).toBe(true);
  });
});

describe('library internals in tooling scripts', () => {
  it('reports in .mjs and .cjs files too', async () => {
    const mjs = await lint("import { createRequire } from 'node:module';\nconst lucide = createRequire(new URL('../web/package.json', import.meta.url));\nexport const file = lucide.resolve('lucide-react/package.json');", 'scripts/example.mjs');
    expect(mjs.map((f) => f.ruleId)).toEqual([RESOLVE]);
    const cjs = await lint("'use strict';\nconst internal = require('pkg/dist/internal.js');\nmodule.exports = internal._cache;", 'scripts/example.cjs');
    expect(cjs.map((f) => f.ruleId)).toEqual([SYNTAX, SYNTAX]);
  });
});

describe('files that still allow inline config', () => {
  it('have no library-internals finding with inline config off', async () => {
    const { INLINE_CONFIG_ALLOWED } = (await import(pathToFileURL(configFile).href)) as { INLINE_CONFIG_ALLOWED: string[] };
    expect(INLINE_CONFIG_ALLOWED.length).toBeGreaterThan(0);
    const strict = new ESLint({ cwd: root, overrideConfigFile: configFile, overrideConfig: { linterOptions: { noInlineConfig: true } } });
    const results = await strict.lintFiles(INLINE_CONFIG_ALLOWED);
    expect(results).toHaveLength(INLINE_CONFIG_ALLOWED.length);
    for (const result of results) expect({ file: result.filePath, findings: internalsFindings(result) }).toEqual({ file: result.filePath, findings: [] });
  });
});
