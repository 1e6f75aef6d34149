// Every state of /verify-email, switched only by MSW handlers, the link's token and who is signed in:
// confirming, confirmed (signed out and in), the link expired or used (and a new one sent), the e-mail
// already confirmed on another account, and a failed call with Try again. The token is posted once.
import { StrictMode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EmailVerificationRequest } from '../../../api/types.ts';
import { buildCurrentUser, buildNewEmailCustomer, VALID_EMAIL_TOKEN } from '../../../testing/fixtures/index.ts';
import { createRequestLog, currentUserHandlers, sendEmailVerificationHandlers, verifyEmailHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { VerifyEmailScreen } from './verify-email.tsx';

const AT_LINK = `/verify-email?token=${VALID_EMAIL_TOKEN}`;

const meta = {
  title: 'Screens/Verify e-mail',
  component: VerifyEmailScreen,
  parameters: { router: appAt(AT_LINK) },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function heading(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 4000 });
}

export const Confirming: Story = {
  parameters: { msw: { handlers: { verifyEmail: verifyEmailHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Confirming your e-mail')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Confirming your e-mail…');
  },
};

const posted = createRequestLog<{ token: string }>();
export const ConfirmedSignedOut: Story = {
  name: 'Confirmed (signed out)',
  parameters: { msw: { handlers: { verifyEmail: verifyEmailHandlers.ok('kemi@example.ng', posted) } } },
  beforeEach: () => posted.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Your e-mail is confirmed')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail kemi@example.ng is confirmed.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(posted.requests).toEqual([{ token: VALID_EMAIL_TOKEN }]);
  },
};

export const ConfirmedSignedIn: Story = {
  name: 'Confirmed (signed in)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildNewEmailCustomer()) } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Your e-mail is confirmed')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

/**
 * StrictMode runs the page's effect twice on arrival: the link's token is still posted once (a second
 * post would find the link used and say so over the confirmation).
 */
const strictPosts = createRequestLog<{ token: string }>();
export const PostedOnceInStrictMode: Story = {
  name: 'Posted once (StrictMode)',
  parameters: {
    // The screen alone inside StrictMode (the app's main.tsx renders it so in development).
    router: {
      path: AT_LINK,
      routes: () => [
        {
          path: '*',
          element: (
            <StrictMode>
              <VerifyEmailScreen />
            </StrictMode>
          ),
        },
      ],
    },
    msw: { handlers: { verifyEmail: verifyEmailHandlers.ok('kemi@example.ng', strictPosts) } },
  },
  beforeEach: () => strictPosts.clear(),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Your e-mail is confirmed')).toBeVisible();
    await expect(strictPosts.requests).toHaveLength(1);
  },
};

export const LinkExpiredSignedOut: Story = {
  name: 'Link expired or used (signed out)',
  parameters: { msw: { handlers: { verifyEmail: verifyEmailHandlers.linkInvalid() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'This link no longer works')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This confirmation link has expired or was already used.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.queryByRole('button', { name: /Send a new link/ })).toBeNull();
  },
};

const newLinks = createRequestLog<EmailVerificationRequest>();
export const LinkExpiredSendNew: Story = {
  name: 'Link expired, a new one sent (signed in)',
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(buildNewEmailCustomer()),
        verifyEmail: verifyEmailHandlers.linkInvalid(),
        sendEmailVerification: sendEmailVerificationHandlers.sent(buildNewEmailCustomer(), newLinks),
      },
    },
  },
  beforeEach: () => newLinks.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'This link no longer works')).toBeVisible();
    await expect(await canvas.findByText(/We’ll send it to/)).toHaveTextContent('We’ll send it to kemi@example.ng.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(await canvas.findByText(/We sent a new link to/)).toHaveTextContent('We sent a new link to kemi@example.ng.');
    await expect(newLinks.requests).toEqual([{ email: 'kemi@example.ng' }]);
  },
};

export const LinkExpiredTooMany: Story = {
  name: 'Link expired, too many new links',
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(buildNewEmailCustomer()),
        verifyEmail: verifyEmailHandlers.linkInvalid(),
        sendEmailVerification: sendEmailVerificationHandlers.tooMany(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a new link' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many links');
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  parameters: { router: appAt('/verify-email') },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'This link no longer works')).toBeVisible();
  },
};

export const EmailOnAnotherAccount: Story = {
  name: 'Already confirmed on another account (signed out)',
  parameters: { msw: { handlers: { verifyEmail: verifyEmailHandlers.emailTaken() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'This e-mail is on another account')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This e-mail is already confirmed on another Ilé account.');
    await expect(canvas.getByRole('link', { name: 'Sign in to that account' })).toHaveAttribute('href', '/signin');
  },
};

export const EmailOnAnotherAccountSignedIn: Story = {
  name: 'Already confirmed on another account (signed in)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser()), verifyEmail: verifyEmailHandlers.emailTaken() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'This e-mail is on another account')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/app/logout');
  },
};

const failOnce = verifyEmailHandlers.failOnce();
export const OfflineThenRetry: Story = {
  name: 'Offline, then Try again',
  parameters: { msw: { handlers: { verifyEmail: failOnce.handler } } },
  beforeEach: () => failOnce.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'We couldn’t confirm your e-mail')).toBeVisible();
    await expect(canvas.getByText('You seem to be offline')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await heading(canvasElement, 'Your e-mail is confirmed')).toBeVisible();
    await waitFor(() => expect(failOnce.calls.received).toBe(2));
  },
};

export const LongAddressAtPhoneWidth: Story = {
  name: 'Link expired, a long address at 360 px',
  globals: { viewport: { value: 'phone360' } },
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(buildNewEmailCustomer({ pendingEmail: 'oluwaseyiadebayookonkwofamily@example.ng' })),
        verifyEmail: verifyEmailHandlers.linkInvalid(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(/We’ll send it to/);
    await expect(line).toHaveTextContent('oluwaseyiadebayookonkwofamily@example.ng');
    // The address wraps inside its line, and so inside the card: nothing pokes out or scrolls sideways.
    const address = within(line).getByText('oluwaseyiadebayookonkwofamily@example.ng');
    await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(line.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
