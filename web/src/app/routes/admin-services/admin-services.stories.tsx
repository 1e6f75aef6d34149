// Every state of /admin_area/services, switched by the catalogue and current-user handlers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminCatalogueHandlers, currentUserHandlers, servicesHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminServicesScreen } from './admin-services.tsx';

const meta = {
  title: 'Screens/Admin/Services',
  component: AdminServicesScreen,
  parameters: {
    router: appAt('/admin_area/services'),
    msw: { handlers: { currentUser: currentUserHandlers.admin(), services: adminCatalogueHandlers.withHidden() } },
  },
} satisfies Meta<typeof AdminServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function serviceList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Services, in the order customers see them' });
}

export const ListWithHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await serviceList(canvasElement);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(17);
    await expect(canvas.getByText('17 services · 2 hidden')).toBeVisible();
    // Display order, each with its "from" price in naira and whether it is on sale.
    await expect(rows[0]).toHaveTextContent('Home cleaning');
    await expect(rows[0]).toHaveTextContent('On sale');
    await expect(rows[0]).toHaveTextContent('From ₦22,000');
    const fumigation = rows.find((row) => row.textContent?.includes('Fumigation'));
    await expect(fumigation).toHaveTextContent('Hidden');
    // Quoted-after-a-visit services say what the price is for.
    const interiors = rows.find((row) => row.textContent?.includes('Interior design'));
    await expect(interiors).toHaveTextContent(/Visit from ₦/);
    await expect(within(list).getByRole('link', { name: /Home cleaning/ })).toHaveAttribute('href', '/admin_area/service/view/s_home-cleaning');
    await expect(canvas.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  },
};

export const OpenAService: Story = {
  play: async ({ canvasElement }) => {
    const list = await serviceList(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: /Home cleaning/ }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/service/view/s_home-cleaning');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { services: adminCatalogueHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the catalogue' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'No services in the catalogue' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the catalogue');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You seem to be offline');
  },
};

export const ForbiddenForCustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A customer is not told the admin area exists.
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Services, in the order customers see them' })).not.toBeInTheDocument();
  },
};

export const SignedOutSentToSignIn: Story = {
  name: 'Signed out',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};
