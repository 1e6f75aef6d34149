// Every state of /pro (and /pro/apply): the empty form, client and server field errors, an application
// already being reviewed, sending, offline, a kept draft and the receipt. Switched only by the
// POST /app/pro handler; its log proves what was sent and that a double tap sends one application.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PRO_DRAFT_KEY } from '../../../features/pros/draft.ts';
import { buildProApplicationRequest } from '../../../testing/fixtures/index.ts';
import { applyAsProHandlers, createApplicationLog, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { ProScreen } from './pro.tsx';

const meta = {
  title: 'Screens/Become a Pro',
  component: ProScreen,
  parameters: { router: appAt('/pro') },
  // Each story starts without a kept draft (session storage outlives one story).
  beforeEach: () => window.sessionStorage.removeItem(PRO_DRAFT_KEY),
} satisfies Meta<typeof ProScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Apply to join Ilé' }));
}

/** Fills every field the way a plumber in Wuse would (the fixture's request, as typed). */
async function fillApplication(canvasElement: HTMLElement, overrides: { idNumber?: string; referee1Phone?: string; referee2Phone?: string } = {}) {
  const f = await form(canvasElement);
  await userEvent.type(f.getByLabelText('Full name'), 'Musa Ibrahim');
  await userEvent.type(f.getByLabelText('E-mail address'), 'musa.ibrahim@example.ng');
  await userEvent.type(f.getByLabelText('Phone number'), '0803 123 4599');
  await userEvent.click(f.getByRole('checkbox', { name: 'Plumbing' }));
  await userEvent.click(f.getByRole('checkbox', { name: 'Electrical work' }));
  await userEvent.selectOptions(f.getByLabelText('State you work in'), 'FCT');
  await userEvent.type(f.getByLabelText('Area'), 'Wuse');
  await userEvent.type(f.getByLabelText('Years of experience'), '8');
  // Pasted, as most people would from their notes (and quicker than typing 130 characters).
  await userEvent.click(f.getByLabelText('A short bio'));
  await userEvent.paste(buildProApplicationRequest().about);
  await userEvent.click(f.getByRole('radio', { name: /^Yes, I have my own tools/ }));
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await userEvent.click(f.getByRole('checkbox', { name: day }));
  await userEvent.click(f.getByRole('radio', { name: /^NIN/ }));
  await userEvent.type(f.getByLabelText('ID number'), overrides.idNumber ?? '12345678901');
  await userEvent.type(f.getByLabelText('Reference 1: name'), 'Aisha Bello');
  await userEvent.type(f.getByLabelText('Reference 1: phone'), overrides.referee1Phone ?? '0802 123 4501');
  await userEvent.type(f.getByLabelText('Reference 2: name'), 'Chinedu Okeke');
  await userEvent.type(f.getByLabelText('Reference 2: phone'), overrides.referee2Phone ?? '0802 123 4502');
  await userEvent.click(f.getByRole('checkbox', { name: /I agree to Ilé checking my ID/ }));
  return f;
}

const send = (f: ReturnType<typeof within>) => userEvent.click(f.getByRole('button', { name: 'Send my application' }));

