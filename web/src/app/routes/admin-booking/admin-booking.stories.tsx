// Every state of /admin_area/booking/view/:id: paid and waiting (with and without candidates),
// assigned, in progress, completed, cancelled, not paid yet, the failures, and the actions. Actions run
// against an in-memory store that follows the BFF's rules and logs each call, so play functions prove
// one request with the chosen pro, the new status, and the history that records it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildAdminBookingDetail, buildAdminBookingDetailIn } from '../../../testing/fixtures/index.ts';
import { appClock } from '../../../lib/app-clock.ts';
import { adminAssignProHandlers, adminBookingHandlers, adminCancelBookingHandlers, adminMoveBookingHandlers, adminStore, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { AdminBookingScreen } from './admin-booking.tsx';

const store = adminStore();
const admin = { currentUser: currentUserHandlers.admin() };

const meta = {
  title: 'Screens/Admin/Booking',
  component: AdminBookingScreen,
  parameters: { router: appAt('/admin_area/booking/view/b_101'), msw: { handlers: { ...admin, ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminBookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function screen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' });
  return canvas;
}

const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));

/** Answers the confirm step: finds the question, then presses Confirm (or Keep as is). */
async function answer(canvas: ReturnType<typeof within>, question: string, choice: 'Confirm' | 'Keep as is' = 'Confirm') {
  const step = within(await canvas.findByRole('group', { name: question }));
  await userEvent.click(step.getByRole('button', { name: choice }));
}

/** The clock fixed at noon (WAT) `daysFromVisit` days from the fixture's visit day, so the early-start rule never depends on the run date. */
function clockAtVisit(daysFromVisit: number) {
  return () => {
    const real = appClock.now;
    // The fixture's own visit day (a fixed date), so the story means the same whatever day it runs.
    const visit = buildAdminBookingDetailIn('pro_assigned').item.booking.visit.date;
    const at = new Date(`${visit}T12:00:00+01:00`).getTime() + daysFromVisit * 24 * 60 * 60 * 1000;
    appClock.now = () => new Date(at);
    return () => {
      appClock.now = real;
    };
  };
}

export const PaidAwaitingPro: Story = {
  name: 'Needs a pro',
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByText('Paid', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.getByText('Ref. ILE-3MP8RT')).toBeVisible();
    const pro = section(canvas, 'Pro');
    await expect(pro.getByText('No pro assigned yet.')).toBeVisible();
    // Approved pros who offer home cleaning, those in the FCT first.
    const choices = pro.getAllByRole('radio');
    await expect(choices.map((c) => c.closest('label')?.textContent)).toEqual([
      'Grace AdeyemiGarki, FCT · in the booking’s state',
      'Blessing OkonMaitama, FCT · in the booking’s state',
      'Tunde BakareYaba, Lagos State · another state',
    ]);
    // Not started: no job step to take yet; it can still be cancelled, with a refund.
    await expect(canvas.queryByRole('region', { name: 'The job' })).not.toBeInTheDocument();
    await expect(section(canvas, 'Cancel this booking').getByText(/has paid ₦43,000\. Cancelling refunds it/)).toBeVisible();
    const customer = section(canvas, 'Customer');
    await expect(customer.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    await expect(customer.getByRole('link', { name: 'ada@example.ng' })).toHaveAttribute('href', 'mailto:ada@example.ng');
    await expect(section(canvas, 'Booking').getByText('Deep clean', { selector: 'dd' })).toBeVisible();
    await expect(section(canvas, 'History').getByText('No admin has acted on this booking yet.')).toBeVisible();
  },
};

export const AssignSendsOneRequest: Story = {
  name: 'Assigning a pro',
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const pro = section(canvas, 'Pro');
    await userEvent.click(pro.getByRole('radio', { name: /Blessing Okon/ }));
    await userEvent.click(pro.getByRole('button', { name: 'Assign pro' }));
    // Nothing is sent until the admin confirms; a double click on Confirm still sends once.
    const step = within(await canvas.findByRole('group', { name: 'Give this job to Blessing Okon?' }));
    await expect(store.logs.assign.requests).toHaveLength(0);
    await userEvent.dblClick(step.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Blessing Okon is assigned.')).toBeVisible();
    await expect(store.logs.assign.requests).toEqual([{ id: 'b_101', proId: 'p_3' }]);
    await expect(canvas.getByText('Pro assigned', { selector: '.status-badge' })).toBeVisible();
    await expect(section(canvas, 'Pro').getByRole('link', { name: 'Blessing Okon' })).toHaveAttribute('href', '/admin_area/pro/view/p_3');
    // Recorded, and the next step is now offered.
    const history = section(canvas, 'History');
    await expect(history.getByText('Assigned a pro')).toBeVisible();
    await expect(history.getByText(/Status: Paid/)).toHaveTextContent('Status: Paid → changed to Pro assigned');
    await expect(canvas.getByRole('button', { name: 'Mark the job as started' })).toBeVisible();
    // Reassigning offers the others.
    await expect(section(canvas, 'Pro').queryByRole('radio', { name: /Blessing Okon/ })).not.toBeInTheDocument();
  },
};

export const AssignWithoutChoosing: Story = {
  name: 'No pro chosen',
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(section(canvas, 'Pro').getByRole('button', { name: 'Assign pro' }));
    await expect(section(canvas, 'Pro').getByRole('group', { name: 'Choose a pro' })).toHaveAccessibleDescription(/Choose a pro for this job\./);
    await expect(store.logs.assign.requests).toHaveLength(0);
  },
};

export const NoCandidates: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetail({ candidates: [] })) } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const pro = section(canvas, 'Pro');
    await expect(pro.getByText('No pro can take this job yet')).toBeVisible();
    await expect(pro.getByRole('link', { name: 'See applications waiting for review' })).toHaveAttribute('href', '/admin_area/pros?status=pending');
    await expect(pro.queryByRole('button', { name: 'Assign pro' })).not.toBeInTheDocument();
  },
};

