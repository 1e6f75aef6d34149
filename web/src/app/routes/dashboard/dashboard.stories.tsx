// Every state of /dashboard, switched only by the bookings handler; paying from the list (the Pay
// button's states, and the whole test-provider journey) and the paid bookings' receipt links.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STATUS_LABELS } from '@ile/domain';
import { bookingsHandlers, createPaymentRequestLog, currentUserHandlers, paymentsStore, startPaymentHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { CHOSEN_SERVICE_KEY } from '../../../config/routes.ts';
import { buildBookingDraft } from '../../../testing/fixtures/index.ts';
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

export const PayOrSeeReceipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await canvas.findByRole('list', { name: 'Your bookings, newest first' })).getAllByRole('listitem');
    // Pending payment (b_6): Pay; paid, pro assigned, in progress, completed: their receipt; cancelled before paying: neither.
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Pay ₦43,000' })).toBeVisible();
    const receipts = [1, 2, 3, 4].map((index) => within(items[index] as HTMLElement).getByRole('link', { name: 'View receipt' }));
    await expect(receipts.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/bookings/b_5/receipt', '/dashboard/bookings/b_4/receipt', '/dashboard/bookings/b_3/receipt', '/dashboard/bookings/b_2/receipt']);
    await expect(within(items[5] as HTMLElement).queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    await expect(within(items[5] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
  },
};

const journeyLog = createPaymentRequestLog();
const journey = paymentsStore(undefined, journeyLog);
export const PayWithTestProviderEndToEnd: Story = {
  parameters: { msw: { handlers: journey.handlers } },
  beforeEach: () => journey.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    await userEvent.click(within(list).getByRole('button', { name: 'Pay ₦43,000' }));
    // The built-in test checkout: pay.
    await expect(await canvas.findByText('Test payment, no real money moves')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦43,000' }));
    // Back from the checkout: verified and paid.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(storyLocation()).toBe('/pay/b_6/return?reference=ILE-7KX2Q9-P1');
    await userEvent.click(canvas.getByRole('link', { name: 'Go to my bookings' }));
    const items = within(await canvas.findByRole('list', { name: 'Your bookings, newest first' })).getAllByRole('listitem');
    await expect(within(items[0] as HTMLElement).getByText('Paid', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay ₦43,000' })).not.toBeInTheDocument();
    await userEvent.click(within(items[0] as HTMLElement).getByRole('link', { name: 'View receipt' }));
    const receipt = await canvas.findByRole('article', { name: 'Payment receipt' });
    await expect(receipt).toHaveTextContent('ILE-7KX2Q9-P1');
    await expect(receipt).toHaveTextContent('₦43,000');
    // One checkout opened, one outcome, one confirmation: the test provider's, for that reference.
    await expect(journeyLog.requests.map((r) => r.path)).toEqual(['/app/payments/start', '/app/payments/test/ILE-7KX2Q9-P1/complete', '/app/handlePayment']);
    await expect(journeyLog.requests[2]?.body).toEqual({ bookingId: 'b_6', provider: 'test', reference: 'ILE-7KX2Q9-P1' });
  },
};

export const PayingFromTheList: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    await userEvent.click(within(list).getByRole('button', { name: 'Pay ₦43,000' }));
    await expect(await within(list).findByRole('button', { name: 'Opening checkout…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PayFailedOnTheList: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.providerDown() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    await userEvent.click(within(list).getByRole('button', { name: 'Pay ₦43,000' }));
    const alert = await within(list).findByRole('alert');
    await expect(alert).toHaveTextContent('Our payment partner didn’t answer');
    await expect(within(list).getByRole('button', { name: 'Try again: pay ₦43,000' })).toBeVisible();
  },
};

/** A draft left at sign-up and a sign-in later from the header: the way back to it is on top. */
export const FinishYourBooking: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify(buildBookingDraft()));
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Finish your booking' });
    await expect(await within(banner).findByText('Home cleaning · ₦43,000')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Finish booking' })).toHaveAttribute('href', '/order/finalize');
    await userEvent.click(within(banner).getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('region', { name: 'Finish your booking' })).toBeNull();
    // Hidden for this visit only: the draft is still kept.
    await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).not.toBeNull();
  },
};

export const NoKeptBooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your bookings, newest first' });
    await expect(canvas.queryByRole('region', { name: 'Finish your booking' })).toBeNull();
  },
};
