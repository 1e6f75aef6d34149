// Every way back from a checkout: confirming, paid (from the test checkout and from Paystack's
// callback), still confirming (202) with a check again, not paid (pay again), mismatch, not payable,
// not found, signed out, offline with a retry that keeps the reference, and a link with no reference.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_REFERENCE, buildBooking, buildCustomerWithBooking } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, createPaymentRequestLog, currentUserHandlers, handlePaymentHandlers, http } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { PROVIDER_MEMORY_KEY, rememberProvider } from '../../../features/payments/payment-memory.ts';
import { PaymentReturnScreen } from './payment-return.tsx';

const RETURN_PATH = `/pay/b_1/return?reference=${PAYMENT_REFERENCE}`;
/** Stories share the browser's storage: each starts from a browser that never opened this checkout. */
function forgetCheckout() {
  localStorage.removeItem(PROVIDER_MEMORY_KEY);
}

const meta = {
  title: 'Screens/Payment return',
  component: PaymentReturnScreen,
  parameters: { router: appAt(RETURN_PATH), msw: { handlers: { currentUser: currentUserHandlers.customer(buildCustomerWithBooking()) } } },
  beforeEach: forgetCheckout,
} satisfies Meta<typeof PaymentReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
    await expect(canvas.getByText('This usually takes a few seconds. Please keep this page open.')).toBeVisible();
  },
};

const paidLog = createPaymentRequestLog();
let currentUserCalls = 0;
export const PaidFromTestCheckout: Story = {
  parameters: {
    msw: {
      handlers: {
        handlePayment: handlePaymentHandlers.paid(undefined, paidLog),
        // Counts how often the current user is read: a confirmed payment refreshes every query.
        currentUser: http.get('/app/current_user', ({ response }) => {
          currentUserCalls += 1;
          return response(200).json({ data: buildCustomerWithBooking() });
        }),
      },
    },
  },
  beforeEach: () => {
    paidLog.clear();
    currentUserCalls = 0;
    // The browser that opened the test checkout remembered its provider.
    rememberProvider(PAYMENT_REFERENCE, 'test');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(canvas.getByText('₦43,000', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('ILE-7KX2Q9')).toBeVisible();
    await expect(canvas.getByText('25 November 2026, 10:32am (WAT)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/bookings/b_1/receipt');
    await expect(canvas.getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
    // Asked once on arrival, with the provider the browser remembered.
    await expect(paidLog.requests).toEqual([{ path: '/app/handlePayment', body: { bookingId: 'b_1', provider: 'test', reference: PAYMENT_REFERENCE } }]);
    await waitFor(() => expect(currentUserCalls).toBe(2));
  },
};

const paystackLog = createPaymentRequestLog();
export const PaidFromPaystackCallback: Story = {
  parameters: { router: appAt(`/pay/b_1/return?trxref=${PAYMENT_REFERENCE}&reference=${PAYMENT_REFERENCE}`), msw: { handlers: { handlePayment: handlePaymentHandlers.paid(undefined, paystackLog) } } },
  beforeEach: () => paystackLog.clear(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    // A reference this browser never saw can only come from Paystack.
    await expect(paystackLog.requests.map((r) => r.body)).toEqual([{ bookingId: 'b_1', provider: 'paystack', reference: PAYMENT_REFERENCE }]);
  },
};

const stillLog = createPaymentRequestLog();
export const StillConfirmingThenCheckAgain: Story = {
  name: 'Still confirming, then check again',
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.stillConfirmingThenPaid(stillLog) } } },
  beforeEach: () => stillLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We’re still confirming your payment' })).toBeVisible();
    await expect(canvas.getByText(/We’re still waiting for our payment partner to answer/)).toBeVisible();
    await expect(canvas.getByText(/You won’t be charged twice/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(stillLog.requests).toHaveLength(2);
    await expect(stillLog.requests[1]?.body).toEqual(stillLog.requests[0]?.body);
  },
};

export const StillConfirming: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.stillConfirming() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We’re still confirming your payment' })).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REFERENCE)).toBeVisible();
  },
};

export const NotConfirmedPayAgain: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.notConfirmed(), bookings: bookingsHandlers.ok([buildBooking()]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
    await expect(canvas.getByText('Your payment did not go through, so nothing was charged. Please try again.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Back to my booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    // Pay again opens a new checkout: the test one here.
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(storyLocation()).toBe(`/pay/test/${PAYMENT_REFERENCE}`);
  },
};

export const Mismatch: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.mismatch() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We couldn’t match this payment to your booking' })).toBeVisible();
    await expect(canvas.getByText(/contact us with the payment reference/)).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REFERENCE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'E-mail support' })).toHaveAttribute('href', `mailto:support@ile.ng?subject=Payment%20${PAYMENT_REFERENCE}`);
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(canvas.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  },
};

export const NotPayable: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.notPayable() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This booking can’t take a payment now' })).toBeVisible();
    await expect(canvas.getByText('This booking is already paid or was cancelled.')).toBeVisible();
    await expect(canvas.getByText(/refunded to you automatically/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
  },
};

export const PaymentNotFound: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find this payment' })).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REFERENCE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

export const SessionEnded: Story = {
  parameters: {
    msw: {
      handlers: {
        handlePayment: handlePaymentHandlers.signedOut(),
        // Signed in when the page opened; the session is gone by the time handlePayment is asked.
        currentUser: (() => {
          let calls = 0;
          return http.get('/app/current_user', ({ response }) => {
            calls += 1;
            return response(200).json({ data: calls === 1 ? buildCustomerWithBooking() : false });
          });
        })(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Please sign in again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};

const offlineLog = createPaymentRequestLog();
export const OfflineThenRetryKeepsReference: Story = {
  name: 'Offline, then retry',
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.networkErrorThenPaid(offlineLog) } } },
  beforeEach: () => offlineLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We couldn’t confirm your payment yet' })).toBeVisible();
    await expect(canvas.getByText('You seem to be offline. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByText(/Trying again is safe: you won’t be charged twice/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(offlineLog.requests).toHaveLength(2);
    await expect(offlineLog.requests.map((r) => r.body)).toEqual([
      { bookingId: 'b_1', provider: 'paystack', reference: PAYMENT_REFERENCE },
      { bookingId: 'b_1', provider: 'paystack', reference: PAYMENT_REFERENCE },
    ]);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { handlePayment: handlePaymentHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We couldn’t confirm your payment yet' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const missingLog = createPaymentRequestLog();
export const MissingReference: Story = {
  parameters: { router: appAt('/pay/b_1/return'), msw: { handlers: { handlePayment: handlePaymentHandlers.paid(undefined, missingLog) } } },
  beforeEach: () => missingLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t tell which payment this is' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: 'View this booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    await expect(missingLog.requests).toHaveLength(0);
  },
};
