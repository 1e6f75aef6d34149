// "Contact details" on /dashboard, every state switched only by MSW handlers: both proven, an e-mail
// waiting for its link (sent again, too many, failed), no e-mail (added, refused next to the field),
// a phone not proven (code texted, wrong, expired, too many tries, paused, confirmed), and at 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EmailVerificationRequest, PhoneVerifyRequest, SignInCodeRequest } from '../../../api/types.ts';
import { buildCurrentUser, buildNewEmailCustomer, buildPhoneCustomer } from '../../../testing/fixtures/index.ts';
import { createRequestLog, currentUserHandlers, sendEmailVerificationHandlers, sendPhoneCodeHandlers, verifyPhoneHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const kemi = buildNewEmailCustomer();

const meta = {
  title: 'Screens/Dashboard/Contact details',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer(kemi) } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function details(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Contact details' }));
}

/** The field's own error, beside it (its accessible description), and the field invalid. */
async function expectErrorBeside(field: HTMLElement, message: string | RegExp) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
}

export const BothConfirmed: Story = {
  name: 'E-mail and phone confirmed',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser()) } } },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await expect(card.getByText('ada@example.ng').closest('p')).toHaveTextContent('ada@example.ng Confirmed');
    await expect(card.getByText('0803 123 4567').closest('p')).toHaveTextContent('0803 123 4567 Confirmed');
    await expect(card.queryByRole('button', { name: 'Text me a code' })).toBeNull();
    await expect(card.getByRole('button', { name: 'Change' })).toBeVisible();
  },
};

export const EmailWaiting: Story = {
  name: 'E-mail waiting for its link, phone not confirmed',
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await expect(card.getByText(/We sent a link to/, { selector: 'p' })).toHaveTextContent('We sent a link to kemi@example.ng Not confirmed yet');
    await expect(card.getByText(/we won’t send it booking e-mails/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(card.getByText('Confirm this number to get booking texts and sign in with it.')).toBeVisible();
  },
};

const resent = createRequestLog<EmailVerificationRequest>();
export const LinkSentAgain: Story = {
  name: 'Send the link again: sent',
  parameters: { msw: { handlers: { sendEmailVerification: sendEmailVerificationHandlers.sent(kemi, resent) } } },
  beforeEach: () => resent.clear(),
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Send the link again' }));
    await expect(await card.findByText('Sent. Open the link we e-mailed to kemi@example.ng to confirm it.')).toBeVisible();
    await expect(resent.requests).toEqual([{ email: 'kemi@example.ng' }]);
  },
};

export const Sending: Story = {
  name: 'Send the link again: sending',
  parameters: { msw: { handlers: { sendEmailVerification: sendEmailVerificationHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Send the link again' }));
    await expect(await card.findByText('Sending the link…', { selector: 'p' })).toBeVisible();
    await expect(await card.findByText(/^Sent\./, undefined, { timeout: 4000 })).toBeVisible();
  },
};

export const TooManyLinks: Story = {
  name: 'Send the link again: too many',
  parameters: { msw: { handlers: { sendEmailVerification: sendEmailVerificationHandlers.tooMany() } } },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Send the link again' }));
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many links');
    await expect(alert).toHaveTextContent('Please wait an hour');
  },
};

export const SendFailed: Story = {
  name: 'Send the link again: failed',
  parameters: { msw: { handlers: { sendEmailVerification: sendEmailVerificationHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Send the link again' }));
    await expect(await card.findByRole('alert')).toHaveTextContent('You seem to be offline');
    await expect(card.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  },
};

const added = createRequestLog<EmailVerificationRequest>();
export const NoEmail: Story = {
  name: 'No e-mail: add one',
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(buildPhoneCustomer()),
        sendEmailVerification: sendEmailVerificationHandlers.sent(buildPhoneCustomer(), added),
      },
    },
  },
  beforeEach: () => added.clear(),
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    const field = within(card.getByRole('form', { name: 'Add an e-mail' })).getByLabelText('E-mail address');
    await userEvent.click(card.getByRole('button', { name: 'Send the link' }));
    await expectErrorBeside(field, /Enter your e-mail address\./);
    await userEvent.type(field, 'tunde@example.ng');
    await userEvent.click(card.getByRole('button', { name: 'Send the link' }));
    await expect(await card.findByText(/We sent a link to/, { selector: 'p' })).toHaveTextContent('We sent a link to tunde@example.ng Not confirmed yet');
    await expect(added.requests).toEqual([{ email: 'tunde@example.ng' }]);
  },
};

export const EmailRefused: Story = {
  name: 'No e-mail: refused next to the field',
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(buildPhoneCustomer()),
        sendEmailVerification: sendEmailVerificationHandlers.fieldErrors({ email: 'We can’t send mail to that address. Check it for typos.' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    const field = within(card.getByRole('form', { name: 'Add an e-mail' })).getByLabelText('E-mail address');
    await userEvent.type(field, 'tunde@example.ng');
    await userEvent.click(card.getByRole('button', { name: 'Send the link' }));
    await expectErrorBeside(field, /We can’t send mail to that address/);
    // What was typed stays.
    await expect(field).toHaveValue('tunde@example.ng');
  },
};

export const ChangeEmail: Story = {
  name: 'Change the e-mail',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser()), sendEmailVerification: sendEmailVerificationHandlers.sent(buildCurrentUser()) } } },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Change' }));
    await userEvent.type(card.getByLabelText('New e-mail address'), 'ada.okafor@example.ng');
    await userEvent.click(card.getByRole('button', { name: 'Send the link' }));
    // The proven e-mail stays until the new one's link is used.
    await expect(await card.findByText(/We sent a link to/, { selector: 'p' })).toHaveTextContent('We sent a link to ada.okafor@example.ng Not confirmed yet');
    await expect(card.getByText('ada@example.ng').closest('p')).toHaveTextContent('ada@example.ng Confirmed');
  },
};

