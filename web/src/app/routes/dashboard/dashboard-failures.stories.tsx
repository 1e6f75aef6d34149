// Each way a read can fail on the client (offline, time-out, a 5xx from a proxy, aborted, cancelled) on the real
// dashboard: a clear message in the site's own words and a Try again that recovers; a cancel shows nothing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ABORTED_MESSAGE, OFFLINE_MESSAGE, SERVER_MESSAGE, TIMEOUT_MESSAGE } from '../../../api/errors.ts';
import { buildBookingsInEveryStatus } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers } from '../../../testing/mocks/index.ts';
import { abortFirstFetch, failThenAnswer, neverAnswer, watchFetches, type TransportFailure } from '../../../testing/mocks/failures.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const BOOKINGS_PATH = '/app/fetchCompleteBookings';
// Short enough that the time-out story fails in a blink; the other calls here answer at once.
const STORY_TIMEOUTS = { readMs: 400, writeMs: 400 };

const meta = {
  title: 'Screens/Dashboard/Failures',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const failingOnce = (kind: TransportFailure) => failThenAnswer(BOOKINGS_PATH, kind, () => HttpResponse.json({ data: buildBookingsInEveryStatus() }));

/** The alert shows `message` and Try again; pressing it loads the bookings and the alert goes. */
async function expectFailureThenRecovery(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent('We couldn’t load your bookings');
  await expect(alert).toHaveTextContent(message);
  // The page around the failure still works: the way to book is there.
  await expect(canvas.getAllByRole('link', { name: 'Book a service' })[0]).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  const list = await canvas.findByRole('list', { name: 'Your bookings, newest first' });
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  await expect(canvas.queryByText('We couldn’t load your bookings')).toBeNull();
}

const offline = failingOnce('network');
export const OfflineThenTryAgain: Story = {
  parameters: { msw: { handlers: { bookings: offline.handler } } },
  beforeEach: () => offline.reset(),
  play: async ({ canvasElement }) => {
    await expectFailureThenRecovery(canvasElement, OFFLINE_MESSAGE);
    await expect(offline.calls.received).toBe(2);
  },
};

const timedOut = failingOnce('timeout');
const timedOutFetches = { started: 0, aborted: 0 };
export const TimedOutThenTryAgain: Story = {
  parameters: { apiTimeouts: STORY_TIMEOUTS, msw: { handlers: { bookings: timedOut.handler } } },
  beforeEach: () => {
    timedOut.reset();
    return watchFetches(BOOKINGS_PATH, timedOutFetches);
  },
  play: async ({ canvasElement }) => {
    // No answer ever comes: the client's time-out ends the wait with its own message, not "offline".
    await expectFailureThenRecovery(canvasElement, 'This is taking too long. Check your connection and try again.');
    await expect(within(canvasElement).queryByText(/offline/)).toBeNull();
    await expect(TIMEOUT_MESSAGE).toBe('This is taking too long. Check your connection and try again.');
    // The hanging request was given up, not left open.
    await expect(timedOutFetches).toEqual({ started: 2, aborted: 1 });
  },
};

const serverDown = failingOnce('server');
export const ServerErrorThenTryAgain: Story = {
  parameters: { msw: { handlers: { bookings: serverDown.handler } } },
  beforeEach: () => serverDown.reset(),
  play: async ({ canvasElement }) => {
    // A proxy's HTML 503 page never reaches the screen: our own words do.
    await expectFailureThenRecovery(canvasElement, SERVER_MESSAGE);
    await expect(within(canvasElement).queryByText(/Service Temporarily Unavailable/)).toBeNull();
  },
};

export const AbortedThenTryAgain: Story = {
  // The default handler answers the bookings; the first fetch never reaches it. Something other than the screen aborted the request: unlike a cancel, someone is waiting, so it is shown.
  beforeEach: () => abortFirstFetch(BOOKINGS_PATH),
  play: async ({ canvasElement }) => {
    await expectFailureThenRecovery(canvasElement, ABORTED_MESSAGE);
    await expect(ABORTED_MESSAGE).toBe('The request was cancelled before it finished. Please try again.');
  },
};

const hanging = neverAnswer(BOOKINGS_PATH);
const leftFetches = { started: 0, aborted: 0 };
export const CancelledWhenLeaving: Story = {
  parameters: { msw: { handlers: { bookings: hanging.handler } } },
  beforeEach: () => {
    hanging.reset();
    return watchFetches(BOOKINGS_PATH, leftFetches);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await waitFor(() => expect(hanging.calls.received).toBe(1));
    // The customer leaves while the list is still loading: the call is aborted and nothing complains.
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Book a service' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'What do you need done at home?' })).toBeVisible();
    await expect(storyLocation()).toBe('/services');
    await waitFor(() => expect(leftFetches.aborted).toBe(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/cancelled/i)).toBeNull();
  },
};
