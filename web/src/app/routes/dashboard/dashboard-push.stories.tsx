// "Phone notifications" on /dashboard in every state: not configured (nothing), not supported, off
// (no service worker registered until the tap), asking, turning on (permission, /sw.js, subscribe with
// the server's key, the subscription posted), on, turning off, blocked by the browser, failed and
// retried, and at 360 px. The browser's push pieces are faked per story; production code uses the real ones.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PushSubscriptionInput } from '../../../features/push/api/index.ts';
import { buildPushSubscriptionInput, TEST_VAPID_PUBLIC_KEY } from '../../../testing/fixtures/index.ts';
import { createRequestLog, currentUserHandlers, pushKeyHandlers, subscribePushHandlers, unsubscribePushHandlers } from '../../../testing/mocks/index.ts';
import { installFakePushBrowser, type FakePushBrowser, type FakePushBrowserOptions } from '../../../testing/push-browser.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const meta = {
  title: 'Screens/Dashboard/Phone notifications',
  component: DashboardScreen,
  parameters: {
    router: appAt('/dashboard'),
    msw: { handlers: { currentUser: currentUserHandlers.customer(), pushKey: pushKeyHandlers.configured() } },
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscribed = createRequestLog<PushSubscriptionInput>();
const removed = createRequestLog<{ endpoint: string }>();

/** One fake browser per story, restored when the story ends. */
function withBrowser(options: FakePushBrowserOptions) {
  const holder: { browser: FakePushBrowser | null } = { browser: null };
  return {
    holder,
    beforeEach: () => {
      subscribed.clear();
      removed.clear();
      const browser = installFakePushBrowser(options);
      holder.browser = browser;
      return () => browser.restore();
    },
  };
}

function fakeOf(holder: { browser: FakePushBrowser | null }): FakePushBrowser {
  if (!holder.browser) throw new Error('the story installed no fake browser');
  return holder.browser;
}

async function panel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name: 'Phone notifications' }));
}

/** The VAPID key as bytes, as the browser must receive it. */
function keyBytes(base64Url: string): number[] {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return [...atob(base64)].map((c) => c.charCodeAt(0));
}

const notConfigured = withBrowser({});
export const NotConfigured: Story = {
  parameters: { msw: { handlers: { pushKey: pushKeyHandlers.notConfigured() } } },
  beforeEach: notConfigured.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The notifications and bookings are there; phone notifications are not offered at all.
    await expect(await canvas.findByRole('list', { name: 'Your bookings, newest first' })).toBeVisible();
    await expect(await canvas.findByText(/Nothing new\./)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Phone notifications' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Turn on phone notifications' })).not.toBeInTheDocument();
    await expect(fakeOf(notConfigured.holder).calls).toEqual([]);
  },
};

const unsupported = withBrowser({ supported: false });
export const NotSupported: Story = {
  beforeEach: unsupported.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(region.getByText(/This browser can’t show notifications from Ilé/)).toBeVisible();
    await expect(region.queryByRole('button')).not.toBeInTheDocument();
  },
};

const off = withBrowser({});
export const Off: Story = {
  beforeEach: off.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('button', { name: 'Turn on phone notifications' })).toBeEnabled();
    // Nothing is registered or asked for until the customer taps.
    await expect(fakeOf(off.holder).calls).toEqual([]);
  },
};