export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Get steady jobs as an Ilé pro' })).toBeVisible();
    for (const reason of ['Steady jobs', 'Paid on time', 'Your own hours']) await expect(canvas.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    const vetting = canvas.getByRole('region', { name: 'How we vet pros' });
    await expect(vetting).toHaveTextContent('about 3 working days');
    // The domain's one list of checks, each named.
    for (const step of ['ID check', 'Two references', 'Background check', 'A skills interview']) await expect(within(vetting).getByText(step)).toBeVisible();
    const f = await form(canvasElement);
    // The whole catalogue to choose from, the 36 states and the FCT, the four IDs and seven days.
    await expect(within(f.getByRole('group', { name: 'Services you offer' })).getAllByRole('checkbox')).toHaveLength(17);
    await expect(within(f.getByLabelText('State you work in')).getAllByRole('option')).toHaveLength(38);
    await expect(within(f.getByRole('group', { name: 'ID you will show us' })).getAllByRole('radio')).toHaveLength(4);
    await expect(within(f.getByRole('group', { name: 'Days you can work' })).getAllByRole('checkbox')).toHaveLength(7);
    await expect(f.getByLabelText('Phone number')).toHaveAccessibleDescription(/like 0803 123 4567/);
    await expect(f.getByLabelText('A short bio')).toHaveAccessibleDescription(/0\/1000 characters, at least 20/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SameOnProApply: Story = {
  parameters: { router: appAt('/pro/apply') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Get steady jobs as an Ilé pro' })).toBeVisible();
    await expect(await form(canvasElement)).toBeTruthy();
    await expect(storyLocation()).toBe('/pro/apply');
  },
};

const emptyLog = createApplicationLog();
export const FieldErrors: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.ok(undefined, emptyLog) } } },
  beforeEach: () => emptyLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await send(f);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('Please check the highlighted fields');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(17);
    // Years of experience starts empty, not 0, and must be answered.
    await expect(f.getByLabelText('Years of experience')).toHaveAccessibleDescription(/Enter how many years you have done this work/);
    await expect(f.getByLabelText('Reference 1: name')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabelText('Reference 2: phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter your phone number\./);
    await expect(f.getByRole('group', { name: 'Services you offer' })).toHaveAccessibleDescription(/Choose at least one service you offer\./);
    await expect(f.getByRole('checkbox', { name: /I agree to Ilé checking my ID/ })).toHaveAccessibleDescription(/agree to the checks/);
    // A link in the summary takes the person to the field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose the state you work in.' }));
    await expect(f.getByLabelText('State you work in')).toHaveFocus();
    // Fixing a field clears its message at once; nothing was sent.
    await userEvent.type(f.getByLabelText('Full name'), 'Musa Ibrahim');
    await expect(f.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    await expect(emptyLog.requests).toHaveLength(0);
  },
};

export const BadAnswers: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement, { idNumber: '1234567' });
    await userEvent.clear(f.getByLabelText('Phone number'));
    await userEvent.type(f.getByLabelText('Phone number'), '0123 456 7890');
    await send(f);
    await expect(f.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a Nigerian mobile number, like 0803 123 4567\./);
    await expect(f.getByLabelText('ID number')).toHaveAccessibleDescription(/A NIN has 11 digits, like 12345678901\./);
    await expect(f.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  },
};

const refereeLog = createApplicationLog();
export const ReferencesRefused: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.ok(undefined, refereeLog) } } },
  beforeEach: () => refereeLog.clear(),
  play: async ({ canvasElement }) => {
    // The applicant's own number, then the first reference's again: neither is someone else to call.
    const f = await fillApplication(canvasElement, { referee1Phone: '+234 803 123 4599', referee2Phone: '0803 123 4599' });
    await send(f);
    await expect(f.getByLabelText('Reference 1: phone')).toHaveAccessibleDescription(/Give the number of someone you have worked for, not your own\./);
    await expect(f.getByLabelText('Reference 2: phone')).toHaveAccessibleDescription(/not your own\./);
    await userEvent.clear(f.getByLabelText('Reference 1: phone'));
    await userEvent.type(f.getByLabelText('Reference 1: phone'), '0802 123 4501');
    await userEvent.clear(f.getByLabelText('Reference 2: phone'));
    await userEvent.type(f.getByLabelText('Reference 2: phone'), '08021234501');
    await send(f);
    await expect(f.getByLabelText('Reference 2: phone')).toHaveAccessibleDescription(/Give two different people, each with their own number\./);
    await expect(f.getByLabelText('Reference 1: name')).toHaveValue('Aisha Bello');
    await expect(refereeLog.requests).toHaveLength(0);
  },
};

const receiptLog = createApplicationLog();
export const Receipt: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.ok(undefined, receiptLog) } } },
  beforeEach: () => receiptLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await fillApplication(canvasElement);
    await send(f);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Application received' });
    await waitFor(() => expect(heading).toHaveFocus());
    const receipt = within(canvas.getByRole('region', { name: 'Application received' }));
    await expect(receipt.getByText('PRO-4KD9QX')).toBeVisible();
    await expect(receipt.getByText('Plumbing, Electrical work')).toBeVisible();
    await expect(receipt.getByText(/Within 3 working days we call you/)).toBeVisible();
    // Exactly the spec's body: trimmed, +234 phone, catalogue and week order.
    await expect(receiptLog.requests).toEqual([buildProApplicationRequest()]);
    await expect(window.sessionStorage.getItem(PRO_DRAFT_KEY)).toBeNull();
    // The receipt is kept (under `apply`): leaving and coming back still shows it.
    await userEvent.click(canvas.getAllByRole('link', { name: 'Services' })[0] ?? canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'What do you need done at home?' });
    await userEvent.click(canvas.getAllByRole('link', { name: 'Become a Pro' })[0] ?? canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Application received' })).toBeVisible();
    // Someone else applying from this phone gets an empty form.
    await userEvent.click(canvas.getByRole('button', { name: 'Send another application' }));
    await expect((await form(canvasElement)).getByLabelText('Full name')).toHaveValue('');
  },
};

