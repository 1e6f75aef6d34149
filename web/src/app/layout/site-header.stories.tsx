// The navigation bar per role (switched by the current-user handler), and the open menu at 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { currentUserHandlers } from '../../testing/mocks/index.ts';
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
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' }, { timeout: 3000 });
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

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' }, { timeout: 3000 });
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
