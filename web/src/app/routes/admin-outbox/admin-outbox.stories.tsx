// Every state of /admin_area/outbox: the note that it fills only without an SMTP server, the e-mails
// newest first (to, subject, time in Lagos, the text part opened in place, kept as written), pages,
// empty, loading, slow, failing, and who may not see it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInboxStore, adminOutboxHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminOutboxScreen } from './admin-outbox.tsx';

const store = adminInboxStore();

const meta = {
  title: 'Screens/Admin/Outbox',
  component: AdminOutboxScreen,
  parameters: { router: appAt('/admin_area/outbox'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminOutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function list(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: 'E-mails, newest first' }));
}

export const Outbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Outbox', current: 'page' })).toBeVisible();
    // Beside the texts outbox: two tabs, this one current.
    await expect(canvas.getByRole('link', { name: 'E-mails', current: 'page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Texts' })).toHaveAttribute('href', '/admin_area/texts');
    await expect(canvas.getByText(/This fills only when no SMTP server is configured/)).toBeVisible();
    const rows = await list(canvasElement);
    const mails = rows.getAllByRole('article');
    await expect(mails).toHaveLength(20);
    const invitation = within(rows.getByRole('article', { name: 'Ada invited you to Ilé' }));
    await expect(invitation.getByText('tunde.bakare@example.ng')).toBeVisible();
    await expect(invitation.getByText('1 December 2026, 7:20pm')).toBeVisible();
    // The text part is closed until asked for, then shown as written (lines kept, long links wrapped).
    const text = invitation.getByText(/Sign up with her code ADA7K2/);
    await expect(text).not.toBeVisible();
    await userEvent.click(invitation.getByText('Read the e-mail'));
    await expect(text).toBeVisible();
    await expect(text).toHaveTextContent('http://localhost:3000/signup?ref=ADA7K2&utm_source=referral');
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(canvas.getByText('1–20 of 23 e-mails · page 1 of 2')).toBeVisible();
    await expect(store.logs.outboxQueries.requests.at(-1)).toEqual({ pageSize: '20' });
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByText('21–23 of 23 e-mails · page 2 of 2')).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/outbox?page=2');
    await waitFor(() => expect(store.logs.outboxQueries.requests.at(-1)).toEqual({ page: '2', pageSize: '20' }));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminOutbox: adminOutboxHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The outbox is empty. E-mails the app would have sent show up here.')).toBeVisible();
    await expect(canvas.getByText(/This fills only when no SMTP server is configured/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminOutbox: adminOutboxHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading e-mails' })).toBeVisible();
  },
};

export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { adminOutbox: adminOutboxHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading e-mails' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'E-mails, newest first' }, { timeout: 5000 })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminOutbox: adminOutboxHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the outbox');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { adminOutbox: adminOutboxHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(store.logs.outboxQueries.requests).toHaveLength(0);
  },
};
