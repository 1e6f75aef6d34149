// The review section of a completed booking's page: the form (stars as radio buttons, the comment
// counter), the form's own checks, sending (one review however often Publish is tapped), published
// (shown at once, and on the refetched booking), already reviewed from another phone, a job not yet
// completed, offline with the words kept, a review already left, and no section before completion.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildReviewableBooking, buildReviewedBooking } from '../../../testing/fixtures/index.ts';
import { addReviewHandlers, bookingsHandlers, createAddReviewLog, currentUserHandlers, reviewsStore } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { BookingDetailScreen } from './booking-detail.tsx';

const meta = {
  title: 'Screens/Booking detail/Review',
  component: BookingDetailScreen,
  parameters: {
    router: appAt('/dashboard/bookings/b_reviewable'),
    msw: { handlers: { currentUser: currentUserHandlers.customer(), bookings: bookingsHandlers.ok([buildReviewableBooking()]) } },
  },
} satisfies Meta<typeof BookingDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMMENT = 'Musa was on time and very thorough in the kitchen. The oven has not looked this clean in years.';

async function reviewSection(canvasElement: HTMLElement, name = 'Rate your home cleaning') {
  return within(await within(canvasElement).findByRole('region', { name }));
}

async function rateAndWrite(section: ReturnType<typeof within>, stars = '5 stars, Excellent') {
  await userEvent.click(section.getByRole('radio', { name: stars }));
  await userEvent.click(section.getByLabelText(/Tell us more/));
  await userEvent.paste(COMMENT);
}

const publish = (section: ReturnType<typeof within>) => userEvent.click(section.getByRole('button', { name: 'Publish my review' }));

export const CompletedAsksForAReview: Story = {
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await expect(section.getByText(/Musa Ibrahim finished the job on/)).toBeVisible();
    const stars = section.getByRole('group', { name: 'Your rating' });
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    for (const radio of within(stars).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(section.getByLabelText(/Tell us more/)).toHaveAccessibleDescription(/0\/1000 characters\./);
    // Arrow keys move between the stars, as with any radio group.
    await userEvent.click(section.getByRole('radio', { name: '3 stars, Good' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(section.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await expect(section.getByText('Very good')).toBeVisible();
    await userEvent.type(section.getByLabelText(/Tell us more/), 'Great job');
    await expect(section.getByLabelText(/Tell us more/)).toHaveAccessibleDescription(/9\/1000 characters\./);
  },
};

const checksLog = createAddReviewLog();
export const ValidationError: Story = {
  parameters: { msw: { handlers: { addReview: addReviewHandlers.ok(checksLog) } } },
  beforeEach: () => checksLog.clear(),
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await userEvent.click(section.getByLabelText(/Tell us more/));
    await userEvent.paste('a'.repeat(1004));
    await publish(section);
    const summary = await section.findByRole('alert');
    await expect(summary).toHaveTextContent('Please check your review');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Choose from 1 to 5 stars.' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Use at most 1000 characters: you have 4 too many.' })).toBeVisible();
    await expect(section.getByRole('radio', { name: '1 star, Poor' })).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabelText(/Tell us more/)).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('1004/1000 characters.')).toBeVisible();
    // The summary's link takes the person to the first star.
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose from 1 to 5 stars.' }));
    await expect(section.getByRole('radio', { name: '1 star, Poor' })).toHaveFocus();
    await expect(checksLog.requests).toHaveLength(0);
  },
};

const pendingLog = createAddReviewLog();
export const Sending: Story = {
  parameters: { msw: { handlers: { addReview: addReviewHandlers.pending(pendingLog) } } },
  beforeEach: () => pendingLog.clear(),
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section);
    await publish(section);
    const busy = await section.findByRole('button', { name: 'Sending your review…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(pendingLog.requests).toHaveLength(1);
  },
};

