// Every state of /dashboard, switched only by the bookings handler.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STATUS_LABELS } from '@ile/domain';
import { bookingsHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // Newest first: the pending home clean booked today, the cancelled one from a month ago last.
    await expect(items[0]).toHaveTextContent('Home cleaning');
    await expect(items[0]).toHaveTextContent('Ref. ILE-7KX2Q9');
    await expect(items[0]).toHaveTextContent('₦43,000');
    await expect(items[0]).toHaveTextContent('Morning, 8am–12pm (WAT)');
    await expect(items[0]).toHaveTextContent('12 Aminu Kano Crescent, Wuse 2, Abuja, FCT (Abuja)');
    await expect(items[5]).toHaveTextContent('Cancelled');
    for (const label of Object.values(STATUS_LABELS)) await expect(within(list).getByText(label)).toBeVisible();
  },
};

export const OpenABooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    await userEvent.click(within(list).getByRole('link', { name: /Home cleaning/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(storyLocation()).toBe('/dashboard/bookings/b_6');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading your bookings' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    const calls = canvas.getAllByRole('link', { name: 'Book a service' });
    for (const link of calls) await expect(link).toHaveAttribute('href', '/services');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your bookings');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You seem to be offline');
  },
};
