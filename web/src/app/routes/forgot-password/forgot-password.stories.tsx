// Every state of /forgot-password, switched only by MSW handlers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forgotPasswordHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { ForgotPasswordScreen } from './forgot-password.tsx';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { router: appAt('/forgot-password') },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'ada@example.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    // The same words whether or not the address has an account.
    await expect(canvas.getByRole('status')).toHaveTextContent('If ada@example.ng has an Ilé account');
    await userEvent.click(canvas.getByRole('button', { name: 'Use another e-mail address' }));
    await expect(await canvas.findByLabelText('E-mail address')).toHaveValue('ada@example.ng');
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { forgotPassword: forgotPasswordHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'ada@example.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You seem to be offline');
  },
};
