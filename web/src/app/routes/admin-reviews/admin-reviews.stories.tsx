// Every state of /admin_area/reviews: every review, hidden ones too (rating, comment, author, service,
// booking link); hiding with a note and showing again (the list and the card's history follow); who
// hid or showed a review before, and why; a note too long, a note the server refuses, a failed change
// that keeps the note; filters in the URL, empty, loading, failing, the history at 360 px, and who may
// not see it. An in-memory store answers like the BFF and logs each call.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { adminInboxStore, adminReviewsHandlers, adminSetReviewVisibilityHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { openHistory } from '../../../testing/storybook/item-history.ts';
import { AdminReviewsScreen } from './admin-reviews.tsx';

const store = adminInboxStore();

const meta = {
  title: 'Screens/Admin/Reviews',
  component: AdminReviewsScreen,
  parameters: { router: appAt('/admin_area/reviews'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOTE = 'Shares a phone number to take customers off the platform.';

async function list(canvasElement: HTMLElement, name = 'Reviews, newest first') {
  return within(await within(canvasElement).findByRole('list', { name }));
}

const review = (scope: ReturnType<typeof within>, name: string) => within(scope.getByRole('article', { name }));

/** Opens the hide form on Kunle's plumbing review. */
async function startHiding(canvasElement: HTMLElement) {
  const rows = await list(canvasElement);
  const card = review(rows, 'Plumbing · Kunle Adebayo');
  await userEvent.click(card.getByRole('button', { name: 'Hide' }));
  const form = within(card.getByRole('form', { name: 'Hide Kunle Adebayo’s review' }));
  const note = form.getByLabelText(/Note/);
  await expect(note).toHaveFocus();
  return { rows, card, form, note };
}

export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reviews', current: 'page' })).toBeVisible();
    const rows = await list(canvasElement);
    await expect(rows.getAllByRole('article')).toHaveLength(5);
    const ada = review(rows, 'Home cleaning · Ada Okafor');
    await expect(ada.getByText('Visible')).toBeVisible();
    await expect(ada.getByText('5 out of 5')).toBeVisible();
    await expect(ada.getByText('Came on time, brought everything, and the flat has never been cleaner.')).toBeVisible();
    await expect(ada.getByText('Ada Okafor (shown as “Ada O.”)')).toBeVisible();
    await expect(ada.getByRole('link', { name: 'ILE-3MP8RT' })).toHaveAttribute('href', '/admin_area/booking/view/b_101');
    await expect(ada.getByText('20 October 2026, 5:00pm')).toBeVisible();
    await expect(ada.getByRole('button', { name: 'Hide' })).toBeVisible();
    // A hidden one says so in words and offers to show it again.
    const sani = review(rows, 'Fumigation · Sani Abubakar');
    await expect(sani.getByText('Hidden')).toBeVisible();
    await expect(sani.getByText('1 out of 5')).toBeVisible();
    await expect(sani.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(review(rows, 'AC repairs · Ngozi').getByText('No comment, only the rating.')).toBeVisible();
    // Nobody acted on Ada's review: no history. Emeka's was hidden by mistake and shown again: newest first, with who, when and why.
    await expect(ada.queryByText(/^History/)).not.toBeInTheDocument();
    const [shown, hid] = await openHistory(rows.getByRole('article', { name: 'Electrical work · Emeka Obi' }), 2);
    await expect(shown).toHaveTextContent('Showed the review again');
    await expect(shown).toHaveTextContent('Ilé Admin · 3 October 2026, 10:40am');
    await expect(shown).toHaveTextContent('“Hidden by mistake: a fair review, shown again.”');
    await expect(shown).toHaveTextContent('Public pages: Hidden → changed to Shown');
    await expect(hid).toHaveTextContent('Hid the review');
    await expect(hid).toHaveTextContent('Tola Akinwale · 3 October 2026, 10:05am');
    await expect(canvas.getByText('1–5 of 5 reviews')).toBeVisible();
    await expect(store.logs.reviewsQueries.requests.at(-1)).toEqual({ pageSize: '20' });
  },
};

export const HideWithANote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { rows, form, note } = await startHiding(canvasElement);
    await userEvent.type(note, NOTE);
    await userEvent.dblClick(form.getByRole('button', { name: 'Hide review' }));
    await expect(await canvas.findByText('Kunle Adebayo’s review is hidden from the public pages.')).toBeVisible();
    await expect(store.logs.visibility.requests).toEqual([{ id: 'r_2', hidden: true, note: NOTE }]);
    const card = review(rows, 'Plumbing · Kunle Adebayo');
    await waitFor(() => expect(card.getByText('Hidden')).toBeVisible());
    await expect(card.getByRole('button', { name: 'Show' })).toBeVisible();
    // The card's history has it: who, when, the note and the change.
    const [entry] = await openHistory(rows.getByRole('article', { name: 'Plumbing · Kunle Adebayo' }), 1);
    await expect(entry).toHaveTextContent('Hid the review');
    await expect(entry).toHaveTextContent('Ilé Admin · 10 December 2026, 10:01am');
    await expect(entry).toHaveTextContent(`“${NOTE}”`);
    await expect(entry).toHaveTextContent('Public pages: Shown → changed to Hidden');
  },
};

