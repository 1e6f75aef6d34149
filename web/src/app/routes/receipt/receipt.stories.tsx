// Every state of a booking's receipt: paid (with Print), refunded, refund on its way, loading, no
// receipt yet (404), and failures with a retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { buildReceipt, buildRefundedReceipt, PAYMENT_REFERENCE } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, receiptHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { ReceiptScreen } from './receipt.tsx';

const meta = {
  title: 'Screens/Receipt',
  component: ReceiptScreen,
  parameters: { router: appAt('/dashboard/bookings/b_1/receipt'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof ReceiptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a label in the receipt's facts. */
function fact(root: HTMLElement, label: string): HTMLElement {
  const term = within(root).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

let printed = 0;
export const Paid: Story = {
  beforeEach: () => {
    printed = 0;
    // The print dialog would block a headless browser: count the calls instead.
    const print = spyOn(window, 'print').mockImplementation(() => {
      printed += 1;
    });
    return () => print.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = await canvas.findByRole('article', { name: 'Payment receipt' });
    await expect(within(receipt).getByText('Paid', { selector: '.receipt__badge' })).toBeVisible();
    await expect(within(receipt).getByText('₦43,000', { selector: 'strong' })).toBeVisible();
    await expect(fact(receipt, 'Amount')).toHaveTextContent('₦43,000 (NGN, Nigerian naira)');
    // What it paid for: the booking's lines in ₦ and their total.
    const price = within(receipt).getByRole('table', { name: 'Price breakdown in Naira' });
    await expect(within(price).getByRole('row', { name: 'Deep cleaning ₦25,000' })).toBeVisible();
    await expect(within(price).getByRole('row', { name: '3 bedrooms ₦12,000' })).toBeVisible();
    await expect(within(price).getByRole('row', { name: '2 bathrooms ₦6,000' })).toBeVisible();
    await expect(within(price).getByRole('row', { name: 'Total paid ₦43,000' })).toBeVisible();
    await expect(fact(receipt, 'Paid on')).toHaveTextContent('25 November 2026, 10:32am (WAT)');
    await expect(fact(receipt, 'Payment reference')).toHaveTextContent(PAYMENT_REFERENCE);
    await expect(fact(receipt, 'Paid with')).toHaveTextContent('Card');
    await expect(fact(receipt, 'Processed by')).toHaveTextContent('Test payment (no real money moved)');
    await expect(fact(receipt, 'Service')).toHaveTextContent('Home cleaning');
    await expect(fact(receipt, 'Booking reference')).toHaveTextContent('ILE-7KX2Q9');
    await expect(fact(receipt, 'Visit')).toHaveTextContent('Saturday 5 December 2026, Morning, 8am–12pm (WAT)');
    await expect(fact(receipt, 'Customer')).toHaveTextContent('Ada Okafor');
    await expect(within(receipt).queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }));
    await expect(printed).toBe(1);
  },
};

export const PaidByBankTransferOnPaystack: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.paid(buildReceipt({ provider: 'paystack', channel: 'bank_transfer' })) } } },
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('article', { name: 'Payment receipt' });
    await expect(fact(receipt, 'Paid with')).toHaveTextContent('Bank transfer');
    await expect(fact(receipt, 'Processed by')).toHaveTextContent('Paystack');
  },
};

export const Refunded: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.refunded() } } },
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('article', { name: 'Payment receipt' });
    await expect(within(receipt).getByText('Refunded', { selector: '.receipt__badge' })).toBeVisible();
    const refund = within(receipt).getByRole('region', { name: 'Refund' });
    await expect(fact(refund, 'Amount refunded')).toHaveTextContent('₦43,000');
    await expect(fact(refund, 'Requested on')).toHaveTextContent('27 November 2026, 3:05pm (WAT)');
    await expect(fact(refund, 'Processed on')).toHaveTextContent('28 November 2026, 9:40am (WAT)');
    // Still the receipt of the original payment.
    await expect(fact(receipt, 'Paid on')).toHaveTextContent('25 November 2026, 10:32am (WAT)');
  },
};

export const RefundOnItsWay: Story = {
  parameters: {
    msw: { handlers: { receipt: receiptHandlers.refunded(buildRefundedReceipt({ refund: { status: 'pending', amountKobo: 4_300_000, requestedAt: '2026-11-27T14:05:00.000Z', processedAt: null } })) } },
  },
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('article', { name: 'Payment receipt' });
    await expect(within(receipt).getByText('Refund on its way', { selector: '.receipt__badge' })).toBeVisible();
    await expect(fact(within(receipt).getByRole('region', { name: 'Refund' }), 'Processed on')).toHaveTextContent(/Not yet/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading your receipt' })).toBeVisible();
  },
};

export const NotPaidYet: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No receipt for this booking yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your receipt');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { receipt: receiptHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You seem to be offline');
  },
};
