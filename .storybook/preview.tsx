// Global story setup: MSW (msw-storybook-addon v3 loader) with the default handlers, a fresh
// QueryClient and memory router per story, the app's CSS, and a11y violations failing story tests.
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultHandlers } from '../web/src/testing/mocks/index.ts';
import { StoryProviders, type StoryRouterParameters } from '../web/src/testing/storybook/story-providers.tsx';
import type { RequestTimeouts } from '../web/src/api/timeout.ts';
import { loadIconSprite } from '../web/src/components/icons/sprite.ts';
import '../web/src/components/ui/tokens.css';

function isRouterParameters(value: unknown): value is StoryRouterParameters {
  return typeof value === 'object' && value !== null;
}

function isTimeouts(value: unknown): value is RequestTimeouts {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'readMs') === 'number' && typeof Reflect.get(value, 'writeMs') === 'number';
}

const preview: Preview = {
  // The icons' symbols, as the app adds them at start (web/src/components/icons/sprite.ts).
  loaders: [mswLoader(), () => loadIconSprite()],
  decorators: [
    (Story, context) => {
      const router: unknown = context.parameters.router;
      const timeouts: unknown = context.parameters.apiTimeouts;
      return <StoryProviders Story={Story} router={isRouterParameters(router) ? router : undefined} apiTimeouts={isTimeouts(timeouts) ? timeouts : undefined} />;
    },
  ],
  parameters: {
    // Keyed by operation: a story overrides one key (e.g. `currentUser`) and keeps the rest.
    msw: { handlers: defaultHandlers() },
    a11y: { test: 'error' },
    options: {
      // Introduction first, then the screens by who sees them, the service pages, the shell, components.
      storySort: {
        order: ['Introduction', 'Screens', ['*', 'Pro', 'Admin'], 'Service pages', 'Shell', 'Components', '*'],
      },
    },
    layout: 'fullscreen',
    viewport: {
      options: {
        phone360: { name: 'Small Android (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
