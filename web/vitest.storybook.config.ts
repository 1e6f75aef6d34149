// The `storybook` Vitest project: every story is a browser test (render + play + axe), in Debian's
// Chromium, headless. Run with `npx vitest run --project storybook` from the repository root.
import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';

const configDir = fileURLToPath(new URL('../.storybook', import.meta.url));

// A project file can't use the inline `extends` option, so web's Vite config is merged in instead.
export default mergeConfig(viteConfig, defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    setupFiles: [fileURLToPath(new URL('../.storybook/vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
}));
