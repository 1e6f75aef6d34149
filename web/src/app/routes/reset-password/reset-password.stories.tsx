// Every state of /reset-password, switched only by MSW handlers and the link's token.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildAdmin, VALID_RESET_TOKEN } from '../../../testing/fixtures/index.ts';
import { resetPasswordHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { ResetPasswordScreen } from './reset-password.tsx';

const meta = {
  title: 'Screens/Reset password',
  component: ResetPasswordScreen,
  parameters: { router: appAt(`/reset-password?token=${VALID_RESET_TOKEN}`) },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitPassword(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Save and sign in' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitPassword(canvasElement, 'short');
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    // Show/hide lets a person check what they typed on a small keyboard.
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
  },
};

export const InvalidLink: Story = {
  parameters: { msw: { handlers: { resetPassword: resetPasswordHandlers.invalidLink() } } },
  play: async ({ canvasElement }) => {
    const canvas = await submitPassword(canvasElement, 'egusi-soup-2026');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This reset link has expired or was already used.');
    await expect(canvas.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const MissingToken: Story = {
  parameters: { router: appAt('/reset-password') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitPassword(canvasElement, 'egusi-soup-2026');
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(await canvas.findByRole('link', { name: 'Bookings' })).toBeVisible();
  },
};

export const SuccessAsAdmin: Story = {
  parameters: { msw: { handlers: { resetPassword: resetPasswordHandlers.ok(buildAdmin()) } } },
  play: async ({ canvasElement }) => {
    await submitPassword(canvasElement, 'egusi-soup-2026');
    await waitFor(() => expect(storyLocation()).toBe('/admin_area'));
  },
};
