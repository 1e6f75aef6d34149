// Every state of /admin_area: the counts and the queue (loading, empty, sections, nothing needing
// action, declined by a pro, searched by reference, filtered, paging, errors), and who may not see it (a customer, a signed-out visitor). An in-memory store answers like
// the BFF and logs each request's query, so play functions prove filters and pages reach the server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { buildAdminBooking, visitDay } from '../../../testing/fixtures/index.ts';
import { adminBookingsHandlers, adminOverviewHandlers, adminStore, createRequestLog, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminHomeScreen } from './admin-home.tsx';

const store = adminStore();

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: AdminHomeScreen,
  parameters: { router: appAt('/admin_area'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of the queue's section lists, in order. */
async function queueRows(canvasElement: HTMLElement) {
  const lists = await within(canvasElement).findAllByRole('list', { name: /, soonest visit first$/ });
  return lists.flatMap((list) => within(list).getAllByRole('link'));
}

const lastQuery = () => store.logs.bookingsQueries.requests.at(-1);

export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bookings', current: 'page' })).toBeVisible();
    // Counts at a glance, each a way into the queue.
    const paid = await canvas.findByRole('link', { name: /Paid, waiting for a pro/ });
    await expect(paid).toHaveTextContent('14');
    await expect(canvas.getByRole('link', { name: /Pro applications to review/ })).toHaveAttribute('href', '/admin_area/pros?status=pending');
    // The support inbox's counts, each opening its screen filtered to what needs someone.
    await expect(canvas.getByRole('link', { name: /Unread messages/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('link', { name: /Unread messages/ })).toHaveAttribute('href', '/admin_area/messages?unread=true');
    await expect(canvas.getByRole('link', { name: /Open claims/ })).toHaveTextContent('1');
    await expect(canvas.getByRole('link', { name: /Open claims/ })).toHaveAttribute('href', '/admin_area/claims?status=open');
    const rows = await queueRows(canvasElement);
    await expect(rows).toHaveLength(20);
    // What needs action first (paid without a pro), soonest visit first.
    await expect(canvas.getByRole('heading', { level: 3, name: /^Needs action \(\d+\)$/ })).toBeVisible();
    const first = within(canvas.getByRole('list', { name: 'Needs action, soonest visit first' })).getAllByRole('link')[0];
    await expect(first).toHaveAttribute('href', '/admin_area/booking/view/b_201');
    await expect(first).toHaveTextContent('Home cleaning');
    await expect(first).toHaveTextContent('Tuesday 1 December 2026 · Morning, 8am–12pm (WAT)');
    await expect(first).toHaveTextContent('No pro yet');
    await expect(first).toHaveTextContent('Ada Okafor');
    await expect(canvas.getByText('1–20 of 46 bookings · page 1 of 3')).toBeVisible();
    await expect(lastQuery()).toEqual({ pageSize: '20' });
  },
};

export const OpenClaimsCountOpensTheClaims: Story = {
  name: 'Open claims count',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Open claims/ }));
    await waitFor(() => expect(storyLocation()).toBe('/admin_area/claims?status=open'));
    await expect(await canvas.findByRole('list', { name: 'Open claims, newest first' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Claims', current: 'page' })).toBeVisible();
  },
};

export const AdminNavigationWraps: Story = {
  name: 'Admin navigation at phone width',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Bookings', 'Pros', 'Services', 'Messages', 'Reviews', 'Claims', 'Outbox', 'People', 'Notify customers']);
    // Every section in view (the list wraps rather than scrolling sideways), each a 44 px target.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(nav.getBoundingClientRect().right + 0.5);
    }
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await queueRows(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByText('21–40 of 46 bookings · page 2 of 3')).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area?page=2');
    await expect(lastQuery()).toEqual({ page: '2', pageSize: '20' });
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByText('41–46 of 46 bookings · page 3 of 3')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Previous' }));
    await expect(await canvas.findByText('21–40 of 46 bookings · page 2 of 3')).toBeVisible();
  },
};

