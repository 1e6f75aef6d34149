// Every state of /admin_area/pros: everyone, filtered by status (the URL carries it to the server),
// empty, loading and failing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminProsHandlers, adminStore, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminProsScreen } from './admin-pros.tsx';

const store = adminStore();

const meta = {
  title: 'Screens/Admin/Pros',
  component: AdminProsScreen,
  parameters: { router: appAt('/admin_area/pros'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminProsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everyone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pros and applications' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pros', current: 'page' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Pros and applications, newest first' }));
    const rows = list.getAllByRole('link');
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent('Musa Ibrahim');
    await expect(rows[0]).toHaveTextContent('Pending review');
    await expect(rows[0]).toHaveTextContent('Plumbing, Electrical work');
    await expect(rows[0]).toHaveTextContent('Wuse, FCT · 0803 123 4599');
    await expect(rows[0]).toHaveAttribute('href', '/admin_area/pro/view/p_1');
    await expect(canvas.getByText('1–6 of 6 pros')).toBeVisible();
    await expect(store.logs.prosQueries.requests.at(-1)).toEqual({ pageSize: '20' });
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Pros and applications, newest first' });
    await userEvent.click(canvas.getByRole('link', { name: 'Suspended' }));
    await waitFor(() => expect(store.logs.prosQueries.requests.at(-1)).toEqual({ status: 'suspended', pageSize: '20' }));
    await expect(storyLocation()).toBe('/admin_area/pros?status=suspended');
    const list = within(await canvas.findByRole('list', { name: 'Suspended, newest first' }));
    // The list is renamed at once and keeps the previous rows (aria-busy) until the answer comes.
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(1));
    await expect(list.getByRole('link')).toHaveTextContent('Halima Bello');
    await expect(canvas.getByRole('link', { name: 'Suspended' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PendingApplications: Story = {
  parameters: { router: appAt('/admin_area/pros?status=pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Pending review, newest first' }));
    await expect(list.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('1–1 of 1 applications')).toBeVisible();
  },
};

export const NoApplicationsWaiting: Story = {
  parameters: { router: appAt('/admin_area/pros?status=pending'), msw: { handlers: { adminPros: adminProsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No applications waiting. New ones show up here.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminPros: adminProsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No applications yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminPros: adminProsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading pros' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminPros: adminProsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We couldn’t load the pros');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(store.logs.prosQueries.requests).toHaveLength(0);
  },
};
