// /cleaning/entails: what each cleaning includes, with live "from" prices and the call to book.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNaira } from '@ile/domain';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { CleaningEntailsScreen } from './cleaning-entails.tsx';

const meta = {
  title: 'Screens/Cleaning entails',
  component: CleaningEntailsScreen,
  parameters: { router: appAt('/cleaning/entails') },
} satisfies Meta<typeof CleaningEntailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'What our home cleaning includes' })).toBeVisible();
    for (const name of ['Standard cleaning', 'Deep cleaning', 'Move-in or move-out cleaning']) await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(formatNaira(3_200_000))).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: /Book a cleaner/ })) await expect(link).toHaveAttribute('href', '/services/home-cleaning');
  },
};