export const FiltersChangeTheQuery: Story = {
  name: 'Filtered',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await queueRows(canvasElement);
    await userEvent.click(canvas.getByText('Filters'));
    const form = within(canvas.getByRole('form', { name: 'Filter bookings' }));
    await userEvent.selectOptions(form.getByLabelText('Status'), 'paid');
    await userEvent.selectOptions(form.getByLabelText('Service'), 'home-cleaning');
    await userEvent.selectOptions(form.getByLabelText('State'), 'FCT');
    fireEvent.change(form.getByLabelText('Visits from'), { target: { value: '2026-12-01' } });
    fireEvent.change(form.getByLabelText('Visits to'), { target: { value: '2026-12-31' } });
    await userEvent.click(form.getByRole('button', { name: 'Show bookings' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'paid', service: 'home-cleaning', state: 'FCT', from: '2026-12-01', to: '2026-12-31', pageSize: '20' }));
    await expect(storyLocation()).toBe('/admin_area?status=paid&service=home-cleaning&state=FCT&from=2026-12-01&to=2026-12-31');
    // The previous rows stay on screen while the filtered page answers: wait for the filtered ones.
    await waitFor(async () => {
      for (const row of await queueRows(canvasElement)) {
        expect(row).toHaveTextContent('Home cleaning');
        expect(row).toHaveTextContent('Paid');
        expect(row).toHaveTextContent('FCT');
      }
    });
    await expect(canvas.getByText(/Filters \(5 on\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(storyLocation()).toBe('/admin_area'));
    // The unfiltered first page was loaded moments ago: it shows again from the cache.
    await expect(await canvas.findByText('1–20 of 46 bookings · page 1 of 3')).toBeVisible();
  },
};

export const FilteredFromTheUrl: Story = {
  parameters: { router: appAt('/admin_area?status=paid&state=Lagos&page=1') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await queueRows(canvasElement);
    await expect(lastQuery()).toEqual({ status: 'paid', state: 'Lagos', pageSize: '20' });
    for (const row of rows) await expect(row).toHaveTextContent('Lagos State');
    // The form shows what is applied.
    await expect(canvas.getByLabelText('Status')).toHaveValue('paid');
    await expect(canvas.getByLabelText('State')).toHaveValue('Lagos');
  },
};

export const CountTileOpensTheQueue: Story = {
  name: 'Count tiles',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the tiles: queue rows say "In progress" too.
    const glance = within(await canvas.findByRole('region', { name: 'At a glance' }));
    await userEvent.click(await glance.findByRole('link', { name: /In progress/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'in_progress', pageSize: '20' }));
    // The last page stays on screen until the filtered one arrives (keepPreviousData): wait for it.
    await waitFor(async () => {
      for (const row of await queueRows(canvasElement)) await expect(row).toHaveTextContent('In progress');
    });
  },
};

// Days relative to today, so the sections hold whatever day the story runs.
const GRACE = { id: 'p_grace', name: 'Grace Eze', phone: '+2348035550111' };
const declinedToday = buildAdminBooking({
  booking: { id: 'b_301', reference: 'ILE-7KX2Q9', status: 'paid', proName: null, visit: { ...buildAdminBooking().booking.visit, date: visitDay(3) } },
  declined: { proName: 'Tunde Bakare', reason: 'My van broke down.', at: '2026-11-28T08:00:00.000Z' },
});
const upcoming = buildAdminBooking({ booking: { id: 'b_302', reference: 'ILE-3MP8RT', status: 'pro_assigned', proName: GRACE.name, visit: { ...buildAdminBooking().booking.visit, date: visitDay(2) } }, pro: GRACE });
const finished = buildAdminBooking({ booking: { id: 'b_303', reference: 'ILE-9QW4ZD', status: 'completed', proName: GRACE.name, visit: { ...buildAdminBooking().booking.visit, date: visitDay(-5) } }, pro: GRACE });

export const SectionsWithADecline: Story = {
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.ok([finished, upcoming, declinedToday]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Needs action (1)', 'Upcoming (1)', 'Everything else (1)']);
    const needs = within(canvas.getByRole('list', { name: 'Needs action, soonest visit first' })).getByRole('link');
    await expect(needs).toHaveTextContent('ILE-7KX2Q9');
    await expect(needs).toHaveTextContent('Declined by pro: Tunde Bakare — My van broke down.');
    await expect(within(canvas.getByRole('list', { name: 'Upcoming, soonest visit first' })).getByRole('link')).toHaveTextContent('Pro: Grace Eze');
    await expect(within(canvas.getByRole('list', { name: 'Everything else, soonest visit first' })).getByRole('link')).toHaveTextContent('Completed');
  },
};

