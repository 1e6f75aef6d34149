// A booking's page: the price breakdown, and cancel and reschedule with what the server may answer.
// Success stories use an in-memory store, so the refetched list shows the change as the BFF would.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { bookableDays, formatVisitDay } from '@ile/domain';
import { visitDay } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, bookingsStore, cancelBookingHandlers, createPaymentRequestLog, currentUserHandlers, rescheduleBookingHandlers, startPaymentHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { appClock } from '../../../lib/app-clock.ts';
import { BookingDetailScreen } from './booking-detail.tsx';

// b_6 is pending payment, b_4 has a pro assigned, b_3 is in progress (see buildBookingsInEveryStatus).
const meta = {
  title: 'Screens/Booking detail',
  component: BookingDetailScreen,
  parameters: { router: appAt('/dashboard/bookings/b_6'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof BookingDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    const price = canvas.getByRole('table', { name: 'Price breakdown in Naira' });
    await expect(within(price).getByRole('row', { name: /Deep cleaning ₦25,000/ })).toBeVisible();
    await expect(within(price).getByRole('row', { name: /Total ₦43,000/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₦43,000' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change day or time' })).toBeVisible();
    // Support by WhatsApp opens with the booking's reference typed.
    const help = canvas.getByRole('region', { name: 'Questions about this booking?' });
    const reference = 'ILE-7KX2Q9';
    await expect(canvas.getAllByText(reference).length).toBeGreaterThan(0);
    await expect(within(help).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/2348035550199?text=${encodeURIComponent(`Hello Ilé, about my booking ${reference}: `)}`);
  },
};

const cancelStore = bookingsStore();
export const CancelAllowed: Story = {
  parameters: { msw: { handlers: cancelStore.handlers } },
  beforeEach: () => cancelStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    // A confirm step first: one tap never cancels.
    const form = canvas.getByRole('form', { name: 'Confirm cancellation' });
    await expect(form).toHaveTextContent(/You can’t undo this/);
    await userEvent.type(within(form).getByLabelText(/Why are you cancelling/), 'My plans changed.');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, cancel booking' }));
    // The confirmation is announced (role status) and says the details went out.
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Booking cancelled.');
    await expect(status).toHaveTextContent('There is nothing to pay for it. We’ve sent you the details.');
    await expect(canvas.getByText('Cancelled', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change day or time' })).not.toBeInTheDocument();
  },
};

const paidCancelStore = bookingsStore();
export const CancelPaidConfirmsRefund: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_5'), msw: { handlers: paidCancelStore.handlers } },
  beforeEach: () => paidCancelStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel booking' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Booking cancelled.');
    await expect(status).toHaveTextContent('Your refund of ₦13,000 is on its way to the card or account you paid with. We’ve sent you the details.');
  },
};

export const CancelKeepBooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my booking' }));
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await expect(canvas.getByText('Pending payment', { selector: '.status-badge' })).toBeVisible();
  },
};

export const CancelRefused: Story = {
  parameters: { msw: { handlers: { cancelBooking: cancelBookingHandlers.notCancellable() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel booking' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking can no longer be cancelled online');
    await expect(alert).toHaveTextContent('A pro is already on the way');
    await expect(within(alert).getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
  },
};

const rescheduleStore = bookingsStore();
const NEW_DAY = visitDay(10);
export const RescheduleOk: Story = {
  parameters: { msw: { handlers: rescheduleStore.handlers } },
  beforeEach: () => rescheduleStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change day or time' }));
    const day = canvas.getByLabelText('New day');
    const { first, last } = bookableDays();
    await expect(day).toHaveAttribute('min', first);
    await expect(day).toHaveAttribute('max', last);
    fireEvent.change(day, { target: { value: NEW_DAY } });
    await userEvent.selectOptions(canvas.getByLabelText('Time'), 'evening');
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(`Moved to ${formatVisitDay(NEW_DAY)}, evening (4pm–7pm).`);
    await expect(status).toHaveTextContent('We’ve sent you the details.');
    await expect(canvas.getByText('Evening, 4pm–7pm (WAT)', { selector: 'dd' })).toBeVisible();
  },
};

export const RescheduleDayOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change day or time' }));
    const day = canvas.getByLabelText('New day');
    fireEvent.change(day, { target: { value: visitDay(90) } });
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Choose a day within the next 60 days\./);
  },
};

/** The clock fixed at `at` (WAT), so which windows today still offers never depends on when the story runs. */
function fixedNow(at: string) {
  return () => {
    const real = appClock.now;
    appClock.now = () => new Date(at);
    return () => {
      appClock.now = real;
    };
  };
}

/** Opens the form and chooses Saturday 5 December 2026, the fixed clock's today. */
async function chooseToday(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Change day or time' }));
  fireEvent.change(canvas.getByLabelText('New day'), { target: { value: '2026-12-05' } });
}

export const RescheduleTodayMorningGone: Story = {
  beforeEach: fixedNow('2026-12-05T07:00:00+01:00'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseToday(canvas);
    const time = canvas.getByLabelText('Time');
    await expect(within(time).queryByRole('option', { name: /Morning/ })).toBeNull();
    await expect(within(time).getByRole('option', { name: /Afternoon/ })).toBeInTheDocument();
    await expect(time).toHaveAccessibleDescription(/Morning has passed for today/);
  },
};

export const RescheduleTodayNothingLeft: Story = {
  beforeEach: fixedNow('2026-12-05T15:00:00+01:00'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseToday(canvas);
    const time = canvas.getByLabelText('Time');
    await expect(within(time).queryAllByRole('option', { name: /Morning|Afternoon|Evening/ })).toHaveLength(0);
    await expect(time).toHaveAccessibleDescription(/No time is left to book for today: choose a later day\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    await expect(time).toHaveAccessibleDescription(/No time is left to book for that day: choose a later day\./);
  },
};

export const RescheduleServerFieldError: Story = {
  parameters: { msw: { handlers: { rescheduleBooking: rescheduleBookingHandlers.fieldErrors({ date: 'That day is fully booked in Wuse 2. Try another day.' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change day or time' }));
    fireEvent.change(canvas.getByLabelText('New day'), { target: { value: visitDay(5) } });
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    await expect(await canvas.findByText('That day is fully booked in Wuse 2. Try another day.')).toBeVisible();
    await expect(canvas.getByLabelText('New day')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RescheduleRefused: Story = {
  parameters: { msw: { handlers: { rescheduleBooking: rescheduleBookingHandlers.notReschedulable() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change day or time' }));
    fireEvent.change(canvas.getByLabelText('New day'), { target: { value: visitDay(5) } });
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking can no longer be moved');
    await expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  },
};

export const ProAssignedCanOnlyMove: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_4') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Musa Ibrahim')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change day or time' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  },
};

export const InProgressNoChanges: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_3') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Changes now go through our team')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change day or time' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348035550199\?text=Hello%20Il%C3%A9%2C%20about%20my%20booking%20ILE-/);
  },
};

export const Loading: Story = {
  // The bookings never answer (and stories have no time-out): the placeholder stays.
  parameters: { msw: { handlers: { bookings: bookingsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading the booking' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: { bookings: bookingsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load this booking');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_404') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'We can’t find that booking' })).toBeVisible();
  },
};

const payLog = createPaymentRequestLog();
export const PayFromTheBooking: Story = {
  parameters: { msw: { handlers: { startPayment: startPaymentHandlers.ok(undefined, payLog) } } },
  beforeEach: () => payLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay ₦43,000' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(storyLocation()).toBe('/pay/test/ILE-7KX2Q9-P3F8K2AM');
    await expect(payLog.requests.map((r) => r.body)).toEqual([{ bookingId: 'b_6' }]);
  },
};

export const PaidHasReceipt: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_5') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/bookings/b_5/receipt');
    await expect(canvas.getByText(/^Paid on .* \(WAT\)\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  },
};
