// The confirmation after booking, read from the current user's open bookings (so a reload works),
// paying from it (each state of the Pay button), a booking already paid, and a booking not there.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_REFERENCE, PAYSTACK_CHECKOUT_URL, buildBooking, buildCustomerWithBooking, buildPaidBooking } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, createPaymentRequestLog, currentUserHandlers, startPaymentHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { recordPageNavigation } from '../../../testing/storybook/page-navigation.ts';
import { OrderConfirmationScreen } from './order-confirmation.tsx';

const meta = {
  title: 'Screens/Order confirmation',
  component: OrderConfirmationScreen,
  parameters: { router: appAt('/order/confirmed/b_1'), msw: { handlers: { currentUser: currentUserHandlers.customer(buildCustomerWithBooking()) } } },
} satisfies Meta<typeof OrderConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is in' })).toBeVisible();
    await expect(canvas.getByText('ILE-7KX2Q9')).toBeVisible();
    await expect(canvas.getByText('Home cleaning', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Saturday 5 December 2026')).toBeVisible();
    await expect(canvas.getByText('Morning, 8am–12pm (WAT)')).toBeVisible();
    await expect(canvas.getByText('₦43,000')).toBeVisible();
    await expect(canvas.getByText('Pending payment')).toBeVisible();
    // Paying is the next step, right here.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pay to lock in your booking' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₦43,000' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View this booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    await expect(canvas.getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

export const InspectionVisitBooked: Story = {
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(
          buildCustomerWithBooking(buildBooking({ service: 'interiors', serviceName: 'Interior design', details: { rooms: 4, budget: 'from_1m_to_5m' }, price: { lines: [{ label: 'Design consultation visit', amountKobo: 1_500_000 }], totalKobo: 1_500_000, inspectionOnly: true } })),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₦15,000 (visit fee)')).toBeVisible();
  },
};

export const NotAnOpenBooking: Story = {
  parameters: { router: appAt('/order/confirmed/b_404'), msw: { handlers: { bookings: bookingsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find that booking' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Loading: Story = {
  // Not among the open bookings, so the screen looks in the full list, which never answers here.
  parameters: { router: appAt('/order/confirmed/b_5'), msw: { handlers: { bookings: bookingsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // After the start-up loader (also a status): the screen's own.
    await expect(await canvas.findByText('Finding your booking…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding your booking…');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

const payLog = createPaymentRequestLog();
export const PayWithTestCheckout: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.ok(undefined, payLog) } } },
  beforeEach: () => payLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    // The test provider's checkout is a screen of the app: no page load.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(storyLocation()).toBe(`/pay/test/${PAYMENT_REFERENCE}`);
    await expect(payLog.requests).toEqual([{ path: '/app/payments/start', body: { bookingId: 'b_1' } }]);
  },
};

const paystackLog = createPaymentRequestLog();
const paystackVisits = recordPageNavigation();
export const PayWithPaystackDoubleTapOpensOne: Story = {
  name: 'Opening Paystack',
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.slow(undefined, paystackLog) } } },
  beforeEach: () => {
    paystackLog.clear();
    return paystackVisits.start();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('button', { name: 'Pay ₦43,000' });
    // Two taps in the same frame, then one on the busy button.
    pay.click();
    pay.click();
    const busy = await canvas.findByRole('button', { name: 'Opening checkout…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await waitFor(() => expect(paystackVisits.visits).toEqual([PAYSTACK_CHECKOUT_URL]));
    await expect(paystackLog.requests).toHaveLength(1);
    // Still busy while the browser leaves for Paystack.
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toBeVisible();
  },
};

export const Paying: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    await expect(await canvas.findByRole('button', { name: 'Opening checkout…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

const retryLog = createPaymentRequestLog();
const retryVisits = recordPageNavigation();
export const StartFailedThenRetry: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.providerDownThenOk(undefined, retryLog) } } },
  beforeEach: () => {
    retryLog.clear();
    return retryVisits.start();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Our payment partner didn’t answer');
    await expect(alert).toHaveTextContent('We could not reach our payment partner. Nothing was charged; please try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: pay ₦43,000' }));
    await waitFor(() => expect(retryVisits.visits).toEqual([PAYSTACK_CHECKOUT_URL]));
    await expect(retryLog.requests).toHaveLength(2);
  },
};

export const PayingOnlineUnavailable: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.unavailable() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Paying online isn’t available yet');
    await expect(within(status).getByRole('link', { name: /\d/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    // Trying again cannot help: the button gives way to the message.
    await expect(canvas.queryByRole('button', { name: /pay ₦43,000/i })).toBeNull();
  },
};

export const StartOffline: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t open the payment page');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(canvas.getByRole('button', { name: 'Try again: pay ₦43,000' })).toBeVisible();
  },
};

export const StartRefusedAlreadyPaid: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.notPayable() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking can’t be paid now');
    await expect(alert).toHaveTextContent('This booking is already paid or was cancelled.');
  },
};

const unsafeVisits = recordPageNavigation();
export const UnsafeCheckoutRefused: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.unsafeUrl() } } },
  beforeEach: () => unsafeVisits.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t open the payment page');
    await expect(unsafeVisits.visits).toEqual([]);
    await expect(storyLocation()).toBe('/order/confirmed/b_1');
  },
};

export const AlreadyPaid: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCustomerWithBooking(buildPaidBooking())) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/bookings/b_1/receipt');
  },
};
