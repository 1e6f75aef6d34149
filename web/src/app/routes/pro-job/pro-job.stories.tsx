// One of a pro's jobs in each step (assigned, on the way, started, done, cancelled), each step
// confirmed on the screen first, the server's refusals (too early, not theirs), and declining with a
// reason. Stories that act use their own in-memory store, so the job moves on as the BFF would move it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildProJob } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, declineJobHandlers, markJobStepHandlers, proJobHandlers, proJobsStore } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { ProJobScreen } from './pro-job.tsx';

const meta = {
  title: 'Screens/Pro/Job',
  component: ProJobScreen,
  parameters: { router: appAt('/pro/jobs/b_1'), msw: { handlers: { currentUser: currentUserHandlers.pro() } } },
} satisfies Meta<typeof ProJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step buttons' section. */
const steps = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Next step' }));

export const Assigned: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('assigned')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(canvas.getByText('Assigned', { selector: '.job-chip' })).toBeVisible();
    await expect(canvas.getByText(/morning 8am–12pm$/)).toBeVisible();
    await expect(canvas.getByText('12 Aminu Kano Crescent, Wuse 2, Abuja, FCT (Abuja)')).toBeVisible();
    await expect(canvas.getByText('Landmark: Opposite Banex Plaza')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Aminu%20Kano%20Crescent%2C%20Wuse%202%2C%20Abuja%2C%20FCT',
    );
    // Whom to call while the job is theirs.
    await expect(canvas.getByRole('link', { name: 'Call 0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    await expect(canvas.getByRole('link', { name: 'WhatsApp Ada' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/2348031234567\?text=/));
    await expect(canvas.getByText('The gate is blue. Please call when you reach Banex.')).toBeVisible();
    // The job in the words of its service's form, which loads on its own.
    await expect(await canvas.findByText('Deep clean')).toBeVisible();
    await expect(canvas.getByText('Type of cleaning')).toBeVisible();
    const price = canvas.getByRole('table', { name: 'Price breakdown in Naira' });
    await expect(within(price).getByRole('row', { name: /Total ₦43,000/ })).toBeVisible();
    const next = await steps(canvasElement);
    await expect(next.getByRole('button', { name: 'I’m on my way' })).toBeEnabled();
    await expect(next.getByRole('button', { name: 'Start job' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline this job' })).toBeVisible();
  },
};

export const AssignedAtPhoneWidth: Story = {
  ...Assigned,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const StartBeforeTheVisitDay: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('assigned', {}, { inDays: 2 })) } } },
  play: async ({ canvasElement }) => {
    const next = await steps(canvasElement);
    const start = next.getByRole('button', { name: 'Start job' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(/^You can start this job from the visit day, \w+day \d+ \w+ \d{4}\.$/);
    await expect(next.getByRole('button', { name: 'I’m on my way' })).toBeEnabled();
  },
};

const onMyWayStore = proJobsStore(() => buildProJob('assigned'));
export const ConfirmOnMyWay: Story = {
  parameters: { msw: { handlers: { proJob: onMyWayStore.handlers.job, markJobStep: onMyWayStore.handlers.step } } },
  beforeEach: () => onMyWayStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await steps(canvasElement)).getByRole('button', { name: 'I’m on my way' }));
    // A confirm step first: one tap never tells the customer.
    const confirm = canvas.getByRole('form', { name: 'Confirm the step' });
    await expect(confirm).toHaveTextContent("Tell Ada you're on your way?");
    await expect(onMyWayStore.received()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent("Ada has been told you're on your way.");
    await expect(onMyWayStore.received()).toEqual(['on_the_way']);
    await expect(canvas.getByText('On the way', { selector: '.job-chip' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'I’m on my way' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start job' })).toBeVisible();
  },
};

export const ConfirmNotYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await steps(canvasElement)).getByRole('button', { name: 'I’m on my way' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Not yet' }));
    await expect(canvas.queryByRole('form', { name: 'Confirm the step' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'I’m on my way' })).toBeVisible();
    await expect(canvas.getByText('Assigned', { selector: '.job-chip' })).toBeVisible();
  },
};

export const OnTheWay: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('on_the_way')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('On the way', { selector: '.job-chip' })).toBeVisible();
    const next = await steps(canvasElement);
    await expect(next.queryByRole('button', { name: 'I’m on my way' })).not.toBeInTheDocument();
    await expect(next.getByRole('button', { name: 'Start job' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline this job' })).toBeVisible();
  },
};

export const StartTooEarly: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('on_the_way')), markJobStep: markJobStepHandlers.tooEarly() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await steps(canvasElement)).getByRole('button', { name: 'Start job' }));
    await expect(canvas.getByRole('form', { name: 'Confirm the step' })).toHaveTextContent('Start this job now?');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const alert = await (await steps(canvasElement)).findByRole('alert');
    await expect(alert).toHaveTextContent('That step can’t be marked now');
    await expect(alert).toHaveTextContent('This visit is on Saturday 5 December 2026; you can mark it started from that day.');
    // Still on the way: nothing changed.
    await expect(canvas.getByText('On the way', { selector: '.job-chip' })).toBeVisible();
  },
};

