// Storybook config only: where stories live, the addons, and web's Vite config. No stories here.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)) } },
  },
  stories: ['../web/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  // The MSW service worker (web/mock-worker/mockServiceWorker.js) is served from the root, beside
  // the app's public files; it lives apart so production builds never ship it.
  staticDirs: ['../web/public', '../web/mock-worker'],
  core: { disableTelemetry: true },
};

export default config;
