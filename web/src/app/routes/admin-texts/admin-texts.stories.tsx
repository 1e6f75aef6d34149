// Every state of /admin_area/texts: the note that texts leave only with a Termii key, the texts newest
// first (purpose in words, status badge, to, when, tries, last error or why held, the body), pages, empty,
// loading, failing, refused by the server, and who may not see it; the tabs to the e-mail outbox.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminTextsHandlers, createRequestLog, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminTextsScreen } from './admin-texts.tsx';

const queries = createRequestLog<Record<string, string>>();

const meta = {
  title: 'Screens/Admin/Texts',
  component: AdminTextsScreen,
  parameters: { router: appAt('/admin_area/texts'), msw: { handlers: { currentUser: currentUserHandlers.admin(), adminTexts: adminTextsHandlers.ok(undefined, queries) } } },
  beforeEach: () => queries.clear(),
} satisfies Meta<typeof AdminTextsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function list(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: 'Texts, newest first' }));
}

export const Texts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Text outbox' })).toBeVisible();
    // One Outbox section, two tabs: this one is current.
    await expect(canvas.getByRole('link', { name: 'Texts', current: 'page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'E-mails' })).toHaveAttribute('href', '/admin_area/outbox');
    await expect(canvas.getByText(/every text is kept here and never leaves/)).toBeVisible();
    const rows = await list(canvasElement);
    await expect(rows.getAllByRole('article')).toHaveLength(20);
    const onTheWay = within(rows.getByRole('article', { name: 'Pro on the way · 0806 555 0142' }));
    await expect(onTheWay.getByText('Kept here')).toBeVisible();
    await expect(onTheWay.getByRole('link', { name: '0806 555 0142' })).toHaveAttribute('href', 'tel:+2348065550142');
    await expect(onTheWay.getByText('5 December 2026, 9:10am')).toBeVisible();
    await expect(onTheWay.getByText(/Emeka Obi is on the way/)).toBeVisible();
    // A queued one shows its tries and why the last one failed.
    const queued = within(rows.getByRole('article', { name: 'To the pro: new job · 0803 000 0101' }));
    await expect(queued.getByText('Queued')).toBeVisible();
    await expect(queued.getByText('Termii answered 503')).toBeVisible();
    await expect(queued.getByText('2', { selector: 'dd' })).toBeVisible();
    const failed = within(rows.getByRole('article', { name: 'Visit moved · 0809 876 5432' }));
    await expect(failed.getByText('Failed')).toBeVisible();
    // One past a text limit: held, never sent, with the limit that held it.
    const held = within(rows.getByRole('article', { name: 'Visit moved · 0805 987 6543' }));
    await expect(held.getByText('Held')).toBeVisible();
    await expect(held.getByText('Why held')).toBeVisible();
    await expect(held.getByText(/TEXT_LIMIT_PER_BOOKING/)).toBeVisible();
    await expect(rows.getByRole('article', { name: 'Sign-in code · 0803 123 4567' })).toHaveTextContent('Your Ilé code is 482913');
    await expect(canvas.getByText('1–20 of 23 texts · page 1 of 2')).toBeVisible();
    await expect(queries.requests.at(-1)).toEqual({ pageSize: '20' });
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByText('21–23 of 23 texts · page 2 of 2')).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/texts?page=2');
    await waitFor(() => expect(queries.requests.at(-1)).toEqual({ page: '2', pageSize: '20' }));
  },
};

export const ToTheEmailOutbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'E-mails' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'E-mails', current: 'page' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminTexts: adminTextsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No texts yet. Sign-in codes and booking texts show up here as the app writes them.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminTexts: adminTextsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading texts' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminTexts: adminTextsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the texts');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { adminTexts: adminTextsHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(queries.requests).toHaveLength(0);
  },
};