/** Taps "Text me a code" with the account's number filled in. */
async function textMeACode(canvasElement: HTMLElement) {
  const card = await details(canvasElement);
  await expect(card.getByLabelText('Phone number')).toHaveValue('0802 123 4567');
  await userEvent.click(card.getByRole('button', { name: 'Text me a code' }));
  return card;
}

async function enterCode(canvasElement: HTMLElement, code = '482913') {
  const card = await textMeACode(canvasElement);
  await userEvent.type(await card.findByLabelText('6-digit code'), code);
  await userEvent.click(card.getByRole('button', { name: 'Confirm number' }));
  return card;
}

const codes = createRequestLog<SignInCodeRequest>();
export const CodeSent: Story = {
  name: 'Phone: code sent',
  parameters: { msw: { handlers: { sendPhoneCode: sendPhoneCodeHandlers.sent(codes) } } },
  beforeEach: () => codes.clear(),
  play: async ({ canvasElement }) => {
    const card = await textMeACode(canvasElement);
    const code = await card.findByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(card.getByRole('button', { name: /^Send a new code in / })).toBeDisabled();
    await expect(codes.requests).toEqual([{ phone: '+2348021234567' }]);
  },
};

export const ResendTooSoon: Story = {
  name: 'Phone: a code was sent a moment ago',
  parameters: { msw: { handlers: { sendPhoneCode: sendPhoneCodeHandlers.resendTooSoon(42) } } },
  play: async ({ canvasElement }) => {
    const card = await textMeACode(canvasElement);
    await expectErrorBeside(card.getByLabelText('Phone number'), /You can ask for a new one in 42 seconds\./);
    await expect(card.getByRole('button', { name: /^Text me a code \(wait / })).toBeDisabled();
  },
};

export const Paused: Story = {
  name: 'Phone: texts paused',
  parameters: { msw: { handlers: { sendPhoneCode: sendPhoneCodeHandlers.paused() } } },
  play: async ({ canvasElement }) => {
    const card = await textMeACode(canvasElement);
    await expect(await card.findByText('Texts are paused for now')).toBeVisible();
    await expect(card.getByLabelText('Phone number')).toHaveValue('0802 123 4567');
  },
};

export const WrongCode: Story = {
  name: 'Phone: wrong code',
  parameters: { msw: { handlers: { verifyPhone: verifyPhoneHandlers.wrongCode(4) } } },
  play: async ({ canvasElement }) => {
    const card = await enterCode(canvasElement, '111111');
    await expectErrorBeside(card.getByLabelText('6-digit code'), /You have 4 tries left\./);
    await expect(card.getByLabelText('6-digit code')).toHaveValue('111111');
  },
};

export const Expired: Story = {
  name: 'Phone: code expired',
  parameters: { msw: { handlers: { verifyPhone: verifyPhoneHandlers.expired() } } },
  play: async ({ canvasElement }) => {
    const card = await enterCode(canvasElement);
    await expectErrorBeside(card.getByLabelText('6-digit code'), /This code has expired\./);
  },
};

export const TooManyTries: Story = {
  name: 'Phone: too many wrong tries',
  parameters: { msw: { handlers: { verifyPhone: verifyPhoneHandlers.triesExhausted() } } },
  play: async ({ canvasElement }) => {
    const card = await enterCode(canvasElement);
    await expectErrorBeside(card.getByLabelText('6-digit code'), /Too many wrong tries\./);
  },
};

const proven = createRequestLog<PhoneVerifyRequest>();
export const PhoneConfirmed: Story = {
  name: 'Phone: confirmed',
  parameters: { msw: { handlers: { verifyPhone: verifyPhoneHandlers.ok(kemi, proven) } } },
  beforeEach: () => proven.clear(),
  play: async ({ canvasElement }) => {
    const card = await enterCode(canvasElement, '482 913');
    await expect(await card.findByText('Confirmed. Booking texts and sign-in codes go to this number.')).toBeVisible();
    await expect(card.getByText('0802 123 4567').closest('p')).toHaveTextContent('0802 123 4567 Confirmed');
    await expect(card.queryByLabelText('6-digit code')).toBeNull();
    await expect(proven.requests).toEqual([{ phone: '+2348021234567', code: '482913' }]);
  },
};

export const AtPhoneWidth: Story = {
  name: 'At 360 px, a long address',
  globals: { viewport: { value: 'phone360' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildNewEmailCustomer({ pendingEmail: 'oluwaseyiadebayookonkwofamily@example.ng' })) } } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Contact details' });
    await expect(within(region).getByRole('button', { name: 'Text me a code' })).toBeVisible();
    const address = within(region).getByText('oluwaseyiadebayookonkwofamily@example.ng');
    await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    // The long lines wrap inside the card: nothing scrolls sideways.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
