// The app-store badges on their own: drawn in the page, each link named by its words and pointing at
// the store in the site config.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../../config/site.ts';
import { AppStoreBadge } from './app-store-badge.tsx';
import './home.css';

const meta = {
  title: 'Components/App store badge',
  component: AppStoreBadge,
  args: { store: site.appStores[0] },
  decorators: [
    (Story) => (
      <div className="home__apps" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppStoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GooglePlay: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get it on Google Play' });
    await expect(link).toHaveAttribute('href', site.appStores[0].href);
  },
};

export const AppStore: Story = {
  args: { store: site.appStores[1] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download on the App Store' });
    await expect(link).toHaveAttribute('href', site.appStores[1].href);
  },
};
