// The guards, in the real app: who gets where, switched by the current-user handler.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { currentUserHandlers } from '../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../testing/storybook/app-story.ts';
import { Guard } from './guard.tsx';

const meta = {
  title: 'Shell/Guards',
  component: Guard,
  args: { rule: 'customer' },
} satisfies Meta<typeof Guard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutVisitorSentToSignIn: Story = {
  name: 'Signed out',
  parameters: { router: appAt('/dashboard') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};

export const SignedOutVisitorSentToSignInFromAdminArea: Story = {
  name: 'Signed out, admin area',
  parameters: { router: appAt('/admin_area/services') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};

export const AdminAllowed: Story = {
  parameters: { router: appAt('/admin_area/services'), msw: { handlers: { currentUser: currentUserHandlers.admin() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Allowed in: the catalogue screen shows.
    await expect(await canvas.findByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/services');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  },
};

export const CustomerRefusedFromAdminArea: Story = {
  name: 'Not allowed (customer in the admin area)',
  parameters: { router: appAt('/admin_area'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const AdminSentAwayFromCustomerDashboard: Story = {
  name: 'Admin on the customer dashboard',
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.admin() } } },
  play: async () => {
    // /dashboard is for customers only: an admin goes via /signin to their own home, without looping.
    await waitFor(() => expect(storyLocation()).toBe('/admin_area'));
  },
};

export const OrderWithoutChosenService: Story = {
  parameters: { router: appAt('/order/finalize'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  beforeEach: () => window.localStorage.removeItem('service'),
  play: async () => {
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
  },
};

export const OrderWhenSignedOut: Story = {
  parameters: { router: appAt('/order/finalize') },
  beforeEach: () => {
    window.localStorage.setItem('service', JSON.stringify({ service: 'plumbing', page: 'plumbing' }));
    return () => window.localStorage.removeItem('service');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With the draft kept, the sign-in screen is the "finish your booking" one.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finish your booking' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};
