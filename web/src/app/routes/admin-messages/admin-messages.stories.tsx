// Every state of /admin_area/messages: the inbox (unread first, each message in full, referrals with
// what came of them), filters and pages in the URL, marking read and unread (the list, the unread
// count and the message's history follow), who read a message before and when, a failed mark, empty,
// loading, slow, failing, and who may not see it. An in-memory
// store answers like the BFF and logs each call, so play functions prove what reached the server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInboxStore, adminMarkMessageHandlers, adminMessagesHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { openHistory } from '../../../testing/storybook/item-history.ts';
import { AdminMessagesScreen } from './admin-messages.tsx';

const store = adminInboxStore();

const meta = {
  title: 'Screens/Admin/Messages',
  component: AdminMessagesScreen,
  parameters: { router: appAt('/admin_area/messages'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers, adminOverview: store.overview() } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function list(canvasElement: HTMLElement, name: string | RegExp = 'Messages, unread first') {
  return within(await within(canvasElement).findByRole('list', { name }));
}

const message = (scope: Canvas, subject: string | RegExp) => within(scope.getByRole('article', { name: subject }));
const lastQuery = () => store.logs.messagesQueries.requests.at(-1);

export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Messages', current: 'page' })).toBeVisible();
    await expect(await canvas.findByText('3 unread')).toBeVisible();
    const rows = await list(canvasElement);
    const articles = rows.getAllByRole('article');
    await expect(articles).toHaveLength(20);
    // Unread first, said in words.
    for (const article of articles.slice(0, 3)) await expect(within(article).getByText('Unread')).toBeVisible();
    await expect(within(articles[3] as HTMLElement).getByText('Read')).toBeVisible();
    // A contact message in full: who, how to reach them, the booking they quote, every line of it.
    const contact = message(rows, 'The cleaner has not arrived');
    await expect(contact.getByText('Contact message')).toBeVisible();
    await expect(contact.getByText('Chioma Nwankwo')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'chioma.nwankwo@example.ng' })).toHaveAttribute('href', 'mailto:chioma.nwankwo@example.ng');
    await expect(contact.getByRole('link', { name: '0803 456 7890' })).toHaveAttribute('href', 'tel:+2348034567890');
    await expect(contact.getByText('ILE-3MP8RT')).toBeVisible();
    await expect(contact.getByText(/nobody has come yet\.\s+Please can someone call me\?/)).toBeVisible();
    await expect(contact.getByText('2 December 2026, 8:55am')).toBeVisible();
    // A referral: who was invited, whether the invitation went by e-mail, whether they signed up.
    const referral = message(rows, 'Invitation to Tunde Bakare');
    await expect(referral.getByText('Referral')).toBeVisible();
    await expect(referral.getByRole('link', { name: 'tunde.bakare@example.ng' })).toHaveAttribute('href', 'mailto:tunde.bakare@example.ng');
    await expect(referral.getByText('Invitation e-mailed').nextElementSibling).toHaveTextContent('Yes');
    await expect(referral.getByText('Signed up').nextElementSibling).toHaveTextContent('Not yet');
    const whatsapp = message(rows, 'Invitation to Bisi Alabi');
    await expect(whatsapp.getByText('Friend’s e-mail').nextElementSibling).toHaveTextContent('Not given');
    await expect(whatsapp.getByText('Signed up').nextElementSibling).toHaveTextContent('Yes, with the referral code');
    await expect(whatsapp.getByText('No note was sent with the invitation.')).toBeVisible();
    // Who marked what and when, newest first: read, put back to unread for a follow-up, read again.
    await expect(contact.queryByText(/^History/)).not.toBeInTheDocument();
    const [again, unread, firstRead] = await openHistory(articles[3] as HTMLElement, 3);
    await expect(again).toHaveTextContent('Marked read');
    await expect(again).toHaveTextContent('Ilé Admin · 28 November 2026, 6:30pm');
    await expect(unread).toHaveTextContent('Marked unread');
    await expect(unread).toHaveTextContent('Tola Akinwale · 28 November 2026, 4:40pm');
    await expect(unread).toHaveTextContent('Read: 28 November 2026, 4:10pm → changed to Not read');
    await expect(firstRead).toHaveTextContent('Tola Akinwale · 28 November 2026, 4:10pm');
    await expect(canvas.getByText('1–20 of 24 messages · page 1 of 2')).toBeVisible();
    await expect(lastQuery()).toEqual({ pageSize: '20' });
  },
};

export const MarkRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement);
    await canvas.findByText('3 unread');
    const contact = message(rows, 'The cleaner has not arrived');
    await userEvent.dblClick(contact.getByRole('button', { name: 'Mark read' }));
    await expect(await canvas.findByText('Marked read: “The cleaner has not arrived”.')).toBeVisible();
    await expect(store.logs.mark.requests).toEqual([{ id: 'm_1', read: true }]);
    // The list and the count follow: it is read now and can be marked unread again.
    await waitFor(() => expect(message(rows, 'The cleaner has not arrived').getByText('Read')).toBeVisible());
    await expect(message(rows, 'The cleaner has not arrived').getByRole('button', { name: 'Mark unread' })).toBeVisible();
    await expect(await canvas.findByText('2 unread')).toBeVisible();
    // The history has it: who read it and when.
    const [entry] = await openHistory(rows.getByRole('article', { name: 'The cleaner has not arrived' }), 1);
    await expect(entry).toHaveTextContent('Marked read');
    await expect(entry).toHaveTextContent('Ilé Admin · 10 December 2026, 10:01am');
    await expect(entry).toHaveTextContent('Read: Not read → changed to 10 December 2026, 10:01am');
  },
};

