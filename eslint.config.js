// Lint for every workspace; generated code and build output are skipped.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/*.gen.ts', 'data/**', 'web/public/mockServiceWorker.js', 'contracts/pacts/**'] },
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
);
