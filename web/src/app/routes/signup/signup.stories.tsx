// Every state of /signup, switched only by MSW handlers, with a friend's referral code too (from ?ref=, typed, unknown).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SignUpRequest } from '../../../api/types.ts';
import { CHOSEN_SERVICE_KEY } from '../../../config/routes.ts';
import { buildBookingDraft } from '../../../testing/fixtures/index.ts';
import { createRequestLog, signUpHandlers, signUpReferralHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { SignUpScreen } from './signup.tsx';

const meta = {
  title: 'Screens/Sign up',
  component: SignUpScreen,
  parameters: { router: appAt('/signup') },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: { name: string; email: string; phone: string; password: string }) {
  const canvas = within(canvasElement);
  if (values.name) await userEvent.type(await canvas.findByLabelText('Full name'), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText('E-mail address'), values.email);
  if (values.phone) await userEvent.type(canvas.getByLabelText('Phone number'), values.phone);
  if (values.password) await userEvent.type(canvas.getByLabelText('Password'), values.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

const ada = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-rice-2026' };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter a Nigerian mobile number, like 0803 123 4567.');
    for (const label of ['Full name', 'E-mail address', 'Phone number', 'Password']) await expect(canvas.getByLabelText(label)).toBeRequired();
    // Optional fields are not required.
    await expect(canvas.getByLabelText(/Referral code/)).not.toBeRequired();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { name: 'A', email: '', phone: '0123 456', password: 'short' });
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0123 456');
    // Following a summary link puts the cursor in that field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your e-mail address.' }));
    await expect(canvas.getByLabelText('E-mail address')).toHaveFocus();
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { signUp: signUpHandlers.fieldErrors() } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, ada);
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Please check the highlighted fields.');
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * An e-mail that already has an account gets the same answer as a new one (sign-up never tells who is
 * registered): the new account's e-mail waits for its link, as the dashboard says.
 */
export const SignedUpEmailWaiting: Story = {
  name: 'Signed up, the e-mail waiting for its link',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, ada);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    const details = within(await canvas.findByRole('region', { name: 'Contact details' }));
    await expect(details.getByText(/We sent a link to/, { selector: 'p' })).toHaveTextContent('We sent a link to ada@example.ng Not confirmed yet');
    await expect(details.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ada);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(await within(canvasElement).findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/app/logout');
  },
};

export const SuccessGoesBackToFinalize: Story = {
  name: 'Signed up mid-booking',
  // Reached through "Create an account" with the guard's `from`: after sign-up the booking is still there.
  parameters: { router: appAt('/signup', { from: '/order/finalize' }) },
  beforeEach: () => {
    window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify(buildBookingDraft()));
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ada);
    await waitFor(() => expect(storyLocation()).toBe('/order/finalize'));
    await expect(await within(canvasElement).findByText('12 Aminu Kano Crescent, Wuse 2, Abuja, FCT (Abuja)', { exact: false })).toBeVisible();
  },
};

const referredLog = createRequestLog<SignUpRequest>();
const bola = { name: 'Bola Ade', email: 'bola.ade@example.ng', phone: '0803 765 4321', password: 'suya-friday-2026' };

export const WithReferralCode: Story = {
  parameters: { router: appAt('/signup?ref=ada7k2'), msw: { handlers: { signUp: signUpReferralHandlers.recorded(referredLog) } } },
  beforeEach: () => referredLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The invitation's code is filled in, the way the server reads it.
    const code = await canvas.findByLabelText(/Referral code/);
    await expect(code).toHaveValue('ADA7K2');
    await expect(code).toHaveAccessibleDescription('From your friend’s invitation. Keep it, so we know who sent you.');
    await fill(canvasElement, bola);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(referredLog.requests).toEqual([{ name: 'Bola Ade', email: 'bola.ade@example.ng', phone: '+2348037654321', password: 'suya-friday-2026', referralCode: 'ADA7K2' }]);
  },
};

const withoutCodeLog = createRequestLog<SignUpRequest>();
export const WithoutReferralCode: Story = {
  parameters: { msw: { handlers: { signUp: signUpReferralHandlers.recorded(withoutCodeLog) } } },
  beforeEach: () => withoutCodeLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText(/Referral code/);
    await expect(code).toHaveValue('');
    await expect(code).toHaveAccessibleDescription('If a friend invited you, enter their code, like ADA7K2.');
    await fill(canvasElement, bola);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    // An empty code is left out of the body altogether.
    await expect(withoutCodeLog.requests[0]).not.toHaveProperty('referralCode');
  },
};

export const UnknownReferralCode: Story = {
  parameters: { router: appAt('/signup?ref=NOSUCH1'), msw: { handlers: { signUp: signUpReferralHandlers.unknownCode() } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, bola);
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    const code = canvas.getByLabelText(/Referral code/);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/We don't know this referral code\. Check it with your friend, or leave it empty\./);
    await expect(within(summary).getByRole('link', { name: /We don't know this referral code/ })).toBeVisible();
    // Everything else stays as typed, so fixing or clearing the code is all it takes.
    await expect(code).toHaveValue('NOSUCH1');
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Bola Ade');
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('bola.ade@example.ng');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0803 765 4321');
    await expect(canvas.getByLabelText('Password')).toHaveValue('suya-friday-2026');
    await expect(canvas.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  },
};

export const MalformedReferralCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Referral code/), 'ADA-7K2');
    await fill(canvasElement, bola);
    await expect(canvas.getByLabelText(/Referral code/)).toHaveAccessibleDescription(/A referral code is letters and numbers, like ADA7K2\./);
    await expect(storyLocation()).toBe('/signup');
  },
};