const asking = withBrowser({ answer: 'never' });
export const Asking: Story = {
  beforeEach: asking.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn on phone notifications' }));
    await expect(await region.findByRole('status')).toHaveTextContent('Your browser is asking whether Ilé may show notifications.');
    const busy = region.getByRole('button', { name: /Turning on/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second tap while the browser asks does not ask twice.
    await userEvent.click(busy);
    await expect(fakeOf(asking.holder).calls).toEqual(['requestPermission']);
  },
};

const turnOn = withBrowser({});
export const TurnOn: Story = {
  parameters: { msw: { handlers: { subscribePush: subscribePushHandlers.ok(subscribed) } } },
  beforeEach: turnOn.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn on phone notifications' }));
    await expect(await region.findByText('Phone notifications are on for this browser.')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Turn off' })).toBeVisible();
    const browser = fakeOf(turnOn.holder);
    // Permission on the tap, then the service worker from the site root, then subscribe with the server's key.
    await expect(browser.calls).toEqual(['requestPermission', 'register /sw.js', 'subscribe']);
    await expect([...(browser.subscribedWithKey() ?? [])]).toEqual(keyBytes(TEST_VAPID_PUBLIC_KEY));
    await expect(subscribed.requests).toEqual([buildPushSubscriptionInput()]);
  },
};

const on = withBrowser({ subscribed: true });
export const On: Story = {
  parameters: { msw: { handlers: { subscribePush: subscribePushHandlers.ok(subscribed) } } },
  beforeEach: on.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText('Phone notifications are on for this browser.')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Turn off' })).toBeEnabled();
    // The browser's subscription is bound to whoever is signed in now, without asking again.
    await waitFor(() => expect(subscribed.requests).toEqual([buildPushSubscriptionInput()]));
    await expect(fakeOf(on.holder).calls).toEqual([]);
  },
};

const turnOff = withBrowser({ subscribed: true });
export const TurnOff: Story = {
  parameters: { msw: { handlers: { unsubscribePush: unsubscribePushHandlers.ok(removed) } } },
  beforeEach: turnOff.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn off' }));
    await expect(await region.findByRole('button', { name: 'Turn on phone notifications' })).toBeVisible();
    await expect(fakeOf(turnOff.holder).calls).toEqual(['unsubscribe']);
    await expect(removed.requests).toEqual([{ endpoint: buildPushSubscriptionInput().endpoint }]);
  },
};

const blocked = withBrowser({ permission: 'denied' });
export const Blocked: Story = {
  beforeEach: blocked.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText('Your browser blocks notifications from Ilé')).toBeVisible();
    await expect(region.getByText(/set Notifications to Allow, then reload this page/)).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Turn on phone notifications' })).not.toBeInTheDocument();
    await expect(fakeOf(blocked.holder).calls).toEqual([]);
  },
};

const blockedWhenAsked = withBrowser({ answer: 'denied' });
export const BlockedWhenAsked: Story = {
  beforeEach: blockedWhenAsked.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn on phone notifications' }));
    await expect(await region.findByText('Your browser blocks notifications from Ilé')).toBeVisible();
    // Refused: no service worker, no subscription.
    await expect(fakeOf(blockedWhenAsked.holder).calls).toEqual(['requestPermission']);
  },
};

const failed = withBrowser({ subscribeFails: true });
export const FailedAndRetry: Story = {
  beforeEach: failed.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn on phone notifications' }));
    await expect(await region.findByRole('alert')).toHaveTextContent('We couldn’t turn on phone notifications');
    await expect(region.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fakeOf(failed.holder).calls.filter((call) => call === 'subscribe')).toHaveLength(2));
    await expect(await region.findByRole('alert')).toBeVisible();
  },
};

const serverRefuses = withBrowser({});
export const FailedOnTheServer: Story = {
  parameters: { msw: { handlers: { subscribePush: subscribePushHandlers.foreignEndpoint() } } },
  beforeEach: serverRefuses.beforeEach,
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Turn on phone notifications' }));
    await expect(await region.findByRole('alert')).toHaveTextContent('We couldn’t turn on phone notifications');
    await expect(region.getByRole('alert')).toHaveTextContent('This browser’s push service is not one we can send to.');
    await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const phone = withBrowser({ permission: 'denied' });
export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone360' } },
  beforeEach: phone.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Phone notifications' });
    await expect(await within(region).findByText('Your browser blocks notifications from Ilé')).toBeVisible();
    // The explanation wraps inside the panel: nothing scrolls sideways.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
