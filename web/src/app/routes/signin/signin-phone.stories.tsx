// "Continue with your phone" on /signin, every state switched only by MSW handlers: the number, the
// code (focused, with the resend countdown), each wrong answer next to its field, the name step for a
// new number (the same code sent again), paused (e-mail comes forward), and signed in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CodeSignInRequest, SignInCodeRequest } from '../../../api/types.ts';
import { createRequestLog, sendSignInCodeHandlers, signInWithCodeHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { SignInScreen } from './signin.tsx';

const meta = {
  title: 'Screens/Sign in/Phone',
  component: SignInScreen,
  parameters: { router: appAt('/signin') },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the number and taps "Send code". */
async function sendCode(canvasElement: HTMLElement, phone = '0803 123 4567') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Phone number'), phone);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  return canvas;
}

/** Gets to the code step, types `code` and taps "Sign in". */
async function enterCode(canvasElement: HTMLElement, code = '482913') {
  const canvas = await sendCode(canvasElement);
  await userEvent.type(await canvas.findByLabelText('6-digit code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** The field's own error, beside it (its accessible description), and the field invalid. */
async function expectErrorBeside(field: HTMLElement, message: string | RegExp) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
}

export const PhoneEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const phone = canvas.getByLabelText('Phone number');
    await expect(phone).toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAccessibleDescription(/like 0803 123 4567 or \+234 803 123 4567/);
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use e-mail and password instead' })).toBeVisible();
  },
};

const noCodes = createRequestLog<SignInCodeRequest>();
export const PhoneFieldError: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.sent(noCodes) } } },
  beforeEach: () => noCodes.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement, '0123 456');
    const phone = canvas.getByLabelText('Phone number');
    await expectErrorBeside(phone, /Enter a Nigerian mobile number, like 0803 123 4567/);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveValue('0123 456');
    await expect(noCodes.requests).toEqual([]);
  },
};

export const PhoneServerError: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.invalidPhone() } } },
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await expectErrorBeside(canvas.getByLabelText('Phone number'), /We can’t text that number/);
  },
};

const codes = createRequestLog<SignInCodeRequest>();
export const CodeEntry: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.sent(codes) } } },
  beforeEach: () => codes.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    const code = await canvas.findByLabelText('6-digit code');
    // The code field takes the focus, ready for the phone's one-time-code suggestion.
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(/Sent to/)).toHaveTextContent('Sent to 0803 123 4567 · Change number');
    // A new code only after the countdown.
    const resend = canvas.getByRole('button', { name: /Send a new code in (1:00|\d+ s)/ });
    await expect(resend).toBeDisabled();
    await expect(codes.requests).toEqual([{ phone: '+2348031234567' }]);
    // Changing the number keeps it as typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    await expect(await canvas.findByLabelText('Phone number')).toHaveValue('0803 123 4567');
  },
};

export const ResendAfterCountdown: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.sent(codes, 1) } } },
  beforeEach: () => codes.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await canvas.findByText('We sent a new code. The last one no longer works.')).toBeVisible();
    await expect(codes.requests).toHaveLength(2);
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.wrongCode(4) } } },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, '482 910');
    const code = canvas.getByLabelText('6-digit code');
    await expectErrorBeside(code, /That code is not right\. You have 4 tries left\./);
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('482910');
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.expired() } } },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement);
    await expectErrorBeside(canvas.getByLabelText('6-digit code'), /This code has expired\. Ask for a new one\./);
    await expect(canvas.getByRole('button', { name: /Send a new code/ })).toBeVisible();
  },
};

export const TooManyTries: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.triesExhausted() } } },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement);
    await expectErrorBeside(canvas.getByLabelText('6-digit code'), /Too many wrong tries\. Ask for a new code\./);
    await expect(canvas.getByRole('button', { name: /Send a new code/ })).toBeVisible();
  },
};

export const ResendTooSoon: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.resendTooSoon(42) } } },
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    const phone = canvas.getByLabelText('Phone number');
    await expectErrorBeside(phone, /We sent you a code a moment ago/);
    // The countdown comes from Retry-After, and the code already sent can still be used.
    await expect(canvas.getByRole('button', { name: /Send code \(wait (42|41|40) s\)/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the code we already sent' }));
    await waitFor(() => expect(canvas.getByLabelText('6-digit code')).toHaveFocus());
  },
};

export const TooManyRequests: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.tooMany() } } },
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await expectErrorBeside(canvas.getByLabelText('Phone number'), /Too many codes were asked for this number/);
  },
};

export const Paused: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.paused() } } },
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    // E-mail sign-in comes forward, saying why.
    const note = await canvas.findByRole('status');
    await expect(note).toHaveTextContent('Sign-in by text is paused');
    await expect(note).toHaveTextContent('Please sign in with your e-mail and password');
    await expect(canvas.getByLabelText('E-mail address')).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).not.toBeVisible();
  },
};

const newCustomer = createRequestLog<CodeSignInRequest>();
export const NameStep: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.newCustomer(newCustomer) } } },
  beforeEach: () => newCustomer.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement);
    const name = await canvas.findByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('Welcome to Ilé! Tell us your name to create your account.')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail address/, { selector: '#phone-signin-email' })).not.toBeRequired();
    // The code stays as typed: the same code goes again, with the name.
    await expect(canvas.getByLabelText('6-digit code')).toHaveValue('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectErrorBeside(name, 'Enter your name.');
    await userEvent.type(name, 'Tunde Bakare');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(newCustomer.requests).toEqual([
      { phone: '+2348031234567', code: '482913' },
      { phone: '+2348031234567', code: '482913', name: 'Tunde Bakare' },
    ]);
  },
};

const withEmail = createRequestLog<CodeSignInRequest>();
/** A new number with an e-mail: the account is made whoever has that e-mail, which waits for its link. */
export const NameStepWithEmail: Story = {
  name: 'Name step with an e-mail',
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.newCustomer(withEmail) } } },
  beforeEach: () => withEmail.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Full name'), 'Ada Okafor');
    await userEvent.type(canvas.getByLabelText(/E-mail address/, { selector: '#phone-signin-email' }), 'ada@example.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(withEmail.requests.at(-1)).toEqual({ phone: '+2348031234567', code: '482913', name: 'Ada Okafor', email: 'ada@example.ng' });
    const details = within(await canvas.findByRole('region', { name: 'Contact details' }));
    await expect(details.getByText(/We sent a link to/, { selector: 'p' })).toHaveTextContent('We sent a link to ada@example.ng Not confirmed yet');
  },
};

const known = createRequestLog<CodeSignInRequest>();
export const SignedIn: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.known(undefined, known) } } },
  beforeEach: () => known.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, '482 913');
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(await canvas.findByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(known.requests).toEqual([{ phone: '+2348031234567', code: '482913' }]);
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: { signInWithCode: signInWithCodeHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Signing you in/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeDisabled();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You seem to be offline');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0803 123 4567');
  },
};