const store = reviewsStore();
export const Submitted: Story = {
  parameters: { msw: { handlers: store.handlers } },
  beforeEach: () => store.reset(),
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section);
    await publish(section);
    const mine = await reviewSection(canvasElement, 'Your review');
    await expect(await mine.findByText('Thank you for your review')).toBeVisible();
    await expect(mine.getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await expect(mine.getByText('Excellent')).toBeVisible();
    await expect(mine.getByText(COMMENT)).toBeVisible();
    await expect(mine.queryByRole('button', { name: 'Publish my review' })).not.toBeInTheDocument();
    await expect(store.log.requests).toEqual([{ bookingId: 'b_reviewable', rating: 5, comment: COMMENT }]);
    // The refetched booking carries the review; it stays shown from there.
    await waitFor(() => expect(mine.getByText(/^Reviewed on /)).toBeVisible());
  },
};

const elsewhere = reviewsStore({ reviewedElsewhere: { rating: 3, comment: 'Good, but arrived late.', createdAt: '2026-11-25T08:00:00.000Z' } });
export const AlreadyReviewed: Story = {
  parameters: { msw: { handlers: elsewhere.handlers } },
  beforeEach: () => elsewhere.reset(),
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section);
    await publish(section);
    // The review left from another phone is fetched and shown, with the reason the new one wasn't sent.
    const mine = await reviewSection(canvasElement, 'Your review');
    const notice = await mine.findByRole('status');
    await expect(notice).toHaveTextContent('You have already reviewed this booking');
    await expect(notice).toHaveTextContent('Each booking can be reviewed once.');
    await expect(await mine.findByText('Good, but arrived late.')).toBeVisible();
    await expect(mine.getByRole('img', { name: '3 out of 5' })).toBeVisible();
    await expect(mine.getByText('Reviewed on 25 November 2026.')).toBeVisible();
  },
};

export const NotCompletedYet: Story = {
  parameters: { msw: { handlers: { addReview: addReviewHandlers.notCompleted() } } },
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section, '4 stars, Very good');
    await publish(section);
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('This job is not marked completed yet');
    await expect(alert).toHaveTextContent('You can review a booking once the job is completed.');
    await expect(alert).toHaveTextContent('call us on 0803 555 0199');
    // Nothing typed is lost.
    await expect(section.getByLabelText(/Tell us more/)).toHaveValue(COMMENT);
    await expect(section.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  },
};

export const ServerFieldError: Story = {
  parameters: { msw: { handlers: { addReview: addReviewHandlers.fieldErrors({ comment: 'Please leave out phone numbers and addresses.' }) } } },
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section);
    await publish(section);
    const comment = section.getByLabelText(/Tell us more/);
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    await expect(comment).toHaveAccessibleDescription(/Please leave out phone numbers and addresses\./);
    await expect(comment).toHaveValue(COMMENT);
  },
};

export const OfflineKeepsTheComment: Story = {
  parameters: { msw: { handlers: { addReview: addReviewHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const section = await reviewSection(canvasElement);
    await rateAndWrite(section);
    await publish(section);
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('Your review is still here');
    await expect(section.getByLabelText(/Tell us more/)).toHaveValue(COMMENT);
    await expect(section.getByRole('button', { name: 'Publish my review' })).toBeVisible();
  },
};

export const ShowingTheReview: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.ok([buildReviewedBooking({ createdAt: '2026-11-24T18:00:00.000Z' })]) } } },
  play: async ({ canvasElement }) => {
    const mine = await reviewSection(canvasElement, 'Your review');
    await expect(mine.getByRole('img', { name: '4 out of 5' })).toBeVisible();
    await expect(mine.getByText('Very good')).toBeVisible();
    await expect(mine.getByText(/Very thorough in the kitchen and bathrooms/)).toBeVisible();
    await expect(mine.getByText('Reviewed on 24 November 2026.')).toBeVisible();
    await expect(mine.queryByRole('form')).not.toBeInTheDocument();
    await expect(mine.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const NoReviewBeforeCompletion: Story = {
  parameters: { msw: { handlers: { bookings: bookingsHandlers.ok([buildReviewableBooking({ status: 'in_progress', completedAt: null })]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Rate your|Your review/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: /stars?,/ })).not.toBeInTheDocument();
  },
};
