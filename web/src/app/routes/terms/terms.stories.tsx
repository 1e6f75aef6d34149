// /terms: the contents, every section, and the cancellation policy (section 5, id "cancellation")
// saying what the product enforces; /terms#cancellation (the footer's link) lands on it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { TermsScreen } from './terms.tsx';

const meta = {
  title: 'Screens/Terms',
  component: TermsScreen,
  parameters: { router: appAt('/terms') },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await expect(contents.getAllByRole('link')).toHaveLength(13);
    await expect(contents.getByRole('link', { name: 'Cancellations, changes and refunds' })).toHaveAttribute('href', '#cancellation');
    const policy = canvas.getByRole('region', { name: '5. Cancellations, changes and refunds' });
    await expect(policy).toHaveAttribute('id', 'cancellation');
    // What the product does: free online until a pro is assigned, support until the job starts, full refunds.
    await expect(policy).toHaveTextContent('You can cancel from your booking page, free of charge, while the booking is waiting for payment or is paid but has no pro yet.');
    await expect(policy).toHaveTextContent('our team can cancel it until the job starts, and a paid booking cancelled this way is refunded in full');
    await expect(policy).toHaveTextContent('any day from today up to 60 days ahead');
    await expect(policy).toHaveTextContent('A job in progress can’t be cancelled or moved.');
    await expect(policy).toHaveTextContent('We never charge a cancellation fee.');
    await expect(canvas.getByRole('region', { name: '3. Bookings and prices' })).toHaveTextContent('morning (8am–12pm), afternoon (12pm–4pm) and evening (4pm–7pm)');
    await expect(canvas.getByRole('region', { name: '6. The happiness guarantee' })).toHaveTextContent('within 7 days of it being marked completed');
    await expect(canvas.getByRole('region', { name: '4. Payment' })).toHaveTextContent('Paystack');
  },
};

export const CancellationPolicyLink: Story = {
  name: 'Opened at the cancellation policy',
  parameters: { router: appAt('/terms#cancellation') },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 2, name: '5. Cancellations, changes and refunds' });
    // The customer sees the policy's heading: whole, in the window, once the page has settled (the
    // blocks above may still change size after the scroll, so where exactly it lands is not asserted).
    await waitFor(() => {
      const box = heading.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(-1);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    });
  },
};
