// The happiness-guarantee claim on a completed booking's page: the form (counter, client and server
// field errors, sending), raised (reference, the lists refetched), already raised, the window closed,
// each refusal the server can answer with the text kept, and no section on jobs not completed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { claimDeadline } from '../../../features/claims/index.ts';
import { CLAIM_PHOTO, CLAIM_PROBLEM, buildBookingsWithClaimableJobs } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, claimsStore, createRequestLog, currentUserHandlers, raiseClaimHandlers, type RecordedClaim } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { BookingDetailScreen } from './booking-detail.tsx';

// b_done: plumbing completed 2 days ago; b_ac: claim CLM-3MP8RT raised; b_old: completed 10 days ago; b_working: in progress.
const bookings = buildBookingsWithClaimableJobs();
const meta = {
  title: 'Screens/Booking detail/Claim',
  component: BookingDetailScreen,
  parameters: {
    router: appAt('/dashboard/bookings/b_done'),
    msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.ok(bookings) } },
  },
} satisfies Meta<typeof BookingDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function claimForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = within(await canvas.findByRole('region', { name: 'Something not right?' }));
  return { canvas, section, problem: section.getByLabelText('What went wrong'), photo: section.getByLabelText(/Describe a photo you can send us/) };
}

async function fillAndSend(canvasElement: HTMLElement) {
  const form = await claimForm(canvasElement);
  await userEvent.type(form.problem, CLAIM_PROBLEM);
  await userEvent.type(form.photo, CLAIM_PHOTO);
  await userEvent.click(form.section.getByRole('button', { name: 'Raise a claim' }));
  return form;
}

async function expectTextKept(form: Awaited<ReturnType<typeof claimForm>>) {
  await expect(form.problem).toHaveValue(CLAIM_PROBLEM);
  await expect(form.photo).toHaveValue(CLAIM_PHOTO);
}

const completedAt = bookings.find((b) => b.id === 'b_done')?.completedAt ?? '';

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const { section, problem, photo } = await claimForm(canvasElement);
    await expect(section.getByText(new RegExp(`tell us by ${claimDeadline(completedAt).replace(/[()]/g, '\\$&')}`))).toBeVisible();
    await expect(section.getByRole('link', { name: 'How the guarantee works' })).toHaveAttribute('href', '/happiness');
    await expect(problem).toHaveAccessibleDescription(/0 of 2,000 characters, at least 20\./);
    await expect(photo).toHaveAccessibleDescription(/0 of 500 characters\./);
    await userEvent.type(problem, 'Tap still drips.');
    await expect(problem).toHaveAccessibleDescription(/16 of 2,000 characters, at least 20\./);
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const { section, problem, photo } = await claimForm(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Raise a claim' }));
    await expect(problem).toHaveAttribute('aria-invalid', 'true');
    await expect(problem).toHaveAccessibleDescription(/Tell us what went wrong, so we know what to put right\./);
    await expect(problem).toHaveFocus();
    await userEvent.type(problem, 'Still leaking.');
    await userEvent.click(photo);
    await userEvent.paste('y'.repeat(501));
    await userEvent.click(section.getByRole('button', { name: 'Raise a claim' }));
    await expect(problem).toHaveAccessibleDescription(/at least 20 characters \(now 14\)/);
    await expect(photo).toHaveAccessibleDescription(/Use at most 500 characters \(now 501\)\./);
    // Nothing went to the server, and nothing typed is lost.
    await expect(section.queryByRole('alert')).not.toBeInTheDocument();
    await expect(problem).toHaveValue('Still leaking.');
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.fieldErrors({ problem: 'Tell us which part of the job went wrong.', photoDescription: 'Use at most 500 characters.' }) } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.section.findByText('Tell us which part of the job went wrong.')).toBeVisible();
    await expect(form.problem).toHaveAttribute('aria-invalid', 'true');
    await expect(form.photo).toHaveAccessibleDescription(/Use at most 500 characters\./);
    await expect(form.section.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    await expectTextKept(form);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    const button = await form.section.findByRole('button', { name: 'Sending your claim…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expectTextKept(form);
  },
};

const raisedStore = claimsStore(() => bookings);
const raisedLog = createRequestLog<RecordedClaim>();
export const Raised: Story = {
  parameters: { msw: { handlers: { ...raisedStore.handlers, raiseClaim: raiseClaimHandlers.ok(raisedLog) } } },
  beforeEach: () => {
    raisedStore.reset();
    raisedLog.clear();
  },
  play: async ({ canvasElement }) => {
    const { section } = await fillAndSend(canvasElement);
    const done = await section.findByRole('status');
    await expect(done).toHaveTextContent('Claim CLM-7KX2Q9 raised');
    await expect(done).toHaveTextContent('calls you within one working day');
    await expect(section.queryByRole('form', { name: 'Raise a claim' })).not.toBeInTheDocument();
    await expect(raisedLog.requests).toEqual([{ bookingId: 'b_done', body: { problem: CLAIM_PROBLEM, photoDescription: CLAIM_PHOTO } }]);
    // The customer's bookings are fetched again, so every page shows the claim.
    await waitFor(() => expect(raisedStore.listCalls()).toBeGreaterThanOrEqual(2));
  },
};

const storeWithClaim = claimsStore(() => bookings);
export const RaisedThenReopened: Story = {
  parameters: { msw: { handlers: storeWithClaim.handlers } },
  beforeEach: () => storeWithClaim.reset(),
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSend(canvasElement);
    await canvas.findByText('Claim CLM-7KX2Q9 raised');
    // Back to the list and into the booking again: the refetched booking carries the claim.
    await userEvent.click(canvas.getByRole('link', { name: 'My bookings' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await userEvent.click(await canvas.findByRole('link', { name: /ILE-4DN7WE/ }));
    const region = await canvas.findByRole('region', { name: 'Something not right?' });
    await expect(region).toHaveTextContent(/Claim CLM-7KX2Q9, raised on \d{1,2} [A-Z][a-z]+ \d{4}\s*Open/);
    await expect(within(region).queryByLabelText('What went wrong')).not.toBeInTheDocument();
  },
};

export const AlreadyRaised: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_ac') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Something not right?' });
    const section = within(region);
    await expect(region).toHaveTextContent(/Claim CLM-3MP8RT, raised on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(section.getByText('Open')).toBeVisible();
    await expect(section.getByText(/We call you within one working day/)).toBeVisible();
    await expect(section.queryByLabelText('What went wrong')).not.toBeInTheDocument();
  },
};

