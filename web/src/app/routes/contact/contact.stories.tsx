// Every state of /contact: empty, filled in for a signed-in customer (one without an e-mail too), the form's own checks, the
// server's field messages, sending (one message however often Send is tapped), sent, a failed send
// that keeps every word, offline, rate limited, and a draft kept from before a reload. Switched only
// by the POST /app/sendMessage handler; its log proves what was sent.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTACT_DRAFT_KEY } from '../../../features/contact/index.ts';
import { buildCurrentUser, buildPhoneCustomer } from '../../../testing/fixtures/index.ts';
import { createContactLog, currentUserHandlers, sendContactMessageHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { ContactScreen } from './contact.tsx';

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  parameters: { router: appAt('/contact') },
  // Each story starts without a kept draft (session storage outlives one story).
  beforeEach: () => window.sessionStorage.removeItem(CONTACT_DRAFT_KEY),
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE = 'The cleaner did not bring a mop on Saturday. Can someone come back on Tuesday morning to finish the kitchen?';

async function form(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Send us a message' }));
}

/** Fills the form the way a visitor would, reference and phone typed loosely. */
async function fill(canvasElement: HTMLElement) {
  const f = await form(canvasElement);
  await userEvent.type(f.getByLabelText('Your name'), 'Bola Adeyemi');
  await userEvent.type(f.getByLabelText('E-mail address'), 'bola.adeyemi@example.ng');
  await userEvent.type(f.getByLabelText(/Phone number/), '0809 555 1234');
  await userEvent.type(f.getByLabelText('What is it about?'), 'Cleaner came without a mop');
  await userEvent.type(f.getByLabelText(/Booking reference/), 'ile-7kx2q9');
  await userEvent.click(f.getByLabelText('Your message'));
  await userEvent.paste(MESSAGE);
  return f;
}

const send = (f: ReturnType<typeof within>) => userEvent.click(f.getByRole('button', { name: 'Send message' }));

/** Everything typed is still in the form. */
async function expectKept(f: ReturnType<typeof within>) {
  await expect(f.getByLabelText('Your name')).toHaveValue('Bola Adeyemi');
  await expect(f.getByLabelText('What is it about?')).toHaveValue('Cleaner came without a mop');
  await expect(f.getByLabelText(/Booking reference/)).toHaveValue('ile-7kx2q9');
  await expect(f.getByLabelText('Your message')).toHaveValue(MESSAGE);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const f = await form(canvasElement);
    for (const label of ['Your name', 'E-mail address', 'What is it about?', 'Your message']) await expect(f.getByLabelText(label)).toHaveValue('');
    await expect(f.getByLabelText(/Phone number/)).toHaveAccessibleDescription(/like 0803 123 4567/);
    await expect(f.getByLabelText('Your message')).toHaveAccessibleDescription('0/2000 characters, at least 10.');
    // Every other way to reach us, from the site config.
    const ways = within(canvas.getByRole('region', { name: 'Other ways to reach us' }));
    await expect(ways.getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(ways.getByRole('link', { name: 'WhatsApp 0803 555 0199' })).toHaveAttribute('href', 'https://wa.me/2348035550199');
    await expect(ways.getByRole('link', { name: 'support@ile.ng' })).toHaveAttribute('href', 'mailto:support@ile.ng');
    await expect(ways.getByText('Monday to Saturday, 8am to 6pm (WAT)')).toBeVisible();
    await expect(ways.getByText(/Plot 1021, Aminu Kano Crescent/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PrefilledForCustomer: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser({ name: 'Ada Okafor', email: 'ada@example.ng', phone: '+2348031234567' })) } } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Your name')).toHaveValue('Ada Okafor');
    await expect(f.getByLabelText('E-mail address')).toHaveValue('ada@example.ng');
    await expect(f.getByLabelText(/Phone number/)).toHaveValue('0803 123 4567');
    await expect(f.getByLabelText('What is it about?')).toHaveValue('');
    await expect(f.getByLabelText('Your message')).toHaveValue('');
  },
};