const doubleTapLog = createApplicationLog();
export const DoubleTapSendsOne: Story = {
  name: 'Sending (double tap)',
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.slow(undefined, doubleTapLog) } } },
  beforeEach: () => doubleTapLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement);
    await userEvent.dblClick(f.getByRole('button', { name: 'Send my application' }));
    await userEvent.click(f.getByRole('button', { name: /Sending your application/ }));
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Application received' })).toBeVisible();
    await expect(doubleTapLog.requests).toHaveLength(1);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement);
    await send(f);
    const busy = await f.findByRole('button', { name: /Sending your application/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(f.getByLabelText('Full name')).toHaveValue('Musa Ibrahim');
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.fieldErrors({ idNumber: 'We could not read this NIN. Check it and try again.', area: 'Enter the area you work in, like Wuse or Garki.' }) } } },
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement);
    await send(f);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('Please check the highlighted fields');
    await expect(f.getByLabelText('ID number')).toHaveAccessibleDescription(/We could not read this NIN\./);
    await expect(f.getByLabelText('Area')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(f.getByLabelText('Full name')).toHaveValue('Musa Ibrahim');
    await expect(f.getByLabelText('ID number')).toHaveValue('12345678901');
    await expect(f.getByRole('checkbox', { name: 'Plumbing' })).toBeChecked();
  },
};

export const AlreadyPending: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.applicationPending() } } },
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement);
    await send(f);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('You have already applied');
    await expect(summary).toHaveTextContent('We already have your application and are reviewing it. We will call you within 3 working days.');
    await expect(f.getByLabelText('Phone number')).toHaveAccessibleDescription(/An application with this phone number is already being reviewed\./);
    await expect(f.getByLabelText('Phone number')).toHaveValue('0803 123 4599');
  },
};

const offlineLog = createApplicationLog();
export const OfflineThenRetry: Story = {
  parameters: { msw: { handlers: { applyAsPro: applyAsProHandlers.networkErrorThenOk(offlineLog) } } },
  beforeEach: () => offlineLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await fillApplication(canvasElement);
    await send(f);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('You seem to be offline');
    await expect(summary).toHaveTextContent('Your answers are still here');
    await expect(f.getByLabelText('A short bio')).toHaveValue(buildProApplicationRequest().about);
    await send(f);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Application received' })).toBeVisible();
    await expect(offlineLog.requests).toHaveLength(2);
  },
};

export const KeptDraft: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(PRO_DRAFT_KEY, JSON.stringify({ name: 'Musa Ibrahim', phone: '0803 123 4599', services: ['plumbing'], state: 'FCT', ownTools: 'yes', daysAvailable: ['sat'] }));
    return () => window.sessionStorage.removeItem(PRO_DRAFT_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome back')).toBeVisible();
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Full name')).toHaveValue('Musa Ibrahim');
    await expect(f.getByRole('checkbox', { name: 'Plumbing' })).toBeChecked();
    await expect(f.getByLabelText('State you work in')).toHaveValue('FCT');
    await expect(f.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    // The ID number is never kept.
    await expect(f.getByLabelText('ID number')).toHaveValue('');
    // Each change is kept again.
    await userEvent.type(f.getByLabelText('Area'), 'Garki');
    await expect(window.sessionStorage.getItem(PRO_DRAFT_KEY)).toContain('"area":"Garki"');
  },
};

export const SignedInCustomer: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    // Public: a signed-in customer can apply too (pros are not accounts).
    await expect(await form(canvasElement)).toBeTruthy();
    await expect(within(canvasElement).getByRole('link', { name: 'Bookings' })).toBeVisible();
  },
};
