// The route-error screen: a screen that throws shows a branded page inside the shell, with the seed's
// "Unexpected Application Error!" as a secondary line and ways to recover.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Shell } from '../../layout/root-layout.tsx';
import { RouteErrorBoundary, RouteErrorView } from './route-error.tsx';

const meta = {
  title: 'Screens/Route error',
  component: RouteErrorView,
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorry, this page hit a problem' })).toBeVisible();
    await expect(canvas.getByText('Unexpected Application Error!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

function BrokenScreen(): never {
  throw new Error('Cannot read properties of undefined (reading "bookings")');
}

export const ScreenThrows: Story = {
  parameters: {
    router: {
      path: '/broken',
      routes: () => [
        {
          path: '/',
          element: (
            <Shell>
              <Outlet />
            </Shell>
          ),
          children: [
            {
              path: 'broken',
              element: (
                <RouteErrorBoundary>
                  <BrokenScreen />
                </RouteErrorBoundary>
              ),
            },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unexpected Application Error!')).toBeVisible();
    await expect(canvas.queryByText(/reading "bookings"/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};
