// One Vitest run, several projects: each is selected by `--project` from the root scripts.
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web-unit', include: ['web/src/**/*.test.ts', 'web/dev/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'bff',
          include: ['bff/src/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own app on its own database; the SQLite files live in a temp dir.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Consumer tests drive web's real client against Pact's mock server and write contracts/pacts/.
        // retry: now and then one interaction's mock server reports its request "expected but not
        // received" within milliseconds (a different one each time; issue 32 is to find why). A real
        // mismatch fails all three tries; a failed try writes nothing to the pact file.
        test: { name: 'contracts-consumer', include: ['contracts/consumer/**/*.pact.test.ts'], globalSetup: ['contracts/consumer/global-setup.ts'], environment: 'node', fileParallelism: false, testTimeout: 60_000, retry: 2 },
      },
      {
        // Provider verification replays those pacts against the real BFF (SQLite, then PostgreSQL).
        test: { name: 'contracts-provider', include: ['contracts/provider/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 180_000, hookTimeout: 120_000 },
      },
      {
        // End to end: `npm start` in a temp data folder, driven by Debian Chromium.
        test: { name: 'e2e', include: ['e2e/**/*.e2e.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 120_000, hookTimeout: 240_000 },
      },
      ...(existsSync('web/vitest.storybook.config.ts') ? ['web/vitest.storybook.config.ts'] : []),
    ],
  },
});