export const Started: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('started')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Started', { selector: '.job-chip' })).toBeVisible();
    await expect((await steps(canvasElement)).getByRole('button', { name: 'Mark as done' })).toBeVisible();
    // Too late to decline: the office is called instead.
    await expect(canvas.queryByRole('button', { name: 'Decline this job' })).not.toBeInTheDocument();
  },
};

const doneStore = proJobsStore(() => buildProJob('started'));
export const ConfirmDoneWithANote: Story = {
  parameters: { msw: { handlers: { proJob: doneStore.handlers.job, markJobStep: doneStore.handlers.step } } },
  beforeEach: () => doneStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await steps(canvasElement)).getByRole('button', { name: 'Mark as done' }));
    const confirm = canvas.getByRole('form', { name: 'Confirm the step' });
    await expect(confirm).toHaveTextContent('Mark this job as done?');
    const note = within(confirm).getByLabelText(/A note for the customer/);
    await expect(note).toHaveAttribute('maxLength', '500');
    await userEvent.type(note, 'The kitchen tap drips; worth a plumber.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Job done. Ada has been told and can now rate it.');
    await expect(doneStore.received()).toEqual(['done']);
    await expect(canvas.getByText('Done', { selector: '.job-chip' })).toBeVisible();
    await expect(canvas.getByText('The kitchen tap drips; worth a plumber.')).toBeVisible();
    // Once it is over, the customer's phone goes away.
    await expect(canvas.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  },
};

export const Done: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('done')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Done', { selector: '.job-chip' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your note to the customer' })).toBeVisible();
    await expect(canvas.getByText('Cleaned all rooms; the kitchen tap drips, worth a plumber.')).toBeVisible();
    // Over: the area, never the street, landmark, notes or a map of the house.
    await expect(canvas.getByText('Wuse 2, Abuja, FCT (Abuja)')).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryByText(/12 Aminu Kano|Banex|gate is blue/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Open in Google Maps' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Next step' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Customer' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Decline this job' })).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.ok(buildProJob('cancelled')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cancelled', { selector: '.job-chip' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Next step' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Decline this job' })).not.toBeInTheDocument();
  },
};

export const NotYours: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This job is not yours any more' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my jobs' })).toHaveAttribute('href', '/pro/jobs');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the job…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { proJob: proJobHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We couldn’t load this job');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DeclineReasonTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline this job' }));
    const form = canvas.getByRole('form', { name: 'Decline this job' });
    const reason = within(form).getByLabelText(/Why are you declining/);
    await userEvent.type(reason, 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, decline this job' }));
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Tell the office why in a few words, so they can find another pro\./);
    // What was typed stays.
    await expect(reason).toHaveValue('no');
  },
};

export const DeclineTooLate: Story = {
  parameters: { msw: { handlers: { declineJob: declineJobHandlers.tooLate() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline this job' }));
    await userEvent.type(canvas.getByLabelText(/Why are you declining/), 'My generator broke down.');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, decline this job' }));
    const alert = await within(canvas.getByRole('region', { name: 'Can’t do this job?' })).findByRole('alert');
    await expect(alert).toHaveTextContent('This job has started; call us if you cannot finish it.');
    await expect(within(alert).getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
  },
};

const declineStore = proJobsStore(() => buildProJob('assigned'));
export const Declined: Story = {
  parameters: { msw: { handlers: { proJob: declineStore.handlers.job, declineJob: declineStore.handlers.decline } } },
  beforeEach: () => declineStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline this job' }));
    await userEvent.type(canvas.getByLabelText(/Why are you declining/), 'I am ill this week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, decline this job' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent("Declined. We've told the office; this job is no longer yours.");
    await expect(declineStore.received()).toEqual(['decline: I am ill this week.']);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to my jobs' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(storyLocation()).toBe('/pro/jobs');
  },
};

export const NotAllowedForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  },
};
