// "Text me about my bookings" on /dashboard: on by default, turned off (saving, then saved, and the
// current user follows), already off, and a failed save that puts the switch back and offers Try again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCurrentUser, buildNewEmailCustomer, buildPhoneCustomer } from '../../../testing/fixtures/index.ts';
import { createRequestLog, currentUserHandlers, setBookingTextsHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { DashboardScreen } from './dashboard.tsx';

const meta = {
  title: 'Screens/Dashboard/Texts',
  component: DashboardScreen,
  parameters: { router: appAt('/dashboard'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function textsSwitch(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('switch', { name: 'Text me about my bookings' });
}

export const On: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await textsSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/to 0803 123 4567\. Sign-in codes are always sent\./);
  },
};

const saved = createRequestLog<{ bookingTexts: boolean }>();
export const TurnOff: Story = {
  parameters: { msw: { handlers: { setBookingTexts: setBookingTextsHandlers.ok(buildCurrentUser(), saved) } } },
  beforeEach: () => saved.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await textsSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Saved. Booking texts are off.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(saved.requests).toEqual([{ bookingTexts: false }]);
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { setBookingTexts: setBookingTextsHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await textsSwitch(canvasElement);
    await userEvent.click(toggle);
    // The switch moves at once; the words say it is not saved yet.
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Saving…')).toBeVisible();
    await expect(await canvas.findByText('Saved. Booking texts are off.', undefined, { timeout: 4000 })).toBeVisible();
  },
};

export const Off: Story = {
  name: 'Off (a phone-only customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildPhoneCustomer({ bookingTexts: false })) } } },
  play: async ({ canvasElement }) => {
    const toggle = await textsSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/to 0806 555 0142/);
  },
};

/** Booking texts go only to a proven phone: the switch says the number must be confirmed first. */
export const PhoneNotConfirmed: Story = {
  name: 'On, the phone not confirmed yet',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildNewEmailCustomer()) } } },
  play: async ({ canvasElement }) => {
    const toggle = await textsSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/to 0802 123 4567 once you confirm it under Contact details\./);
  },
};

const failOnce = setBookingTextsHandlers.failOnce();
export const SaveFailed: Story = {
  name: 'Save failed, then Try again',
  parameters: { msw: { handlers: { setBookingTexts: failOnce.handler } } },
  beforeEach: () => failOnce.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await textsSwitch(canvasElement);
    await userEvent.click(toggle);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t turn booking texts off');
    // Back to what is saved: texts are still on.
    await expect(toggle).toBeChecked();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Saved. Booking texts are off.')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(failOnce.calls.received).toBe(2);
  },
};
