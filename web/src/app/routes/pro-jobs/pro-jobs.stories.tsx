// A pro's jobs: the three lists with their counts and chips, none yet, loading, failing (with a
// retry), paused by the office, a pro asked to confirm their number, and who may not see them (a
// customer, a signed-out visitor).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { jobWhen } from '../../pro-jobs/job-when.ts';
import { buildProJobs, buildProUser } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, proJobsHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { ProJobsScreen } from './pro-jobs.tsx';

const meta = {
  title: 'Screens/Pro/Jobs',
  component: ProJobsScreen,
  parameters: { router: appAt('/pro/jobs'), msw: { handlers: { currentUser: currentUserHandlers.pro() } } },
} satisfies Meta<typeof ProJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Today (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upcoming (2)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Past (2)' })).toBeVisible();
    const jobs = buildProJobs();
    const today = within(canvas.getByRole('region', { name: 'Today (1)' }));
    const card = today.getByRole('link', { name: /Home cleaning/ });
    await expect(card).toHaveAttribute('href', '/pro/jobs/b_1');
    await expect(card).toHaveTextContent(jobWhen(jobs.today[0]!.visit));
    await expect(card).toHaveTextContent(/morning 8am–12pm/);
    await expect(card).toHaveTextContent('Wuse 2, Abuja · Opposite Banex Plaza');
    await expect(card).toHaveTextContent('Assigned');
    const past = within(canvas.getByRole('region', { name: 'Past (2)' }));
    await expect(past.getByText('Done')).toBeVisible();
    await expect(past.getByText('Cancelled')).toBeVisible();
  },
};

export const ConfirmYourNumber: Story = {
  name: 'Asked to confirm their number',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.pro(buildProUser({ phoneVerified: false })) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(await canvas.findByRole('region', { name: 'Contact details' }));
    await expect(details.getByText('Confirm this number to get booking texts and sign in with it.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Text me a code' })).toBeVisible();
    // The jobs are still there below.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Today (1)' })).toBeVisible();
  },
};

export const BothConfirmed: Story = {
  name: 'E-mail and number confirmed: no contact details',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Today (1)' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Contact details' })).toBeNull();
  },
};

export const ListAtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Today (1)' })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const OpensAJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Today (1)' }));
    await userEvent.click(today.getByRole('link', { name: /Home cleaning/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(storyLocation()).toBe('/pro/jobs/b_1');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { proJobs: proJobsHandlers.none() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No jobs yet. We'll tell you by e-mail and here when one is assigned.")).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Today/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Nothing new. We’ll tell you here when a job is assigned to you or changes.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { proJobs: proJobsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your jobs…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { proJobs: proJobsHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We couldn’t load your jobs');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Paused: Story = {
  parameters: { msw: { handlers: { proJobs: proJobsHandlers.paused() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paused = (await canvas.findByText('Your jobs are paused')).closest('.alert');
    await expect(paused).not.toBeNull();
    const alert = within(paused as HTMLElement);
    await expect(alert.getByText('Your jobs are paused. Please call us so we can talk it through.')).toBeVisible();
    await expect(alert.getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const NotAllowedForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'My jobs' })).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};
