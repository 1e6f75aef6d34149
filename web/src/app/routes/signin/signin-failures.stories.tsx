// The sign-in form when the network fails under it (offline, or no answer until the time-out): a clear
// message, everything typed is still there, and pressing Sign in again goes through.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCurrentUser } from '../../../testing/fixtures/index.ts';
import { failThenAnswer, type TransportFailure } from '../../../testing/mocks/failures.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { SignInScreen } from './signin.tsx';

const meta = {
  title: 'Screens/Sign in/Failures',
  component: SignInScreen,
  parameters: { router: appAt('/signin') },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'ada@example.ng';
const PASSWORD = 'jollof-rice-2026';

const signInFailingOnce = (kind: TransportFailure) => failThenAnswer('/app/signin', kind, () => HttpResponse.json({ data: buildCurrentUser() }), 1, 'post');

/** Types, sends, expects `title` and `message`, checks nothing typed was lost, then sends again and gets in. */
async function failKeepRetry(canvasElement: HTMLElement, title: string, message: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Use e-mail and password instead' }));
  await userEvent.type(await canvas.findByLabelText('E-mail address'), EMAIL);
  await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent(title);
  await expect(alert).toHaveTextContent(message);
  await expect(canvas.getByLabelText('E-mail address')).toHaveValue(EMAIL);
  await expect(canvas.getByLabelText('Password')).toHaveValue(PASSWORD);
  // The button leaves its busy state a render after the message shows (the mutation's own update).
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
}

const offline = signInFailingOnce('network');
export const OfflineKeepsWhatWasTyped: Story = {
  parameters: { msw: { handlers: { signIn: offline.handler } } },
  beforeEach: () => offline.reset(),
  play: async ({ canvasElement }) => {
    await failKeepRetry(canvasElement, 'You seem to be offline', 'Check your connection and try again.');
    await expect(offline.calls.received).toBe(2);
  },
};

const timedOut = signInFailingOnce('timeout');
export const TimedOutKeepsWhatWasTyped: Story = {
  // A short write time-out so the story fails in a blink instead of after 30 s.
  parameters: { apiTimeouts: { readMs: 2000, writeMs: 400 }, msw: { handlers: { signIn: timedOut.handler } } },
  beforeEach: () => timedOut.reset(),
  play: async ({ canvasElement }) => {
    await failKeepRetry(canvasElement, 'There is a problem', 'This is taking too long. Check your connection and try again.');
    await expect(within(canvasElement).queryByText('You seem to be offline')).toBeNull();
    await expect(timedOut.calls.received).toBe(2);
  },
};
