// "Your pro" on a customer's booking: assigned (call or WhatsApp them, their rating or "New on Ilé"),
// on the way and started (with the times in WAT), and done (no phone any more, the pro's note).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Booking } from '../../../api/types.ts';
import { buildBooking, buildBookingPro } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { BookingDetailScreen } from './booking-detail.tsx';

const meta = {
  title: 'Screens/Booking detail/Your pro',
  component: BookingDetailScreen,
  parameters: { router: appAt('/dashboard/bookings/b_1'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof BookingDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAID = '2026-12-01T09:35:00.000Z';
// 7:40, 8:15 and 11:50 UTC: 8:40am, 9:15am and 12:50pm in Lagos.
const ON_THE_WAY = '2026-12-05T07:40:00.000Z';
const STARTED = '2026-12-05T08:15:00.000Z';
const COMPLETED = '2026-12-05T11:50:00.000Z';

function withPro(overrides: Partial<Booking>): { bookings: ReturnType<typeof bookingsHandlers.ok> } {
  return { bookings: bookingsHandlers.ok([buildBooking({ status: 'pro_assigned', paidAt: PAID, proName: 'Musa Ibrahim', pro: buildBookingPro(), ...overrides })]) };
}

async function proCard(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Your pro' }));
}

async function progress(canvasElement: HTMLElement) {
  const card = await proCard(canvasElement);
  return within(card.getByRole('list', { name: 'How the job is going' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export const ProAssigned: Story = {
  parameters: { msw: { handlers: withPro({}) } },
  play: async ({ canvasElement }) => {
    const card = await proCard(canvasElement);
    await expect(card.getByText('Musa Ibrahim')).toBeVisible();
    await expect(card.getByText('★ 4.8 · 23 reviews')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 0805 111 2233' })).toHaveAttribute('href', 'tel:+2348051112233');
    await expect(card.getByRole('link', { name: 'WhatsApp Musa Ibrahim' })).toHaveAttribute(
      'href',
      `https://wa.me/2348051112233?text=${encodeURIComponent('Hello Musa Ibrahim, about my Ilé booking ILE-7KX2Q9')}`,
    );
    await expect(await progress(canvasElement)).toEqual(['Assigned', 'On the way(not yet)', 'Started(not yet)', 'Done(not yet)']);
  },
};

export const NewPro: Story = {
  parameters: { msw: { handlers: withPro({ pro: buildBookingPro({ rating: null }) }) } },
  play: async ({ canvasElement }) => {
    await expect((await proCard(canvasElement)).getByText('New on Ilé')).toBeVisible();
  },
};

export const OnTheWay: Story = {
  parameters: { msw: { handlers: withPro({ onTheWayAt: ON_THE_WAY }) } },
  play: async ({ canvasElement }) => {
    await expect(await progress(canvasElement)).toEqual(['Assigned', 'On the way8:40am', 'Started(not yet)', 'Done(not yet)']);
    await expect((await proCard(canvasElement)).getByRole('link', { name: 'Call 0805 111 2233' })).toBeVisible();
  },
};

export const Started: Story = {
  parameters: { msw: { handlers: withPro({ status: 'in_progress', onTheWayAt: ON_THE_WAY, startedAt: STARTED }) } },
  play: async ({ canvasElement }) => {
    await expect(await progress(canvasElement)).toEqual(['Assigned', 'On the way8:40am', 'Started9:15am', 'Done(not yet)']);
  },
};

export const DoneWithNote: Story = {
  parameters: {
    msw: {
      handlers: withPro({
        status: 'completed',
        onTheWayAt: ON_THE_WAY,
        startedAt: STARTED,
        completedAt: COMPLETED,
        proNote: 'Cleaned all rooms; the kitchen tap drips, worth a plumber.',
        pro: buildBookingPro({ phone: null }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const card = await proCard(canvasElement);
    await expect(await progress(canvasElement)).toEqual(['Assigned', 'On the way8:40am', 'Started9:15am', 'Done12:50pm']);
    await expect(card.getByRole('heading', { name: 'A note from Musa Ibrahim' })).toBeVisible();
    await expect(card.getByText('Cleaned all rooms; the kitchen tap drips, worth a plumber.')).toBeVisible();
    // Once the job is over the pro's phone is no longer shown.
    await expect(card.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    await expect(card.queryByRole('link', { name: /^WhatsApp / })).not.toBeInTheDocument();
  },
};

export const NoProYet: Story = {
  name: 'Needs a pro',
  parameters: { msw: { handlers: { bookings: bookingsHandlers.ok([buildBooking({ status: 'paid', paidAt: PAID })]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your pro' })).not.toBeInTheDocument();
  },
};
