// The footer: contact details from the site config, popular services, support links, CTAs, © 2023.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popular = within(canvas.getByRole('navigation', { name: 'Popular services' }));
    await expect(popular.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/services/plumbing',
      '/services/home-cleaning',
      '/services/interior-painting',
      '/services/fumigation',
      '/services/electricals',
      '/services/moving-help',
      '/services',
    ]);
    const support = within(canvas.getByRole('navigation', { name: 'Support' }));
    await expect(support.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Terms',
      'Book a service',
      'Help centre',
      'Happiness guarantee',
      'Contact us',
      'About Ilé',
      'Cancellation policy',
    ]);
    await expect(canvas.getByRole('link', { name: 'Become a Pro' })).toHaveAttribute('href', '/pro');
    await expect(canvas.getByRole('link', { name: 'Book a Cleaner' })).toHaveAttribute('href', '/services/home-cleaning');
    await expect(canvas.getByRole('link', { name: '0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(canvas.getByRole('link', { name: 'support@ile.ng' })).toHaveAttribute('href', 'mailto:support@ile.ng');
    await expect(canvas.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/2348035550199');
    await expect(canvas.getByText(/Abuja office/)).toBeVisible();
    await expect(canvas.getByText(/© 2023 Ilé/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Get the app' })).getAllByRole('link')).toHaveLength(2);
  },
};
