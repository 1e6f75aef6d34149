// The confirmation after booking, read from the current user's open bookings (so a reload works),
// and what shows for a booking that is not there.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildBooking } from '../../../testing/fixtures/index.ts';
import { buildCustomerWithBooking } from '../../../testing/fixtures/index.ts';
import { bookingsHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { OrderConfirmationScreen } from './order-confirmation.tsx';

const meta = {
  title: 'Screens/Order confirmation',
  component: OrderConfirmationScreen,
  parameters: { router: appAt('/order/confirmed/b_1'), msw: { handlers: { currentUser: currentUserHandlers.customer(buildCustomerWithBooking()) } } },
} satisfies Meta<typeof OrderConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is in' })).toBeVisible();
    await expect(canvas.getByText('ILE-7KX2Q9')).toBeVisible();
    await expect(canvas.getByText('Home cleaning', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Saturday 5 December 2026')).toBeVisible();
    await expect(canvas.getByText('Morning, 8am–12pm (WAT)')).toBeVisible();
    await expect(canvas.getByText('₦43,000')).toBeVisible();
    await expect(canvas.getByText('Pending payment')).toBeVisible();
    // Payment arrives with its own issue: the next step is said in words, with no pay button.
    await expect(canvas.getByText(/We tell you how to pay/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View this booking' })).toHaveAttribute('href', '/dashboard/bookings/b_1');
    await expect(canvas.getByRole('link', { name: 'Go to my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};

export const InspectionVisitBooked: Story = {
  parameters: {
    msw: {
      handlers: {
        currentUser: currentUserHandlers.customer(
          buildCustomerWithBooking(buildBooking({ service: 'interiors', serviceName: 'Interior design', details: { rooms: 4, budget: 'from_1m_to_5m' }, price: { lines: [{ label: 'Design consultation visit', amountKobo: 1_500_000 }], totalKobo: 1_500_000, inspectionOnly: true } })),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₦15,000 (visit fee)')).toBeVisible();
  },
};

export const NotAnOpenBooking: Story = {
  parameters: { router: appAt('/order/confirmed/b_404'), msw: { handlers: { bookings: bookingsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find that booking' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
  },
};
