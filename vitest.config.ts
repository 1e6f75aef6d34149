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
        // No retry: the "expected but not received" flake was the mock server booking a request after
        // answering it; the client's fetch waits for the booking (contracts/consumer/pact.ts).
        test: { name: 'contracts-consumer', include: ['contracts/consumer/**/*.pact.test.ts'], globalSetup: ['contracts/consumer/global-setup.ts'], environment: 'node', fileParallelism: false, testTimeout: 60_000 },
      },
      {
        // Provider verification replays those pacts against the real BFF (SQLite, then PostgreSQL).
        // One replay takes ~20 s; on a busy 2-core machine (three CPU burners besides) SQLite's took over 180 s.
        test: { name: 'contracts-provider', include: ['contracts/provider/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 600_000, hookTimeout: 120_000 },
      },
      {
        // End to end: `npm start` in a temp data folder, driven by Debian Chromium.
        test: { name: 'e2e', include: ['e2e/**/*.e2e.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 120_000, hookTimeout: 240_000 },
      },
      ...(existsSync('web/vitest.storybook.config.ts') ? ['web/vitest.storybook.config.ts'] : []),
    ],
  },
});
