// One Vitest run, several projects: each is selected by `--project` from the root scripts.
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web-unit', include: ['web/src/**/*.test.ts'], environment: 'node' } },
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
        test: {
          name: 'contracts',
          include: ['contracts/**/*.pact.test.ts', 'contracts/**/*.verify.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      ...(existsSync('web/vitest.storybook.config.ts') ? ['web/vitest.storybook.config.ts'] : []),
    ],
  },
});