export const PrefilledForPhoneOnlyCustomer: Story = {
  name: 'Prefilled for a customer with no e-mail (joined by phone)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildPhoneCustomer()) } } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Your name')).toHaveValue('Tunde Bakare');
    // No e-mail on the account: the field is left for them to fill, never "null".
    await expect(f.getByLabelText('E-mail address')).toHaveValue('');
    await expect(f.getByLabelText(/Phone number/)).toHaveValue('0806 555 0142');
  },
};

const checksLog = createContactLog();
export const FieldErrors: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.ok(checksLog) } } },
  beforeEach: () => checksLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByLabelText(/Phone number/), '0123 456');
    await userEvent.type(f.getByLabelText('Your message'), 'Help!');
    await send(f);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('Please check the highlighted fields');
    await waitFor(() => expect(summary).toHaveFocus());
    for (const message of ['Enter your name.', 'Enter your e-mail address.', 'Enter a Nigerian mobile number, like 0803 123 4567.', 'Tell us in a few words what your message is about.', 'Tell us a little more: at least 10 characters.']) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(f.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabelText('Your message')).toHaveAccessibleDescription(/Tell us a little more/);
    // The summary's links take the person to the field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your name.' }));
    await expect(f.getByLabelText('Your name')).toHaveFocus();
    // Nothing was sent, and what was typed is still there.
    await expect(checksLog.requests).toHaveLength(0);
    await expect(f.getByLabelText('Your message')).toHaveValue('Help!');
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.fieldErrors({ email: 'We can’t deliver e-mail to this address. Check it for typos.' }) } } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const email = f.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/We can’t deliver e-mail to this address/);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    await expectKept(f);
  },
};

const pendingLog = createContactLog();
export const Sending: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.pending(pendingLog) } } },
  beforeEach: () => pendingLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const busy = await f.findByRole('button', { name: 'Sending your message…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second, impatient tap sends nothing more.
    await userEvent.click(busy);
    await expect(pendingLog.requests).toHaveLength(1);
  },
};

const sentLog = createContactLog();
export const Sent: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.ok(sentLog) } } },
  beforeEach: () => sentLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const heading = await within(canvasElement).findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    const sent = within(canvasElement).getByRole('region', { name: 'Message sent' });
    await expect(sent).toHaveTextContent('Thank you, Bola. We have your message “Cleaner came without a mop” about booking ILE-7KX2Q9');
    await expect(sent).toHaveTextContent('bola.adeyemi@example.ng');
    // The phone as stored, the reference as printed, everything trimmed.
    await expect(sentLog.requests).toEqual([
      { name: 'Bola Adeyemi', email: 'bola.adeyemi@example.ng', phone: '+2348095551234', subject: 'Cleaner came without a mop', bookingReference: 'ILE-7KX2Q9', message: MESSAGE },
    ]);
    await expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    // Another message: the sender's details stay, the rest starts empty.
    await userEvent.click(within(sent).getByRole('button', { name: 'Send another message' }));
    const again = await form(canvasElement);
    await expect(again.getByLabelText('Your name')).toHaveValue('Bola Adeyemi');
    await expect(again.getByLabelText('Your message')).toHaveValue('');
  },
};

export const FailedKeepsText: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your message was not sent');
    await expect(alert).toHaveTextContent('Your message is still here.');
    await expectKept(f);
    // Kept for a reload too.
    await expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toMatchObject({ message: MESSAGE });
    await expect(f.getByRole('button', { name: 'Send message' })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('Send it again when you are back online.');
    await expectKept(f);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: { sendContactMessage: sendContactMessageHandlers.tooMany() } } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Too many messages in a short time');
    await expect(alert).toHaveTextContent('call or WhatsApp us on 0803 555 0199');
    await expectKept(f);
  },
};

export const DraftKeptAfterReload: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ name: 'Bola Adeyemi', email: 'bola.adeyemi@example.ng', subject: 'Refund', message: 'I cancelled on Monday and' }));
    return () => window.sessionStorage.removeItem(CONTACT_DRAFT_KEY);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('What is it about?')).toHaveValue('Refund');
    await expect(f.getByLabelText('Your message')).toHaveValue('I cancelled on Monday and');
    await expect(f.getByLabelText(/Phone number/)).toHaveValue('');
  },
};
