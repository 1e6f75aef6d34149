// Every state of /forgot-password, switched only by MSW handlers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EMAIL_HINT } from '@ile/domain';
import { createRequestLog, forgotPasswordHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { ForgotPasswordScreen } from './forgot-password.tsx';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { router: appAt('/forgot-password') },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestLog = createRequestLog<{ email: string }>();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send me a reset link' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  name: 'Field errors',
  parameters: { msw: { handlers: { forgotPassword: forgotPasswordHandlers.sent(requestLog) } } },
  beforeEach: () => requestLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('E-mail address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_HINT));
    // Checked on the phone: nothing was sent.
    await expect(requestLog.requests).toEqual([]);
  },
};

export const ServerFieldErrors: Story = {
  name: 'Field errors from the server',
  parameters: { msw: { handlers: { forgotPassword: forgotPasswordHandlers.fieldErrors() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'ada@example.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByText('Enter a valid e-mail address, like name@example.com.', { selector: '.field__error span' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.ng');
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
