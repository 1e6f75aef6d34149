// The navigation bar per role (switched by the current-user handler), the open menu at 360 px, and
// the customer's notification bell with its unread count.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { currentUserHandlers, notificationsHandlers, notificationsStore } from '../../testing/mocks/index.ts';
import { SiteHeader } from './site-header.tsx';
import { StartupGate } from './startup-gate.tsx';

/** The header as the app shows it: for whoever the current-user call says is signed in. */
function NavigationForSession() {
  const user = useCurrentUserState();
  return <SiteHeader user={user} />;
}

const meta = {
  title: 'Shell/Navigation',
  component: NavigationForSession,
  decorators: [
    (Story) => (
      <StartupGate extraMs={0}>
        <Story />
      </StartupGate>
    ),
  ],
  parameters: { router: { path: '/about' } },
} satisfies Meta<typeof NavigationForSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLinks = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent?.replace(/\(.*\)/, '').trim(), a.getAttribute('href')]);
};

export const SignedOut: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(await navLinks(canvasElement)).toEqual([
      ['Services', '/services'],
      ['About', '/about'],
      ['Help', 'https://help.ile.ng'],
      ['Sign In', '/signin'],
      ['Become a Pro', '/pro'],
    ]);
  },
};

export const Customer: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await navLinks(canvasElement)).toEqual([
      ['Services', '/services'],
      ['About', '/about'],
      ['Help', 'https://help.ile.ng'],
      ['Bookings', '/dashboard'],
      ['Account', '/account'],
      ['Logout', '/app/logout'],
      ['Become a Pro', '/pro'],
    ]);
  },
};

export const Admin: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.admin() } } },
  play: async ({ canvasElement }) => {
    await expect(await navLinks(canvasElement)).toEqual([
      ['Dashboard', '/admin_area'],
      ['Services', '/admin_area/services'],
      ['Sign Out', '/app/logout'],
    ]);
  },
};

export const Pro: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.pro() } } },
  play: async ({ canvasElement }) => {
    // A pro's jobs, not the customer's bookings nor the admin's pages, and no "Become a Pro".
    await expect(await navLinks(canvasElement)).toEqual([
      ['Services', '/services'],
      ['About', '/about'],
      ['Help', 'https://help.ile.ng'],
      ['My jobs', '/pro/jobs'],
      ['Account', '/account'],
      ['Logout', '/app/logout'],
    ]);
  },
};

const proStore = notificationsStore();
export const ProWithUnread: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.pro(), ...proStore.handlers } } },
  beforeEach: () => proStore.reset(),
  play: async ({ canvasElement }) => {
    // A pro's notifications are listed on their jobs page.
    const bell = await within(canvasElement).findByRole('link', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveAttribute('href', '/pro/jobs#notifications');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' });
    // The story tests run in a narrow frame, so the menu starts collapsed.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a Pro' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    // Left open for the designers' view of this story.
    await userEvent.click(button);
  },
};

const customerStore = notificationsStore();
export const CustomerWithUnread: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), ...customerStore.handlers } } },
  beforeEach: () => customerStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bar shows at once; the count follows when the list answers, next to the menu at 360 px.
    const bell = await canvas.findByRole('link', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('href', '/dashboard#notifications');
    await expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('2');
    await expect(customerStore.listCalls()).toBe(1);
  },
};

export const CustomerAllRead: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), notifications: notificationsHandlers.none() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', { name: 'Notifications' });
    await expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();
  },
};

export const CustomerCountUnavailable: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(), notifications: notificationsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    // A failed count never gets in the way: the bell is there, without a number.
    const bell = await within(canvasElement).findByRole('link', { name: 'Notifications' });
    await expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();
  },
};

const visitorStore = notificationsStore();
export const NoBellForVisitor: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: visitorStore.handlers } },
  beforeEach: () => visitorStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sign In' });
    await expect(canvas.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(visitorStore.listCalls()).toBe(0);
  },
};

const adminStore = notificationsStore();
export const NoBellForAdmin: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.admin(), ...adminStore.handlers } } },
  beforeEach: () => adminStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sign Out' });
    await expect(canvas.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    // Only a customer's or pro's session asks for notifications: the call would be refused for an admin.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(adminStore.listCalls()).toBe(0);
  },
};