export const HideThenShowAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { rows, form, note } = await startHiding(canvasElement);
    await userEvent.type(note, NOTE);
    await userEvent.click(form.getByRole('button', { name: 'Hide review' }));
    await canvas.findByText('Kunle Adebayo’s review is hidden from the public pages.');
    const card = review(rows, 'Plumbing · Kunle Adebayo');
    await userEvent.click(await card.findByRole('button', { name: 'Show' }));
    await userEvent.type(card.getByLabelText(/Note/), 'Checked with Kunle: the number was his own.');
    await userEvent.click(card.getByRole('button', { name: 'Show review' }));
    await expect(await canvas.findByText('Kunle Adebayo’s review shows on the public pages again.')).toBeVisible();
    // Both actions, newest first.
    await waitFor(() => expect(card.getByText('History (2)', { selector: 'summary' })).toBeVisible());
    const [shown, hid] = await openHistory(rows.getByRole('article', { name: 'Plumbing · Kunle Adebayo' }), 2);
    await expect(shown).toHaveTextContent('Showed the review again');
    await expect(shown).toHaveTextContent('Ilé Admin · 10 December 2026, 10:02am');
    await expect(shown).toHaveTextContent('“Checked with Kunle: the number was his own.”');
    await expect(hid).toHaveTextContent('Hid the review');
    await expect(hid).toHaveTextContent(`“${NOTE}”`);
  },
};

export const HistoryAtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    const card = rows.getByRole('article', { name: 'Fumigation · Sani Abubakar' });
    // Closed, the history is one line; open, the note wraps inside the card.
    const [entry] = await openHistory(card, 1);
    await expect(entry).toHaveTextContent('Tola Akinwale · 15 October 2026, 12:20pm');
    await expect(entry).toHaveTextContent('“Shares a phone number to take customers off the platform.”');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const ShowAgainWithoutANote: Story = {
  parameters: { router: appAt('/admin_area/reviews?hidden=true') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement, 'Hidden reviews, newest first');
    await expect(store.logs.reviewsQueries.requests.at(-1)).toEqual({ hidden: 'true', pageSize: '20' });
    const sani = review(rows, 'Fumigation · Sani Abubakar');
    await userEvent.click(sani.getByRole('button', { name: 'Show' }));
    await userEvent.click(sani.getByRole('button', { name: 'Show review' }));
    await expect(await canvas.findByText('Sani Abubakar’s review shows on the public pages again.')).toBeVisible();
    // No note typed, none sent; the history keeps it, without a note, on top of the hiding.
    await expect(store.logs.visibility.requests).toEqual([{ id: 'r_3', hidden: false }]);
    await expect(store.review('r_3')?.history.map((entry) => [entry.action, entry.note])).toEqual([
      ['review.show', null],
      ['review.hide', 'Shares a phone number to take customers off the platform.'],
    ]);
    // It leaves the hidden list.
    await expect(await canvas.findByText('No hidden reviews. Every review shows on the public pages.')).toBeVisible();
  },
};

export const FilterByVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Visible' }));
    await waitFor(() => expect(store.logs.reviewsQueries.requests.at(-1)).toEqual({ hidden: 'false', pageSize: '20' }));
    await expect(storyLocation()).toBe('/admin_area/reviews?hidden=false');
    // The heading follows the URL at once; the filtered answer replaces the previous page when it arrives.
    await waitFor(async () => expect((await list(canvasElement, 'Visible reviews, newest first')).getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: 'Visible' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoteTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { form, note } = await startHiding(canvasElement);
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await userEvent.click(form.getByRole('button', { name: 'Hide review' }));
    await expect(note).toHaveAccessibleDescription(/Use at most 500 characters; this has 501\./);
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(store.logs.visibility.requests).toHaveLength(0);
  },
};

export const NoteRefusedByTheServer: Story = {
  parameters: { msw: { handlers: { adminSetReviewVisibility: adminSetReviewVisibilityHandlers.fieldErrors() } } },
  play: async ({ canvasElement }) => {
    const { form, note } = await startHiding(canvasElement);
    await userEvent.type(note, NOTE);
    await userEvent.click(form.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/Use at most 500 characters\./));
    await expect(note).toHaveValue(NOTE);
  },
};

export const HideFailed: Story = {
  parameters: { msw: { handlers: { adminSetReviewVisibility: adminSetReviewVisibilityHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const { card, form, note } = await startHiding(canvasElement);
    await userEvent.type(note, NOTE);
    await userEvent.click(form.getByRole('button', { name: 'Hide review' }));
    await expect(await card.findByRole('alert')).toHaveTextContent('You seem to be offline');
    await expect(note).toHaveValue(NOTE);
    await expect(card.getByText('Visible')).toBeVisible();
  },
};

export const CancelHiding: Story = {
  play: async ({ canvasElement }) => {
    const { card, form } = await startHiding(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(card.queryByRole('form')).not.toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Hide' })).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminReviews: adminReviewsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviews yet. They show up here when customers rate a completed booking.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminReviews: adminReviewsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading reviews' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminReviews: adminReviewsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We couldn’t load the reviews');
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { adminReviews: adminReviewsHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(store.logs.reviewsQueries.requests).toHaveLength(0);
  },
};
