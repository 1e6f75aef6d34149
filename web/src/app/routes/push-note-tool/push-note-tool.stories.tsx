// Every state of /pushnotetool: empty, the preview, one person by e-mail or phone (unknown, bad
// phone, sent), all customers and all pros (confirm first, sent), failures that keep what was typed,
// and who may not use it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SendNotificationRequest } from '../../../features/notifications/api/requests.ts';
import { createRequestLog, currentUserHandlers, sendNotificationHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { PushNoteToolScreen } from './push-note-tool.tsx';

const meta = {
  title: 'Screens/Admin/Push notification tool',
  component: PushNoteToolScreen,
  parameters: { router: appAt('/pushnotetool'), msw: { handlers: { currentUser: currentUserHandlers.admin() } } },
} satisfies Meta<typeof PushNoteToolScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Rainy season AC check';
const MESSAGE = 'Book an AC service this week and we check your stabiliser for free.';

async function compose(canvasElement: HTMLElement, { link = '/services/ac-repairs', email, phone }: { link?: string; email?: string; phone?: string } = {}) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Compose' });
  const f = within(form);
  await userEvent.type(f.getByLabelText('Title'), TITLE);
  await userEvent.type(f.getByLabelText('Message'), MESSAGE);
  if (link) await userEvent.type(f.getByLabelText(/Link/), link);
  if (email !== undefined || phone !== undefined) await userEvent.click(f.getByRole('radio', { name: /One person/ }));
  if (email !== undefined) await userEvent.type(f.getByLabelText('Their e-mail'), email);
  if (phone !== undefined) {
    await userEvent.click(f.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(f.getByLabelText('Their phone'), phone);
  }
  return f;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Compose' });
    await expect(within(form).getByRole('radio', { name: /All customers/ })).toBeChecked();
    await expect(within(form).getByRole('radio', { name: /All pros/ })).not.toBeChecked();
    await expect(within(form).queryByLabelText('Their e-mail')).not.toBeInTheDocument();
    await expect(within(form).getByRole('button', { name: 'Send to all customers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notify customers' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PreviewAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compose(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent(TITLE);
    await expect(preview).toHaveTextContent(MESSAGE);
    await expect(preview).toHaveTextContent('New');
    await expect(preview).toHaveTextContent('Opens /services/ac-repairs');
    // A preview is never a way off the page.
    await expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
  },
};

const emptyLog = createRequestLog<SendNotificationRequest>();
export const MissingFields: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(emptyLog) } } },
  beforeEach: () => emptyLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Compose' });
    const f = within(form);
    await userEvent.type(f.getByLabelText(/Link/), 'https://example.com');
    await userEvent.click(f.getByRole('radio', { name: /One person/ }));
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(f.getByLabelText('Title')).toHaveAccessibleDescription(/Write a short title/);
    await expect(f.getByLabelText('Message')).toHaveAccessibleDescription(/Write the message people will read/);
    await expect(f.getByLabelText(/Link/)).toHaveAccessibleDescription(/Use a path on this site that starts with \//);
    await expect(f.getByLabelText('Their e-mail')).toHaveAccessibleDescription(/Enter the e-mail address of the person/);
    await expect(emptyLog.requests).toHaveLength(0);
  },
};

const unknownLog = createRequestLog<SendNotificationRequest>();
export const OnePersonUnknownEmail: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.unknownPerson(unknownLog) } } },
  beforeEach: () => unknownLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { email: 'nobody@example.ng' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(/^Please check the highlighted fieldsNo customer or pro has an account with this e-mail address\.$/);
    await expect(f.getByLabelText('Their e-mail')).toHaveAccessibleDescription(/No customer or pro has an account with this e-mail address\./);
    // Nothing lost: everything typed is still there to correct.
    await expect(f.getByLabelText('Title')).toHaveValue(TITLE);
    await expect(f.getByLabelText('Message')).toHaveValue(MESSAGE);
    await expect(f.getByLabelText('Their e-mail')).toHaveValue('nobody@example.ng');
    await expect(unknownLog.requests).toEqual([{ title: TITLE, body: MESSAGE, link: '/services/ac-repairs', audience: 'one_person', email: 'nobody@example.ng' }]);
  },
};