export const AssignRefused: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(), adminAssignPro: adminAssignProHandlers.conflict() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(section(canvas, 'Pro').getByRole('radio', { name: /Grace Adeyemi/ }));
    await userEvent.click(section(canvas, 'Pro').getByRole('button', { name: 'Assign pro' }));
    await answer(canvas, 'Give this job to Grace Adeyemi?');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking has changed');
    await expect(alert).toHaveTextContent('This booking is cancelled; it can no longer change.');
  },
};

export const AssignOffline: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(), adminAssignPro: adminAssignProHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(section(canvas, 'Pro').getByRole('radio', { name: /Grace Adeyemi/ }));
    await userEvent.click(section(canvas, 'Pro').getByRole('button', { name: 'Assign pro' }));
    await answer(canvas, 'Give this job to Grace Adeyemi?');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You seem to be offline');
    // The choice is kept for another try.
    await expect(section(canvas, 'Pro').getByRole('radio', { name: /Grace Adeyemi/ })).toBeChecked();
  },
};

const assignedStore = adminStore({ bookings: () => [buildAdminBookingDetailIn('pro_assigned')] });
export const Assigned: Story = {
  parameters: { msw: { handlers: { ...admin, ...assignedStore.handlers } } },
  beforeEach: () => assignedStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const pro = section(canvas, 'Pro');
    await expect(pro.getByRole('link', { name: 'Grace Adeyemi' })).toBeVisible();
    await expect(pro.getByRole('link', { name: '0805 111 2233' })).toHaveAttribute('href', 'tel:+2348051112233');
    await expect(pro.getByRole('group', { name: 'Give the job to another pro' })).toBeVisible();
    await expect(pro.getAllByRole('radio')).toHaveLength(2);
    await expect(section(canvas, 'History').getByText('Assigned a pro')).toBeVisible();
  },
};

export const MoveAlongTheJob: Story = {
  parameters: { msw: { handlers: { ...admin, ...assignedStore.handlers } } },
  // On the visit day: starting needs no reason.
  beforeEach: () => {
    assignedStore.reset();
    return clockAtVisit(0)();
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    // Only the next step is offered: started, then completed.
    await expect(canvas.queryByRole('button', { name: 'Mark the job as completed' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the job as started' }));
    await expect(canvas.queryByLabelText(/Reason for starting early/)).not.toBeInTheDocument();
    await answer(canvas, 'Mark this job as started?');
    await expect(await canvas.findByText('The job is in progress.')).toBeVisible();
    await expect(canvas.getByText('In progress', { selector: '.status-badge' })).toBeVisible();
    // Started: no reassigning, no cancelling.
    await expect(canvas.queryByRole('region', { name: 'Cancel this booking' })).not.toBeInTheDocument();
    await expect(section(canvas, 'Pro').queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the job as completed' }));
    await answer(canvas, 'Mark this job as completed?');
    await expect(await canvas.findByText('The job is completed.')).toBeVisible();
    await expect(canvas.getByText('Completed', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'The job' })).not.toBeInTheDocument();
    await expect(assignedStore.logs.move.requests).toEqual([
      { id: 'b_101', status: 'in_progress' },
      { id: 'b_101', status: 'completed' },
    ]);
    // Each move is recorded, newest first.
    const history = within(section(canvas, 'History').getByRole('list', { name: 'History, newest first' }));
    await expect(history.getAllByText(/Moved the job on|Assigned a pro/).map((e) => e.textContent)).toEqual(['Moved the job on', 'Moved the job on', 'Assigned a pro']);
    await expect(history.getByText(/Status: In progress/)).toHaveTextContent('Status: In progress → changed to Completed');
  },
};

export const MoveRefused: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetailIn('in_progress')), adminMoveBooking: adminMoveBookingHandlers.conflict() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the job as completed' }));
    await answer(canvas, 'Mark this job as completed?');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking has changed');
  },
};

