// "Invite friends" on /dashboard: the code (copied, or how to copy it by hand), the WhatsApp share link,
// and the invitation form: field errors, sending, e-mailed, WhatsApp only (a wa.me link to the friend),
// the server's field errors, failures and 429 keeping every word.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { PHONE_HINT } from '@ile/domain';
import type { ReferralRequest } from '../../../features/referrals/index.ts';
import { createRequestLog, currentUserHandlers, sendReferralHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const meta = {
  title: 'Screens/Dashboard/Invite friends',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bola = { friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng', message: 'Try Ilé, their cleaners are great.' };

async function panel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Invite friends' });
  const form = within(within(region).getByRole('form', { name: 'Or let us send the invitation' }));
  return {
    region,
    panel: within(region),
    form,
    name: form.getByLabelText('Friend’s name'),
    email: form.getByLabelText(/Friend’s e-mail/),
    phone: form.getByLabelText(/Friend’s phone number/),
    note: form.getByLabelText(/A note from you/),
    send: () => userEvent.click(form.getByRole('button', { name: 'Send invitation' })),
  };
}

async function fill(p: Awaited<ReturnType<typeof panel>>, values: { friendName?: string; friendEmail?: string; friendPhone?: string; message?: string }) {
  if (values.friendName) await userEvent.type(p.name, values.friendName);
  if (values.friendEmail) await userEvent.type(p.email, values.friendEmail);
  if (values.friendPhone) await userEvent.type(p.phone, values.friendPhone);
  if (values.message) await userEvent.type(p.note, values.message);
}

async function expectKept(p: Awaited<ReturnType<typeof panel>>) {
  await expect(p.name).toHaveValue(bola.friendName);
  await expect(p.email).toHaveValue(bola.friendEmail);
  await expect(p.note).toHaveValue(bola.message);
}

/** wa.me's text, decoded: what the friend receives. */
function sharedText(href: string | null): string | null {
  return href ? new URL(href).searchParams.get('text') : null;
}

export const EmptyForm: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.panel.getByText('ADA7K2')).toBeVisible();
    // Shared to any chat: the text names the code and links to sign-up with it.
    const share = p.panel.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await expect(sharedText(share.getAttribute('href'))).toBe(`I book home services on Ilé. Sign up with my code ADA7K2: ${window.location.origin}/signup?ref=ADA7K2`);
    await userEvent.click(p.panel.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('ADA7K2');
    await expect(await p.panel.findByText('Copied. Paste it in a message to a friend.')).toBeVisible();
    await expect(p.name).toHaveValue('');
    await expect(p.panel.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CopyNotPossible: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await userEvent.click(p.panel.getByRole('button', { name: 'Copy code' }));
    await expect(await p.panel.findByText('We couldn’t copy it. Press and hold the code to copy it yourself.')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await p.send();
    await expect(p.name).toHaveAccessibleDescription('Enter your friend’s name.');
    await expect(p.name).toHaveFocus();
    await expect(p.email).toHaveAccessibleDescription(/Give your friend’s e-mail or phone number\./);
    await fill(p, { friendName: 'Bola Ade', friendPhone: '0123 456' });
    // Typing a phone answers "e-mail or phone"; the phone itself is then checked.
    await expect(p.email).not.toHaveAttribute('aria-invalid');
    await p.send();
    await expect(p.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(p.phone).toHaveAccessibleDescription(new RegExp(PHONE_HINT.replace(/\./g, '\\.')));
    await expect(p.phone).toHaveFocus();
    await expect(p.name).toHaveValue('Bola Ade');
  },
};

const emailedLog = createRequestLog<ReferralRequest>();
export const Emailed: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.ok(emailedLog) } } },
  beforeEach: () => emailedLog.clear(),
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    await expect(await p.panel.findByText('Invitation e-mailed to Bola Ade')).toBeVisible();
    await expect(p.region).toHaveTextContent('We sent your code ADA7K2 to bola.ade@example.ng.');
    await expect(emailedLog.requests).toEqual([bola]);
    // The form is ready for the next friend.
    await expect(p.name).toHaveValue('');
    await expect(p.email).toHaveValue('');
    await expect(p.note).toHaveValue('');
    // Nothing to send on WhatsApp without a phone.
    await expect(p.panel.queryByRole('link', { name: /Send (it )?on WhatsApp/ })).not.toBeInTheDocument();
  },
};

export const EmailedWithPhone: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, { ...bola, friendPhone: '0803 765 4321' });
    await p.send();
    await expect(await p.panel.findByText('Invitation e-mailed to Bola Ade')).toBeVisible();
    await expect(p.region).toHaveTextContent('You can send it to 0803 765 4321 on WhatsApp too.');
    const link = p.panel.getByRole('link', { name: 'Send on WhatsApp too' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348037654321\?text=/);
  },
};

const whatsappLog = createRequestLog<ReferralRequest>();
export const WhatsAppOnly: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.ok(whatsappLog) } } },
  beforeEach: () => whatsappLog.clear(),
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, { friendName: 'Chidi Eze', friendPhone: '0803 765 4321' });
    await p.send();
    await expect(await p.panel.findByText('Now send it to Chidi Eze on WhatsApp')).toBeVisible();
    await expect(whatsappLog.requests).toEqual([{ friendName: 'Chidi Eze', friendPhone: '+2348037654321' }]);
    const link = p.panel.getByRole('link', { name: 'Send it on WhatsApp' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348037654321\?text=/);
    await expect(sharedText(link.getAttribute('href'))).toMatch(/Sign up with my code ADA7K2: .*\/signup\?ref=ADA7K2$/);
    await expect(p.region).toHaveTextContent('to 0803 765 4321');
    await expect(p.name).toHaveValue('');
    await expect(p.phone).toHaveValue('');
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    await expect(await p.form.findByRole('button', { name: 'Sending the invitation…' })).toHaveAttribute('aria-disabled', 'true');
    await expectKept(p);
    await expect(await p.panel.findByText('Invitation e-mailed to Bola Ade')).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.fieldErrors({ friendEmail: 'That is your own e-mail address. Give your friend’s.' }) } } },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    await expect(await p.form.findByText('That is your own e-mail address. Give your friend’s.')).toBeVisible();
    await expect(p.email).toHaveAttribute('aria-invalid', 'true');
    await expect(p.email).toHaveFocus();
    await expect(p.form.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    await expectKept(p);
  },
};

export const FailureKeepsText: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    const alert = await p.form.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t send the invitation');
    await expect(alert).toHaveTextContent('What you typed is still here.');
    await expectKept(p);
    await expect(p.panel.queryByText(/Invitation e-mailed/)).not.toBeInTheDocument();
  },
};

export const InvitationsNeedABooking: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.needsABooking() } } },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    const alert = await p.form.findByRole('alert');
    await expect(alert).toHaveTextContent('Invitations open after your first booking');
    await expect(alert).toHaveTextContent('You can invite friends once you have paid for a booking with us.');
    await expectKept(p);
  },
};

export const TooManyInvitations: Story = {
  parameters: { msw: { handlers: { sendReferral: sendReferralHandlers.tooMany() } } },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await fill(p, bola);
    await p.send();
    const alert = await p.form.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many invitations for now');
    await expect(alert).toHaveTextContent('Please wait a few minutes and try again.');
    await expectKept(p);
  },
};