export const MarkUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement);
    await canvas.findByText('3 unread');
    await userEvent.click(message(rows, 'Invitation to Bisi Alabi').getByRole('button', { name: 'Mark unread' }));
    await expect(await canvas.findByText('Marked unread: “Invitation to Bisi Alabi”.')).toBeVisible();
    await expect(store.logs.mark.requests).toEqual([{ id: 'm_r2', read: false }]);
    await expect(await canvas.findByText('4 unread')).toBeVisible();
    await waitFor(() => expect(message(rows, 'Invitation to Bisi Alabi').getByText('Unread')).toBeVisible());
    // On top of the other admin's reading of it.
    const [unread, read] = await openHistory(rows.getByRole('article', { name: 'Invitation to Bisi Alabi' }), 2);
    await expect(unread).toHaveTextContent('Marked unread');
    await expect(unread).toHaveTextContent('Ilé Admin · 10 December 2026, 10:01am');
    await expect(read).toHaveTextContent('Marked read');
    await expect(read).toHaveTextContent('Tola Akinwale');
  },
};

export const UnreadOnly: Story = {
  parameters: { router: appAt('/admin_area/messages?unread=true') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement, 'Unread messages, newest first');
    await expect(lastQuery()).toEqual({ unread: 'true', pageSize: '20' });
    await expect(canvas.getByRole('switch', { name: 'Unread only' })).toBeChecked();
    await expect(rows.getAllByRole('article')).toHaveLength(3);
    // Read now, it leaves the unread list; the notice says what happened.
    await userEvent.click(message(rows, 'Price for a 5-bedroom duplex').getByRole('button', { name: 'Mark read' }));
    await expect(await canvas.findByText('Marked read: “Price for a 5-bedroom duplex”.')).toBeVisible();
    await waitFor(() => expect(rows.getAllByRole('article')).toHaveLength(2));
    await expect(await canvas.findByText('2 unread')).toBeVisible();
  },
};

export const FilterByKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Referrals' }));
    await waitFor(() => expect(lastQuery()).toEqual({ kind: 'referral', pageSize: '20' }));
    await expect(storyLocation()).toBe('/admin_area/messages?kind=referral');
    // The heading follows the URL at once; the filtered answer replaces the previous page when it arrives.
    await waitFor(async () => expect((await list(canvasElement, 'Referrals, unread first')).getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'Referrals' })).toHaveAttribute('aria-current', 'page');
    // "Unread only" keeps the kind.
    await userEvent.click(canvas.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(storyLocation()).toBe('/admin_area/messages?kind=referral&unread=true'));
    // The heading follows the URL at once; the filtered answer replaces the previous page when it arrives.
    await waitFor(() => expect(lastQuery()).toEqual({ kind: 'referral', unread: 'true', pageSize: '20' }));
    await waitFor(async () => expect((await list(canvasElement, 'Unread referrals, newest first')).getAllByRole('article')).toHaveLength(1));
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByText('21–24 of 24 messages · page 2 of 2')).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/messages?page=2');
    await expect(lastQuery()).toEqual({ page: '2', pageSize: '20' });
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(4));
  },
};

export const MarkFailed: Story = {
  parameters: { msw: { handlers: { adminMarkMessage: adminMarkMessageHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    const contact = message(rows, 'The cleaner has not arrived');
    await userEvent.click(contact.getByRole('button', { name: 'Mark read' }));
    const alert = await contact.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t mark this message read');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    // Nothing changed: still unread, still offered.
    await expect(contact.getByText('Unread')).toBeVisible();
    await expect(contact.getByRole('button', { name: 'Mark read' })).toBeVisible();
    await expect(within(canvasElement).getByText('3 unread')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminMessages: adminMessagesHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No messages yet. Contact-form messages and referrals show up here.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Show all messages' })).not.toBeInTheDocument();
  },
};

export const NothingUnread: Story = {
  parameters: { router: appAt('/admin_area/messages?unread=true'), msw: { handlers: { adminMessages: adminMessagesHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing unread. You’re up to date.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all messages' })).toHaveAttribute('href', '/admin_area/messages');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminMessages: adminMessagesHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading messages' })).toBeVisible();
  },
};

export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { adminMessages: adminMessagesHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading messages' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Messages, unread first' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Loading messages' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminMessages: adminMessagesHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the messages');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  // The session lost its admin role after the page loaded: the server's answer is shown.
  parameters: { msw: { handlers: { adminMessages: adminMessagesHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    // A customer's browser never asks for the inbox.
    await expect(store.logs.messagesQueries.requests).toHaveLength(0);
  },
};
