// Every state of /signin, switched only by MSW handlers; the play functions are the screen's tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildAdmin } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, signInHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { SignInScreen } from './signin.tsx';

const meta = {
  title: 'Screens/Sign in',
  component: SignInScreen,
  parameters: { router: appAt('/signin') },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone comes first; e-mail and password are behind the switch. */
async function switchToEmail(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Use e-mail and password instead' }));
}

async function fillAndSubmit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await switchToEmail(canvasElement);
  if (email) await userEvent.type(await canvas.findByLabelText('E-mail address'), email);
  if (password) await userEvent.type(await canvas.findByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    // The phone first; e-mail and password one tap away, keeping what was typed.
    await expect(canvas.getByLabelText('Phone number')).toBeRequired();
    await userEvent.type(canvas.getByLabelText('Phone number'), '0803 123 4567');
    await switchToEmail(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByLabelText('E-mail address')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with your phone instead' }));
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0803 123 4567');
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example', '');
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole('link', { name: /valid e-mail address/ })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    // What was typed stays.
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example');
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { signIn: signInHandlers.fieldErrors({ email: 'We could not read that e-mail address.' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.ng', 'jollof-rice-2026');
    await expect(await canvas.findByText('We could not read that e-mail address.', { selector: '.field__error span' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  parameters: { msw: { handlers: { signIn: signInHandlers.wrongPassword() } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.ng', 'not-my-password');
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('That e-mail and password do not match. Please try again.');
    await expect(summary).toHaveFocus();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.ng');
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-my-password');
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { signIn: signInHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.ng', 'jollof-rice-2026');
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('You seem to be offline');
    await expect(summary).toHaveTextContent('Check your connection and try again.');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { signIn: signInHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.ng', 'jollof-rice-2026');
    const button = await canvas.findByRole('button', { name: /Signing you in/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SuccessGoesToDashboard: Story = {
  name: 'Signed in (customer)',
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.ng', 'jollof-rice-2026');
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(await canvas.findByRole('link', { name: 'Bookings' })).toBeVisible();
  },
};

export const AdminGoesToAdminArea: Story = {
  name: 'Signed in (admin)',
  parameters: { msw: { handlers: { signIn: signInHandlers.ok(buildAdmin()) } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'admin@ile.ng', 'admin-password');
    await waitFor(() => expect(storyLocation()).toBe('/admin_area'));
    await expect(await canvas.findByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const AlreadySignedIn: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async () => {
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
  },
};
