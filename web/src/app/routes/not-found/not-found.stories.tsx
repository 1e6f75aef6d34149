// The branded not-found screen, for an unknown path in the real app.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { NotFoundScreen } from './not-found.tsx';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  parameters: { router: appAt('/no-such-page') },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services');
    // Inside the shell: the navigation still works.
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};
