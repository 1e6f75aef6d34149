// /happiness: the promise, the steps and the limits for everyone; a visitor is asked to sign in, a
// customer sees the jobs they can still claim on (or that there are none), an admin is pointed to the queue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { claimDeadline } from '../../../features/claims/index.ts';
import { buildBookingsWithClaimableJobs, buildBookingsWithoutClaimableJobs } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { HappinessScreen } from './happiness.tsx';

const meta = {
  title: 'Screens/Happiness guarantee',
  component: HappinessScreen,
  parameters: { router: appAt('/happiness') },
} satisfies Meta<typeof HappinessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const JOBS = 'Your jobs completed in the last 7 days';

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'If the job isn’t done as booked, we put it right' })).toBeVisible();
    await expect(canvas.getByText(/Tell us within 7 days of the job being completed/)).toBeVisible();
    // The promise, each step of a claim, and what it does not cover.
    const promises = canvas.getByRole('list', { name: 'What we promise' });
    await expect(within(promises).getAllByRole('listitem')).toHaveLength(3);
    const steps = within(canvas.getByRole('region', { name: 'How a claim works' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Tell us within 7 days',
      'Get your claim reference',
      'We call you within one working day',
      'We put it right, or refund you',
    ]);
    const notCovered = canvas.getByRole('region', { name: 'What it doesn’t cover' });
    await expect(notCovered).toHaveTextContent(/Damage from faults that were there before the job/);
    // Support from the site config.
    const talk = within(canvas.getByRole('region', { name: 'Rather talk to someone?' }));
    await expect(talk.getByRole('link', { name: 'Call 0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(talk.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', 'https://wa.me/2348035550199');
    await expect(talk.getByRole('link', { name: 'support@ile.ng' })).toHaveAttribute('href', 'mailto:support@ile.ng');
    await expect(canvas.getByRole('region', { name: 'Rather talk to someone?' })).toHaveTextContent('Monday to Saturday, 8am to 6pm (WAT)');
    // Signing in comes back here.
    await expect(canvas.queryByRole('list', { name: JOBS })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in to raise a claim' }));
    await waitFor(() => expect(storyLocation()).toBe('/signin'));
    // With the phone, the first way in: the number, the texted code, and back here.
    await userEvent.type(await canvas.findByLabelText('Phone number'), '0803 123 4567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByLabelText('6-digit code'), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(storyLocation()).toBe('/happiness'));
  },
};

const claimable = buildBookingsWithClaimableJobs();
export const CustomerWithClaimableJobs: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.ok(claimable) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: JOBS });
    const items = within(list).getAllByRole('listitem');
    // The job completed 10 days ago and the one in progress are not offered; the latest comes first.
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('AC repair');
    await expect(items[0]).toHaveTextContent('Claim CLM-3MP8RT: open');
    await expect(within(items[0] as HTMLElement).getByRole('link', { name: 'See your claim on AC repair, ILE-9QW4ZD' })).toHaveAttribute('href', '/dashboard/bookings/b_ac#claim');
    const plumbing = claimable.find((b) => b.id === 'b_done');
    await expect(items[1]).toHaveTextContent(`Claim until ${claimDeadline(plumbing?.completedAt ?? '')}`);
    const raise = within(items[1] as HTMLElement).getByRole('link', { name: 'Raise a claim on Plumbing, ILE-4DN7WE' });
    await expect(raise).toHaveAttribute('href', '/dashboard/bookings/b_done#claim');
    await expect(canvas.queryByRole('link', { name: 'Sign in to raise a claim' })).not.toBeInTheDocument();
    // The link opens the booking at its claim form.
    await userEvent.click(raise);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/bookings/b_done#claim'));
    await expect(await canvas.findByLabelText('What went wrong')).toBeVisible();
  },
};

export const CustomerWithoutClaimableJobs: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.ok(buildBookingsWithoutClaimableJobs()) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/None of your jobs was completed in the last 7 days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('list', { name: JOBS })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign in to raise a claim' })).not.toBeInTheDocument();
  },
};

export const CustomerJobsLoading: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your recent jobs' })).toBeInTheDocument();
    // The guarantee itself is readable while the jobs load.
    await expect(canvas.getByRole('heading', { level: 2, name: 'How a claim works' })).toBeVisible();
  },
};

export const CustomerJobsFailed: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your jobs');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.admin() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'the admin area' })).toHaveAttribute('href', '/admin_area/claims');
    await expect(canvas.queryByRole('link', { name: 'Sign in to raise a claim' })).not.toBeInTheDocument();
  },
};