export const StartConfirmKeptAsIs: Story = {
  name: 'Start confirmed on the day',
  parameters: { msw: { handlers: { ...admin, ...assignedStore.handlers } } },
  beforeEach: () => {
    assignedStore.reset();
    return clockAtVisit(0)();
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the job as started' }));
    await answer(canvas, 'Mark this job as started?', 'Keep as is');
    await expect(canvas.getByRole('button', { name: 'Mark the job as started' })).toBeVisible();
    await expect(assignedStore.logs.move.requests).toHaveLength(0);
    await expect(canvas.getByText('Pro assigned', { selector: '.status-badge' })).toBeVisible();
  },
};

export const StartEarlyNeedsReason: Story = {
  name: 'Starting early needs a reason',
  parameters: { msw: { handlers: { ...admin, ...assignedStore.handlers } } },
  // Two days before the visit: the reason field shows, with the server's sentence.
  beforeEach: () => {
    assignedStore.reset();
    return clockAtVisit(-2)();
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the job as started' }));
    const reason = await canvas.findByLabelText(/Reason for starting early/);
    await expect(reason).toHaveAccessibleDescription(/^The visit is on .+; starting early needs a reason\./);
    await answer(canvas, 'Mark this job as started?');
    await expect(reason).toHaveAccessibleDescription(/Say why the job starts early/);
    await expect(assignedStore.logs.move.requests).toHaveLength(0);
    await userEvent.type(reason, 'The customer asked for the pro two days early.');
    await answer(canvas, 'Mark this job as started?');
    await expect(await canvas.findByText('The job is in progress.')).toBeVisible();
    await expect(assignedStore.logs.move.requests).toEqual([{ id: 'b_101', status: 'in_progress', reason: 'The customer asked for the pro two days early.' }]);
  },
};

export const CancelConfirmStep: Story = {
  name: 'Cancel: confirm step',
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const cancel = section(canvas, 'Cancel this booking');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel booking…' }));
    await userEvent.type(cancel.getByLabelText('Reason'), 'Customer asked.');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel and refund' }));
    await expect(await canvas.findByRole('group', { name: 'Cancel this booking and refund ₦43,000?' })).toHaveFocus();
    await answer(canvas, 'Cancel this booking and refund ₦43,000?', 'Keep as is');
    await expect(cancel.getByLabelText('Reason')).toHaveValue('Customer asked.');
    await expect(store.logs.cancel.requests).toHaveLength(0);
  },
};

export const InProgress: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetailIn('in_progress')) } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark the job as completed' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cancel this booking' })).not.toBeInTheDocument();
    await expect(section(canvas, 'History').getByText('Moved the job on')).toBeVisible();
  },
};

export const Completed: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetailIn('completed')) } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByText('Completed', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const entries = within(section(canvas, 'History').getByRole('list', { name: 'History, newest first' })).getAllByText(/Moved the job on|Assigned a pro/);
    await expect(entries.map((e) => e.textContent)).toEqual(['Moved the job on', 'Moved the job on', 'Assigned a pro']);
  },
};

export const Cancelled: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetailIn('cancelled')) } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByText('Cancelled', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const history = section(canvas, 'History');
    await expect(history.getByText('Cancelled the booking')).toBeVisible();
    await expect(history.getByText('“The customer is travelling; refund sent.”')).toBeVisible();
  },
};

export const PendingPayment: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(buildAdminBookingDetailIn('pending_payment')) } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(section(canvas, 'Pro').getByText('A pro can be assigned once the customer has paid.')).toBeVisible();
    await expect(section(canvas, 'Cancel this booking').getByText('The customer has not paid, so there is nothing to refund.')).toBeVisible();
  },
};

export const CancelWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const cancel = section(canvas, 'Cancel this booking');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel booking…' }));
    // A reason is required.
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel and refund' }));
    await expect(cancel.getByLabelText('Reason')).toHaveAccessibleDescription(/Say why the booking is cancelled/);
    await expect(store.logs.cancel.requests).toHaveLength(0);
    await userEvent.type(cancel.getByLabelText('Reason'), 'No pro free in Wuse that day; customer agreed.');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel and refund' }));
    await answer(canvas, 'Cancel this booking and refund ₦43,000?');
    await expect(await canvas.findByText('Booking cancelled. The refund has been started.')).toBeVisible();
    await expect(store.logs.cancel.requests).toEqual([{ id: 'b_101', reason: 'No pro free in Wuse that day; customer agreed.' }]);
    await expect(canvas.getByText('Cancelled', { selector: '.status-badge' })).toBeVisible();
    await expect(section(canvas, 'History').getByText('“No pro free in Wuse that day; customer agreed.”')).toBeVisible();
  },
};

export const CancelRefused: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.ok(), adminCancelBooking: adminCancelBookingHandlers.conflict() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const cancel = section(canvas, 'Cancel this booking');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel booking…' }));
    await userEvent.type(cancel.getByLabelText('Reason'), 'Customer asked.');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel and refund' }));
    await answer(canvas, 'Cancel this booking and refund ₦43,000?');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This booking is in progress; it can no longer change.');
  },
};

export const NotFound: Story = {
  parameters: { router: appAt('/admin_area/booking/view/b_404') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find that booking' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all bookings' })).toHaveAttribute('href', '/admin_area');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the booking' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminBooking: adminBookingHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load this booking');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  },
};
