// Lint for every workspace; generated code and build output are skipped.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import libraryInternals, { SEE, WHY } from './scripts/eslint/library-internals.js';
import { WEB_ZONES } from './scripts/eslint/web-boundaries.js';

// Library internals: libraries are used through their public API only (exports, documented
// options), never their build folders, `_` members or borrowed `require`s; an upgrade must not break us.
// A bare specifier's dist/, lib/, build/ or src/ path (pkg/dist/…, @scope/pkg/lib/…); relative paths,
// # imports and builtins never match. ajv documents its draft entry points there (ajv/dist/2020 etc.).
const INTERNAL_PATH = /^(?!ajv\/dist\/(?:2019|2020|jtd|core|standalone)(?:\.js)?$)(?:@[^/]+\/)?[^./@#][^/]*\/(?:dist|lib|build|src)(?:\/|$)/;
const internalModule = (selector) => ({
  selector: selector.replaceAll('INTERNAL', `/${INTERNAL_PATH.source}/`),
  message: `${WHY}: a package's dist/, lib/, build/ or src/ path is its internal file layout, not its exports; import the package or a documented subpath (${SEE}).`,
});
const privateMember = (selector, what) => ({ selector, message: `${WHY}: ${what} is a private member of a library object; use its documented methods and options (${SEE}).` });
// no-restricted-syntax options replace each other: a later block setting the rule must spread these too.
const LIBRARY_INTERNALS = [
  internalModule(':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType)[source.value=INTERNAL]'),
  internalModule('ImportExpression[source.quasis.0.value.cooked=INTERNAL]'),
  internalModule("CallExpression[callee.name='require'][arguments.0.value=INTERNAL]"),
  internalModule("CallExpression[callee.name='require'][arguments.0.quasis.0.value.cooked=INTERNAL]"),
  internalModule('TSExternalModuleReference[expression.value=INTERNAL]'),
  privateMember('MemberExpression[computed=false][property.name=/^_/]', 'a `_`-prefixed member'),
  privateMember('MemberExpression[computed=true][property.value=/^_/]', 'a `_`-prefixed member'),
  privateMember('MemberExpression[computed=true][property.quasis.0.value.cooked=/^_/]', 'a `_`-prefixed member'),
  privateMember('ObjectPattern > Property[computed=false][key.name=/^_/]', 'a `_`-prefixed member'),
  privateMember('ObjectPattern > Property[key.value=/^_/]', 'a `_`-prefixed member'),
  privateMember("MemberExpression[property.name='connectionManager'][computed=false]", "Sequelize's connectionManager"),
  privateMember("MemberExpression[property.value='connectionManager']", "Sequelize's connectionManager"),
  privateMember("ObjectPattern > Property[key.name='connectionManager']", "Sequelize's connectionManager"),
];
// Files that still carry an `eslint-disable` for another rule (exported for the test).
export const INLINE_CONFIG_ALLOWED = ['.size-limit.cjs', 'scripts/bundle-graph.cjs', 'web/src/app/layout/scroll-restoration.tsx'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/*.gen.ts', 'data/**', 'web/public/mockServiceWorker.js', 'web/mock-worker/mockServiceWorker.js', 'contracts/pacts/**'] },
  // No inline `eslint-disable` (or any config comment): the library-internals check cannot be switched
  // off line by line; an exception is a reviewed block in this file. An ignored comment is a warning.
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
  {
    // Each still has one `eslint-disable` of another rule (which would turn into a warning); until it
    // goes, bff/src/library-internals.test.ts lints them with inline config off.
    files: INLINE_CONFIG_ALLOWED,
    linterOptions: { noInlineConfig: false },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Library internals, everywhere: product code, tests and tooling.
    plugins: { local: libraryInternals },
    rules: {
      'local/no-package-resolve': 'error',
      'no-restricted-syntax': ['error', ...LIBRARY_INTERNALS],
    },
  },
  {
    // The one reviewed exception: React Router exports only its development build
    // (remix-run/react-router#12532, #14102), so production builds alias its dist/production by path.
    files: ['web/vite.config.ts'],
    rules: { 'local/no-package-resolve': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The pre-render's layout effect (lib/layout-effect.ts) gets the same dependency checks.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useBrowserLayoutEffect$' }],
    },
  },
  {
    // The service worker runs in the browser's worker scope (self, clients, registration).
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Production web code never imports test-only modules (fixtures, MSW handlers).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/testing/**', 'web/src/**/*.stories.tsx', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/testing/**', 'msw', 'msw/*'], message: 'Test-only code stays out of the app bundle.' }] }],
    },
  },
  {
    // Web boundaries: import direction and no cycles (docs/architecture.md).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // ---- BFF boundaries ----
  // A module is used through its index.ts only, so its files can change without touching its
  // neighbours; and no module reaches back into one that reaches it (no import cycles).
  {
    files: ['bff/src/modules/**/*.ts', 'bff/src/app.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['bff/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // ../<another module>/<any file but index.ts>; a module's own files are ./…
              regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
              message: "Import another BFF module through its index.ts (bff/src/modules/<module>/index.ts), never its files.",
            },
          ],
        },
      ],
    },
  },
  // ---- end BFF boundaries ----
);