export const WindowClosed: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_old') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Something not right?' });
    const section = within(region);
    const old = bookings.find((b) => b.id === 'b_old')?.completedAt ?? '';
    await expect(region).toHaveTextContent(`Claims can be raised online for 7 days after a job; for this one that ended at ${claimDeadline(old)}.`);
    await expect(section.getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    // A completed job's way to us is this section: the page does not repeat our lines below it.
    await expect(canvas.queryByRole('region', { name: 'Questions about this booking?' })).not.toBeInTheDocument();
    await expect(section.queryByLabelText('What went wrong')).not.toBeInTheDocument();
  },
};

export const RefusedWindowClosed: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.windowClosed() } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    const alert = await form.section.findByRole('alert');
    await expect(alert).toHaveTextContent('The 7 days for a claim have passed');
    await expect(alert).toHaveTextContent('Please call us and we will still help.');
    // The chat with support opens with the booking's reference typed.
    await expect(within(alert).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348035550199\?text=Hello%20Il%C3%A9%2C%20about%20my%20booking%20ILE-[A-Z0-9]{6}%3A%20$/);
    await expectTextKept(form);
  },
};

export const RefusedClaimExists: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.exists() } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.section.findByRole('alert')).toHaveTextContent('You have already raised a claim on this booking');
    await expectTextKept(form);
  },
};

export const RefusedNotCompleted: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.notCompleted() } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    const alert = await form.section.findByRole('alert');
    await expect(alert).toHaveTextContent('This job is not marked completed yet');
    await expect(alert).toHaveTextContent('You can raise a claim once the job is completed.');
    await expectTextKept(form);
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { raiseClaim: raiseClaimHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    const alert = await form.section.findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('What you wrote is still here.');
    await expectTextKept(form);
  },
};

export const OpenedFromHappinessPage: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_done#claim') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Something not right?' });
    await waitFor(() => expect(region).toHaveFocus());
  },
};

export const NotCompletedHasNoClaim: Story = {
  parameters: { router: appAt('/dashboard/bookings/b_working') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Changes now go through our team')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Something not right?' })).not.toBeInTheDocument();
  },
};