const unknownPhoneLog = createRequestLog<SendNotificationRequest>();
export const OnePersonUnknownPhone: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.unknownPerson(unknownPhoneLog) } } },
  beforeEach: () => unknownPhoneLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await compose(canvasElement, { phone: '0805 999 0000' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    await expect(await f.findByText('No customer or pro has an account with this phone number.')).toBeVisible();
    await expect(f.getByLabelText('Their phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabelText('Their phone')).toHaveValue('0805 999 0000');
    await expect(unknownPhoneLog.requests).toEqual([{ title: TITLE, body: MESSAGE, link: '/services/ac-repairs', audience: 'one_person', phone: '0805 999 0000' }]);
  },
};

const badPhoneLog = createRequestLog<SendNotificationRequest>();
export const OnePersonPhoneNotNigerian: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(badPhoneLog) } } },
  beforeEach: () => badPhoneLog.clear(),
  play: async ({ canvasElement }) => {
    const f = await compose(canvasElement, { phone: '01 234 5678' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    await expect(f.getByLabelText('Their phone')).toHaveAccessibleDescription(/Enter a Nigerian mobile number, like 0803 123 4567\./);
    await expect(badPhoneLog.requests).toHaveLength(0);
  },
};

const phoneLog = createRequestLog<SendNotificationRequest>();
export const SentToOnePersonByPhone: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(phoneLog) } } },
  beforeEach: () => phoneLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { link: '', phone: '0803 555 0101' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Sent to 1 person');
    await expect(status).toHaveTextContent('(0803 555 0101)');
    await expect(phoneLog.requests).toEqual([{ title: TITLE, body: MESSAGE, audience: 'one_person', phone: '0803 555 0101' }]);
  },
};

const prosLog = createRequestLog<SendNotificationRequest>();
export const SentToAllPros: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(prosLog) } } },
  beforeEach: () => prosLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { link: '' });
    await userEvent.click(f.getByRole('radio', { name: /All pros/ }));
    await userEvent.click(f.getByRole('button', { name: 'Send to all pros' }));
    const confirm = canvas.getByRole('group', { name: 'Send this to every pro?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, send to all pros' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sent to 38 pros');
    await expect(prosLog.requests).toEqual([{ title: TITLE, body: MESSAGE, audience: 'all_pros' }]);
  },
};

const oneLog = createRequestLog<SendNotificationRequest>();
export const SentToOnePersonByEmail: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(oneLog) } } },
  beforeEach: () => oneLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { link: '', email: 'ada@example.ng' });
    // One person goes without a confirm step.
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sent to 1 person');
    await expect(oneLog.requests).toEqual([{ title: TITLE, body: MESSAGE, audience: 'one_person', email: 'ada@example.ng' }]);
  },
};

const allLog = createRequestLog<SendNotificationRequest>();
export const ConfirmBeforeAll: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(allLog) } } },
  beforeEach: () => allLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Send to all customers' }));
    const confirm = canvas.getByRole('group', { name: 'Send this to every customer?' });
    await expect(confirm).toHaveTextContent('can’t be taken back');
    await expect(allLog.requests).toHaveLength(0);
    // Going back keeps the message, and sends nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back and edit' }));
    await expect(f.getByLabelText('Title')).toHaveValue(TITLE);
    await expect(allLog.requests).toHaveLength(0);
    await userEvent.click(f.getByRole('button', { name: 'Send to all customers' }));
    await expect(canvas.getByRole('button', { name: 'Yes, send to all customers' })).toBeVisible();
  },
};

const sentLog = createRequestLog<SendNotificationRequest>();
export const SentToAll: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.ok(sentLog) } } },
  beforeEach: () => sentLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Send to all customers' }));
    const yes = canvas.getByRole('button', { name: 'Yes, send to all customers' });
    // A double tap sends once.
    await userEvent.dblClick(yes);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sent to 1,204 customers');
    await expect(sentLog.requests).toEqual([{ title: TITLE, body: MESSAGE, link: '/services/ac-repairs', audience: 'all_customers' }]);
    await expect(canvas.getByRole('region', { name: 'What they see' })).toHaveTextContent(TITLE);
    // Starting again clears the form.
    await userEvent.click(canvas.getByRole('button', { name: 'Write another message' }));
    await expect(await canvas.findByLabelText('Title')).toHaveValue('');
  },
};

const retryLog = createRequestLog<SendNotificationRequest>();
export const FailedThenSent: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.networkErrorThenOk(retryLog) } } },
  beforeEach: () => retryLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { email: 'ada@example.ng' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('Your message is kept here');
    await expect(f.getByLabelText('Message')).toHaveValue(MESSAGE);
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sent to 1 person');
    await expect(retryLog.requests).toHaveLength(1);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Send to all customers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, send to all customers' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The message was not sent');
    await expect(f.getByLabelText('Title')).toHaveValue(TITLE);
  },
};

export const RefusedByServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { sendNotification: sendNotificationHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await compose(canvasElement, { email: 'ada@example.ng' });
    await userEvent.click(f.getByRole('button', { name: 'Send to this person' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You don’t have access to this');
  },
};

export const ForbiddenForCustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Compose' })).not.toBeInTheDocument();
  },
};
