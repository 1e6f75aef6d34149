// A lazily loaded part that fails to download, or never finishes, lands on the chunk-load screen with a Reload action.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Shell } from '../../layout/root-layout.tsx';
import { lazyScreen } from '../../lazy-route.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { ChunkLoadFailureScreen } from './chunk-load-failure.tsx';

const meta = {
  title: 'Screens/Chunk load failure',
  component: ChunkLoadFailureScreen,
  args: { onReload: fn() },
} satisfies Meta<typeof ChunkLoadFailureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "This page didn't finish loading" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

function failingImport(): Promise<{ Screen: () => null }> {
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://ile.ng/assets/signin-4f2a91.js'));
}

/** A route whose module cannot be downloaded, inside the real shell and error boundary. */
export const LazyRouteFailsToLoad: Story = {
  parameters: {
    router: {
      path: '/signin',
      routes: () => [
        {
          path: '/',
          element: (
            <Shell>
              <Outlet />
            </Shell>
          ),
          children: [{ path: 'signin', element: <RouteErrorBoundary>{lazyScreen(failingImport, 'Screen')}</RouteErrorBoundary> }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "This page didn't finish loading" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** A route whose module download never finishes: after the time-out (120 s in the app, 300 ms here) the same screen. */
export const LazyRouteTimesOut: Story = {
  parameters: {
    router: {
      path: '/signin',
      routes: () => [
        {
          path: '/',
          element: (
            <Shell>
              <Outlet />
            </Shell>
          ),
          children: [{ path: 'signin', element: <RouteErrorBoundary>{lazyScreen(() => new Promise<{ Screen: () => null }>(() => undefined), 'Screen', 300)}</RouteErrorBoundary> }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "This page didn't finish loading" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.queryByText('Sorry, this page hit a problem')).toBeNull();
  },
};