export const NothingNeedsAction: Story = {
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.ok([upcoming, finished]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Needs action (0)' })).toBeVisible();
    await expect(canvas.getByText('Nothing needs action.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Needs action, soonest visit first' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Upcoming (1)' })).toBeVisible();
  },
};

const searchLog = createRequestLog<Record<string, string>>();
export const SearchByReference: Story = {
  parameters: { router: appAt('/admin_area?status=paid'), msw: { handlers: { adminBookings: adminBookingsHandlers.ok([finished, upcoming, declinedToday], searchLog) } } },
  beforeEach: () => searchLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await queueRows(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Find a booking by reference' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Booking reference'), 'ile 7kx2q9');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    // The search keeps the other filters and lives in the URL, so a reload finds the same booking.
    await waitFor(() => expect(storyLocation()).toBe('/admin_area?reference=ile+7kx2q9&status=paid'));
    await waitFor(() => expect(searchLog.requests.at(-1)).toEqual({ reference: 'ile 7kx2q9', status: 'paid', pageSize: '20' }));
    await waitFor(async () => expect((await queueRows(canvasElement)).map((row) => row.getAttribute('href'))).toEqual(['/admin_area/booking/view/b_301']));
    // The form is drawn afresh from the URL and still shows what was searched.
    await expect(canvas.getByLabelText('Booking reference')).toHaveValue('ile 7kx2q9');
  },
};

export const SearchRefusesWhatCannotBeAReference: Story = {
  name: 'Search: not a reference',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await queueRows(canvasElement);
    const field = canvas.getByLabelText('Booking reference');
    await userEvent.type(field, 'ILE_7KX2Q9');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/letters, digits, spaces or dashes/);
    await expect(storyLocation()).toBe('/admin_area');
  },
};

export const SearchWithNoMatch: Story = {
  parameters: { router: appAt('/admin_area?reference=ILE-ZZZZZZ') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No booking has a reference like “ILE-ZZZZZZ”. Check the reference.')).toBeVisible();
    await expect(canvas.getByLabelText('Booking reference')).toHaveValue('ILE-ZZZZZZ');
    await expect(canvas.getByRole('link', { name: 'Show all bookings' })).toHaveAttribute('href', '/admin_area');
    await expect(lastQuery()).toEqual({ reference: 'ILE-ZZZZZZ', pageSize: '20' });
  },
};

export const NothingMatches: Story = {
  parameters: { router: appAt('/admin_area?service=curtains') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bookings match these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all bookings' })).toHaveAttribute('href', '/admin_area');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.empty(), adminOverview: adminOverviewHandlers.ok({ bookingsByStatus: { pending_payment: 0, paid: 0, pro_assigned: 0, in_progress: 0, completed: 0, cancelled: 0 }, pendingApplications: 0, visitsToday: 0, unreadMessages: 0, openClaims: 0, alerts: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bookings yet. They show up here as soon as customers book.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Visits today/ })).toHaveTextContent('0');
  },
};

export const TextCeilingNear: Story = {
  name: 'Alert: a daily text ceiling near or reached',
  parameters: { msw: { handlers: { adminOverview: adminOverviewHandlers.textCeilings(true) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const near = (await canvas.findByText('Sign-in codes are near today’s ceiling')).closest('.alert');
    if (!(near instanceof HTMLElement)) throw new Error('no alert around the title');
    await expect(near).toHaveTextContent('1,680 of 2,000 in the last 24 hours (TEXT_CODES_DAILY_CEILING)');
    await expect(near).toHaveTextContent(/new numbers cannot sign in by text/);
    await expect(within(near).getByRole('link', { name: 'Check the texts for a flood to many numbers' })).toHaveAttribute('href', '/admin_area/texts');
    await expect(canvas.getByText('Texts reached today’s ceiling')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Visits today/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.loading(), adminOverview: adminOverviewHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading bookings' })).toBeVisible();
    await expect(canvas.getByText('Counting bookings…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.error(), adminOverview: adminOverviewHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the bookings');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByText('We couldn’t load the counts')).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  // The session lost its admin role (or ended) after the page loaded: the server's answer is shown.
  parameters: { msw: { handlers: { adminBookings: adminBookingsHandlers.forbidden(), adminOverview: adminOverviewHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    // A customer's browser never asks for admin data.
    await expect(store.logs.bookingsQueries.requests).toHaveLength(0);
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
    await expect(store.logs.bookingsQueries.requests).toHaveLength(0);
  },
};
