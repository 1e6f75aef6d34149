// Every state of the built-in test checkout, and what each choice sends and where it leads: Pay posts
// `success` once and the return page confirms it; Decline and Cancel post theirs; a closed checkout,
// an off-site return URL and failures are each explained.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_REFERENCE, buildReturnUrl } from '../../../testing/fixtures/index.ts';
import { completeTestCheckoutHandlers, createPaymentRequestLog, currentUserHandlers, handlePaymentHandlers, testCheckoutHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { TestCheckoutScreen } from './test-checkout.tsx';

const CHECKOUT_PATH = `/pay/test/${PAYMENT_REFERENCE}`;

const meta = {
  title: 'Screens/Test checkout',
  component: TestCheckoutScreen,
  parameters: { router: appAt(CHECKOUT_PATH), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof TestCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function payButton(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('button', { name: 'Pay ₦43,000' });
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(canvas.getByText('Test payment, no real money moves')).toBeVisible();
    await expect(canvas.getByText('₦43,000')).toBeVisible();
    await expect(canvas.getByText('Home cleaning', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('ILE-7KX2Q9', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('ada@example.ng')).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REFERENCE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₦43,000' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel payment' })).toBeVisible();
  },
};

const payLog = createPaymentRequestLog();
const confirmLog = createPaymentRequestLog();
export const PaySucceeds: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.ok(payLog), handlePayment: handlePaymentHandlers.paid(undefined, confirmLog) } } },
  beforeEach: () => {
    payLog.clear();
    confirmLog.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    // Back on the return page, as from Paystack: it confirms the payment with the test provider.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(storyLocation()).toBe(buildReturnUrl());
    await expect(payLog.requests).toEqual([{ path: `/app/payments/test/${PAYMENT_REFERENCE}/complete`, body: { outcome: 'success' } }]);
    await expect(confirmLog.requests).toEqual([{ path: '/app/handlePayment', body: { bookingId: 'b_1', provider: 'test', reference: PAYMENT_REFERENCE } }]);
  },
};

const declineLog = createPaymentRequestLog();
export const DeclineCard: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.ok(declineLog), handlePayment: handlePaymentHandlers.notConfirmed() } } },
  beforeEach: () => declineLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline card' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
    await expect(declineLog.requests.map((r) => r.body)).toEqual([{ outcome: 'declined' }]);
  },
};

const cancelLog = createPaymentRequestLog();
export const CancelPayment: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.ok(cancelLog), handlePayment: handlePaymentHandlers.notConfirmed() } } },
  beforeEach: () => cancelLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel payment' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
    await expect(cancelLog.requests.map((r) => r.body)).toEqual([{ outcome: 'abandoned' }]);
    await expect(storyLocation()).toBe(buildReturnUrl());
  },
};

const slowLog = createPaymentRequestLog();
export const PayingDoubleTapSendsOne: Story = {
  name: 'Paying (double tap)',
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.slow(slowLog), handlePayment: handlePaymentHandlers.pending() } } },
  beforeEach: () => slowLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await payButton(canvasElement);
    // Two taps in the same frame, then one on the busy button: one outcome leaves.
    pay.click();
    pay.click();
    await expect(await canvas.findByRole('button', { name: 'Paying…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Decline card' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel payment' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Paying…' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
    await expect(slowLog.requests).toHaveLength(1);
  },
};

export const AlreadyCompleted: Story = {
  parameters: { msw: { handlers: { testCheckout: testCheckoutHandlers.closed('declined') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This payment is already complete' })).toBeVisible();
    await expect(canvas.getByText(/The test card was declined\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    await expect(canvas.queryByRole('button', { name: 'Pay ₦43,000' })).not.toBeInTheDocument();
  },
};

export const ClosedMeanwhile: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.closed() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This payment is already complete' })).toBeVisible();
    await expect(canvas.getByText(/This payment was already completed\./)).toBeVisible();
    await expect(storyLocation()).toBe(CHECKOUT_PATH);
  },
};

export const OffSiteReturnRefused: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.offSite() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your choice is recorded' })).toBeVisible();
    // Not followed: the way on is the return page built by the app itself.
    await expect(canvas.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', buildReturnUrl());
    await expect(storyLocation()).toBe(CHECKOUT_PATH);
  },
};

export const CompleteOffline: Story = {
  parameters: { msw: { handlers: { completeTestCheckout: completeTestCheckoutHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your choice didn’t reach us');
    await expect(alert).toHaveTextContent('You seem to be offline');
    // The choice can be made again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay ₦43,000' })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: 'Decline card' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { testCheckout: testCheckoutHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Opening the test checkout…')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { testCheckout: testCheckoutHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find this test payment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { testCheckout: testCheckoutHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t open the test checkout');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    // The customer guard: sign in first, then back here.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};
