// The customer's notifications on /dashboard, with the bell in the navigation: none, some unread,
// mark all read (one call, no ids, the count gone), opening one (marked read, link followed), more than
// five, loading and failing. Interactive stories use an in-memory list, as the BFF would keep it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildNotification } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, markNotificationsReadHandlers, notificationsHandlers, notificationsStore } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const meta = {
  title: 'Screens/Dashboard/Notifications',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const listName = 'Your notifications, newest first';

export const None: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Nothing new\. We’ll tell you here when a pro is assigned/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    // The bookings are still there below.
    await expect(await canvas.findByRole('list', { name: 'Your bookings, newest first' })).toBeVisible();
  },
};

export const SomeUnread: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.some() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: listName });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Latest first, unread marked in words, times in WAT, links to the page they are about.
    await expect(items[0]).toHaveTextContent('Your pro is assigned');
    await expect(items[0]).toHaveTextContent('New');
    await expect(items[0]).toHaveTextContent('25 November 2026, 11:00am');
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/dashboard/bookings/b_6');
    await expect(items[1]).toHaveTextContent('Rainy season AC check');
    await expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/services/ac-repairs');
    await expect(items[2]).not.toHaveTextContent('New');
    // A notification without a link can't be opened, so it has nothing to follow.
    await expect(within(items[3] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: /Notifications\s*2 new/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

const markAllStore = notificationsStore();
export const MarkAllRead: Story = {
  parameters: { msw: { handlers: markAllStore.handlers } },
  beforeEach: () => markAllStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    // One call, with no ids: all of them, however many there are.
    await waitFor(() => expect(markAllStore.markRead.requests).toEqual([{}]));
    // The count goes from the navigation and the list at once, from the answer itself.
    await expect(await canvas.findByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByTestId('unread-badge')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: listName });
    await expect(within(list).queryByText('New')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await expect(markAllStore.listCalls()).toBe(1);
  },
};

const openStore = notificationsStore();
export const OpenOneMarksItRead: Story = {
  name: 'Opening one',
  parameters: { msw: { handlers: openStore.handlers } },
  beforeEach: () => openStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: listName });
    await userEvent.click(within(list).getByRole('link', { name: /Your pro is assigned/ }));
    // The link is followed, and that one notification is marked read on the way.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(storyLocation()).toBe('/dashboard/bookings/b_6');
    await waitFor(() => expect(openStore.markRead.requests).toEqual([{ ids: ['n_4'] }]));
    await expect(await canvas.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

const plainStore = notificationsStore(() => [buildNotification({ id: 'n_9', kind: 'announcement', title: 'Public holiday', body: 'Our pros are off on Monday; bookings resume Tuesday.', link: null })]);
export const MarkOneWithoutLink: Story = {
  parameters: { msw: { handlers: plainStore.handlers } },
  beforeEach: () => plainStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as read: Public holiday' }));
    await waitFor(() => expect(plainStore.markRead.requests).toEqual([{ ids: ['n_9'] }]));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Mark as read: Public holiday' })).not.toBeInTheDocument());
  },
};

const many = Array.from({ length: 8 }, (_, i) =>
  buildNotification({ id: `n_${20 - i}`, title: `Update ${8 - i}`, readAt: i < 3 ? null : '2026-11-20T12:00:00.000Z', createdAt: new Date(Date.UTC(2026, 10, 25 - i, 9)).toISOString() }),
);
export const MoreThanFive: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.some(many) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: listName });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 8 notifications' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MarkAllFails: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.some(), markNotificationsRead: markNotificationsReadHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t mark your notifications as read');
    // Nothing pretends to be read.
    await expect(canvas.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading your notifications' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We couldn’t load your notifications')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The bookings are not held up by it.
    await expect(await canvas.findByRole('list', { name: 'Your bookings, newest first' })).toBeVisible();
  },
};
