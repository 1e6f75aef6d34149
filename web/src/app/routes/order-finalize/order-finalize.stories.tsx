// Every state of /order/finalize, switched only by MSW handlers and the kept draft; the play functions
// are the screen's tests, including that double taps and retries never send a second booking.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHOSEN_SERVICE_KEY } from '../../../config/routes.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';
import { withIdempotencyKey } from '../../../lib/booking-idempotency.ts';
import { buildBookingDraft, buildInspectionDraft, buildCustomerWithBooking, visitDay } from '../../../testing/fixtures/index.ts';
import { createBookingHandlers, createBookingRequestLog, currentUserHandlers, type BookingRequestLog } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { OrderFinalizeScreen } from './order-finalize.tsx';

const meta = {
  title: 'Screens/Order finalize',
  component: OrderFinalizeScreen,
  parameters: { router: appAt('/order/finalize'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  beforeEach: () => keepDraft(buildBookingDraft()),
} satisfies Meta<typeof OrderFinalizeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function keepDraft(draft: BookingDraft) {
  window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify(draft));
  return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function confirmButton(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('button', { name: /Confirm booking/ });
}

async function expectConfirmation(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Your booking is in' }, { timeout: 8000 })).toBeVisible();
  await expect(storyLocation()).toBe('/order/confirmed/b_1');
  // The draft is gone once the booking exists: a later visit to /order/finalize has nothing to resend.
  await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).toBeNull();
}

/** The keys the handler received, after checking each is a UUID kept in the draft before it left. */
function keysOf(log: BookingRequestLog): (string | null)[] {
  return log.requests.map((r) => r.idempotencyKey);
}

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check and confirm your booking' })).toBeVisible();
    // The draft's form arrives on its own (already here when the service page made the draft).
    await expect(await canvas.findByText('Home cleaning', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('0803 123 4567')).toBeVisible();
    await expect(canvas.getByText(/12 Aminu Kano Crescent, Wuse 2, Abuja, FCT \(Abuja\)/)).toBeVisible();
    await expect(canvas.getByText('Landmark: Opposite Banex Plaza')).toBeVisible();
    await expect(canvas.getByText('Morning, 8am–12pm (WAT)')).toBeVisible();
    await expect(canvas.getByText('The gate is blue. Please call when you reach Banex.')).toBeVisible();
    // The price comes from the catalogue through the same `quote` the server charges with.
    const price = await canvas.findByRole('table', { name: 'Price breakdown in Naira' });
    await expect(within(price).getByRole('row', { name: /Total ₦43,000/ })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Edit details' })[0]).toHaveAttribute('href', '/services/home-cleaning');
    await expect(await confirmButton(canvasElement)).toHaveAccessibleName('Confirm booking · ₦43,000');
    // No key is made before the customer confirms.
    await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).not.toContain('idempotencyKey');
  },
};

export const InspectionFirstService: Story = {
  beforeEach: () => keepDraft(buildInspectionDraft()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Only the visit fee is charged now/)).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Visit fee ₦15,000/ })).toBeVisible();
    await expect(await confirmButton(canvasElement)).toHaveAccessibleName('Confirm booking · ₦15,000');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const button = await confirmButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Booking your visit…');
    // The key is saved before the request leaves, so a reload now would resend the same one.
    const kept: unknown = JSON.parse(window.localStorage.getItem(CHOSEN_SERVICE_KEY) ?? '{}');
    await expect(kept).toMatchObject({ idempotencyKey: expect.stringMatching(UUID) });
  },
};

const doubleTapLog = createBookingRequestLog();
export const DoubleTapSendsOneBooking: Story = {
  name: 'Booking (double tap)',
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.slow(buildCustomerWithBooking(), doubleTapLog) } } },
  beforeEach: () => {
    doubleTapLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const button = await confirmButton(canvasElement);
    // Two taps in the same frame, before React re-renders the button as busy.
    button.click();
    button.click();
    await userEvent.click(button);
    await expectConfirmation(canvasElement);
    await expect(doubleTapLog.requests).toHaveLength(1);
    await expect(doubleTapLog.requests[0]?.path).toBe('/app/home');
    await expect(doubleTapLog.requests[0]?.idempotencyKey).toMatch(UUID);
  },
};

