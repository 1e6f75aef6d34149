// The start-up loader: full screen while the current user loads, then the page; and the
// connection-problem screen when that first call fails. On a pre-rendered page index.html draws the
// loader, so the gate shows the page at once and only the connection problem replaces it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUserHandlers } from '../../testing/mocks/index.ts';
import { appAt } from '../../testing/storybook/app-story.ts';
import { StartupGate } from './startup-gate.tsx';
import { StartupLoaderContext } from './startup-loader.ts';

function Page() {
  return <h1>The page</h1>;
}

const meta = {
  title: 'Shell/Start-up loader',
  component: StartupGate,
  args: { children: <Page />, extraMs: 0 },
} satisfies Meta<typeof StartupGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Getting things ready…');
    await expect(canvas.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  },
};

export const ThenThePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The page' })).toBeVisible();
  },
};

let renderedAt = 0;
export const KeptForTheExtraTime: Story = {
  args: { extraMs: 600 },
  beforeEach: () => {
    renderedAt = performance.now();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    // The user is known almost at once, but the loader stays for the configured extra time: the
    // page never shows sooner than that after the render, however busy the machine.
    await expect(await canvas.findByRole('heading', { name: 'The page' })).toBeVisible();
    await expect(performance.now() - renderedAt).toBeGreaterThanOrEqual(600);
  },
};

export const CannotConnect: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "We couldn't reach Ilé" })).toBeVisible();
    await expect(canvas.getByText('You seem to be offline. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const WholeAppWhileLoading: Story = {
  parameters: { router: appAt('/signin'), msw: { handlers: { currentUser: currentUserHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Getting things ready…'));
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const RetryAfterConnectionProblem: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.networkError() } } },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    // The connection is back.
    context.msw?.use(currentUserHandlers.signedOut());
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: 'The page' })).toBeVisible();
  },
};

/** A pre-rendered page: index.html's inline loader covers it, the gate draws none of its own. */
const preRendered: NonNullable<Story['decorators']> = [
  (Story) => (
    <StartupLoaderContext.Provider value="document">
      <Story />
    </StartupLoaderContext.Provider>
  ),
];

export const PreRenderedWhileLoading: Story = {
  decorators: preRendered,
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The page' })).toBeVisible();
    await expect(canvas.queryByText('Getting things ready…')).not.toBeInTheDocument();
  },
};

export const PreRenderedCannotConnect: Story = {
  decorators: preRendered,
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "We couldn't reach Ilé" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
