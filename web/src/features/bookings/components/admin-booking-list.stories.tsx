// The booking rows the admin scans on /admin_area and on a pro's page, on their own: with and
// without a pro, every status, and the loading skeleton the screens show first.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildAdminBooking, buildAdminBookingQueue } from '../../../testing/fixtures/index.ts';
import { AdminBookingList, AdminListSkeleton } from './admin-booking-list.tsx';

const meta = {
  title: 'Screens/Admin/Booking list',
  component: AdminBookingList,
  args: { items: buildAdminBookingQueue(6), label: 'Bookings, soonest visit first' },
} satisfies Meta<typeof AdminBookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Bookings, soonest visit first' }));
    const rows = list.getAllByRole('link');
    await expect(rows).toHaveLength(6);
    const first = args.items[0];
    if (!first) throw new Error('the queue fixture is empty');
    await expect(rows[0]).toHaveAttribute('href', `/admin_area/booking/view/${first.booking.id}`);
    await expect(rows[0]).toHaveTextContent(first.booking.reference);
    await expect(rows[0]).toHaveTextContent(first.customer.name);
  },
};

export const WithAndWithoutPro: Story = {
  args: {
    items: [
      buildAdminBooking({ booking: { id: 'b_a', reference: 'ILE-AAAAAA', status: 'pro_assigned', proName: 'Blessing Okon' }, pro: { id: 'p_3', name: 'Blessing Okon', phone: '+2348031234501' } }),
      buildAdminBooking({ booking: { id: 'b_b', reference: 'ILE-BBBBBB', status: 'paid' } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('link');
    await expect(rows[0]).toHaveTextContent('Blessing Okon');
    await expect(rows[1]).toHaveTextContent('No pro yet');
  },
};

export const Loading: StoryObj<typeof AdminListSkeleton> = {
  render: () => <AdminListSkeleton label="Loading bookings" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading bookings' })).toBeVisible();
  },
};