const serverErrorLog = createBookingRequestLog();
export const ServerErrorWithRetry: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.serverError(serverErrorLog) } } },
  beforeEach: () => {
    serverErrorLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your booking didn’t go through');
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    // The summary stays, with the way forward.
    await expect(canvas.getByText('0803 123 4567')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(serverErrorLog.requests).toHaveLength(2));
    const [first, second] = keysOf(serverErrorLog);
    await expect(first).toMatch(UUID);
    await expect(second).toBe(first);
  },
};

const offlineLog = createBookingRequestLog();
export const OfflineThenRetryUsesSameKey: Story = {
  name: 'Offline, then retry',
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.networkErrorThenOk(buildCustomerWithBooking(), offlineLog) } } },
  beforeEach: () => {
    offlineLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('Tap Retry');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expectConfirmation(canvasElement);
    const [first, second] = keysOf(offlineLog);
    await expect(offlineLog.requests).toHaveLength(2);
    await expect(first).toMatch(UUID);
    await expect(second).toBe(first);
  },
};

const inFlightLog = createBookingRequestLog();
export const StillWorkingThenBooked: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.inFlightThenOk(buildCustomerWithBooking(), inFlightLog) } } },
  beforeEach: () => {
    inFlightLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await canvas.findByText('We’re still working on your booking')).toBeVisible();
    await expect(canvas.getByText(/We’ll check again in a moment/)).toBeVisible();
    // Asked again by itself, with the same key, and the first request's booking comes back.
    await expectConfirmation(canvasElement);
    const [first, second] = keysOf(inFlightLog);
    await expect(inFlightLog.requests).toHaveLength(2);
    await expect(second).toBe(first);
  },
};

export const FieldErrors: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.fieldErrors() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Some details need fixing');
    await expect(within(alert).getByText('Street: Enter the house number and street.')).toBeVisible();
    await expect(within(alert).getByText('Day: Choose a day within the next 60 days.')).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/services/home-cleaning');
  },
};

const KEPT_KEY = '3b241101-e2bb-4255-8caf-4136c566a962';
const reloadLog = createBookingRequestLog();
export const ResubmitAfterReloadReusesKey: Story = {
  name: 'Booking after a reload',
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.ok(buildCustomerWithBooking(), reloadLog) } } },
  // As left by a confirm whose answer never arrived before the page was reloaded.
  beforeEach: () => {
    reloadLog.clear();
    return keepDraft(withIdempotencyKey(buildBookingDraft(), () => KEPT_KEY));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await expectConfirmation(canvasElement);
    await expect(keysOf(reloadLog)).toEqual([KEPT_KEY]);
  },
};

const editedLog = createBookingRequestLog();
export const EditedDraftGetsNewKey: Story = {
  name: 'Edited after a failure',
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.ok(buildCustomerWithBooking(), editedLog) } } },
  // A key kept from an earlier confirm, then the customer went back and changed the bedrooms.
  beforeEach: () => {
    editedLog.clear();
    const confirmed = withIdempotencyKey(buildBookingDraft(), () => KEPT_KEY);
    return keepDraft({ ...confirmed, details: { ...confirmed.details, bedrooms: '4' } });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await expectConfirmation(canvasElement);
    await expect(editedLog.requests).toHaveLength(1);
    await expect(editedLog.requests[0]?.idempotencyKey).toMatch(UUID);
    await expect(editedLog.requests[0]?.idempotencyKey).not.toBe(KEPT_KEY);
  },
};

export const StaleDraft: Story = {
  // Kept from weeks ago: the day has passed.
  beforeEach: () => keepDraft(buildBookingDraft({ visit: { ...buildBookingDraft().visit, date: visitDay(-3) } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A few details are missing')).toBeVisible();
    await expect(canvas.getByText(/Choose today or a later day/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Confirm booking/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Edit details' })[0]).toHaveAttribute('href', '/services/home-cleaning');
  },
};

export const SignedOutVisitorSentToSignIn: Story = {
  name: 'Signed out',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finish your booking' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
    // The draft is kept for when they come back.
    await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).toContain('home-cleaning');
  },
};
