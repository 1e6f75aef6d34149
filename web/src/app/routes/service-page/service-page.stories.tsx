// A service page in each situation a customer meets: signed in (phone offered), interior painting's
// preset, a price an admin changed, a hidden service, an unknown slug, "Continue" to the order guard,
// and the service's reviews (arriving after the form without moving it, none yet, failing quietly).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNaira } from '@ile/domain';
import { CHOSEN_SERVICE_KEY, paths } from '../../../config/routes.ts';
import { readDraft } from '../../../lib/booking-draft.ts';
import { buildCatalogueWithPrice, buildCurrentUser } from '../../../testing/fixtures/index.ts';
import { createReviewsQueryLog, currentUserHandlers, reviewsHandlers, servicesHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { expectTotal, expectedTotal, fillDetails, fillVisit, formReady } from '../../../testing/storybook/service-form-play.ts';

const meta = {
  title: 'Service pages/Page states',
  parameters: { router: appAt(paths.service('home-cleaning')) },
  beforeEach: () => {
    window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeCleaning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home cleaning by vetted cleaners' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What is included' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(canvas.getByText(`From`, { selector: '.service-page__from' })).toHaveTextContent(formatNaira(2_200_000));
    await expect(canvas.getByRole('link', { name: /See what standard, deep and move-in\/out cleaning each include/ })).toHaveAttribute('href', '/cleaning/entails');
    await formReady(canvasElement);
    await expectTotal(canvasElement, expectedTotal('home-cleaning', {}));
  },
};

export const SignedInPhoneOffered: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser({ phone: '+2348091112222' })) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0809 111 2222');
  },
};

export const InteriorPaintingPreset: Story = {
  parameters: { router: appAt(paths.service('interior-painting')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Interior painting, room by room' })).toBeVisible();
    await formReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Inside/ })).toBeChecked();
    await fillDetails(canvasElement, 'painting', { rooms: '3' });
    await expectTotal(canvasElement, expectedTotal('painting', { rooms: '3' }, { scope: 'interior' }));
    await waitFor(() => expect(readDraft()).toMatchObject({ service: 'painting', page: 'interior-painting' }));
  },
};

export const InspectionFirst: Story = {
  parameters: { router: appAt(paths.service('interiors')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What you pay now' })).toBeVisible();
    await expect(canvas.getByText(/Only this visit fee is charged now/)).toBeVisible();
    await expectTotal(canvasElement, formatNaira(1_500_000));
  },
};

export const AdminChangedPrice: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.ok(buildCatalogueWithPrice('home-cleaning', 'base.standard', 1_800_000)) } } },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    // Bundled price first, then the fetched one: 18,000 + 2 × 4,000 + 3,000.
    await expectTotal(canvasElement, formatNaira(2_900_000));
  },
};

export const HiddenService: Story = {
  parameters: { router: appAt(paths.service('fumigation')), msw: { handlers: { services: servicesHandlers.hiding('fumigation') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not available right now')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See other services' })).toHaveAttribute('href', '/services');
  },
};

export const UnknownSlug: Story = {
  parameters: { router: appAt('/services/roof-repairs') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  },
};

export const ContinueSignedOutGoesToSignIn: Story = {
  name: 'Signed out: Continue goes to sign in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await fillVisit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // The order guard sends a signed-out visitor to sign in, where they finish the booking.
    await waitFor(() => expect(storyLocation()).toBe('/signin'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finish your booking' })).toBeVisible();
    // The booking's phone is the one the code goes to (and the new account's), unless they change it.
    await expect(canvas.getByLabelText('Phone number', { selector: '#finish-phone-phone' })).toHaveValue('0803 123 4567');
    await expect(canvas.getByLabelText('Phone number', { selector: '#signup-phone' })).toHaveValue('0803 123 4567');
    await expect(readDraft()).toMatchObject({ service: 'home-cleaning', page: 'home-cleaning', visit: { contactPhone: '0803 123 4567' } });
  },
};

const reviewsLog = createReviewsQueryLog();
export const WithReviews: Story = {
  // Slow, so the reviews arrive after the form is on screen, as on a real phone.
  parameters: { msw: { handlers: { reviews: reviewsHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    const book = canvas.getByRole('region', { name: 'Book a cleaner' });
    // Measured from the top of the document, so a scroll of the page doesn't count as a move.
    const offset = () => book.getBoundingClientRect().top + window.scrollY;
    const before = offset();
    const reviews = canvas.getByRole('region', { name: 'Home cleaning reviews' });
    await expect(await within(reviews).findByText('4.5 out of 5 from 2 reviews', undefined, { timeout: 5000 })).toBeVisible();
    // Only this service's reviews, without the service named on each card.
    const cards = within(within(reviews).getByRole('list', { name: 'Home cleaning reviews' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Chiamaka E.');
    await expect(cards[0]).not.toHaveTextContent('Home cleaning');
    // The reviews come after the form and never move it.
    await expect(book.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(offset()).toBe(before);
    // Rendered although below the fold (see .storybook/preview-head.html), so a full-page screenshot shows them.
    await expect(getComputedStyle(reviews).contentVisibility).toBe('visible');
    await expect(cards[0]?.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  },
};

export const AsksForItsOwnReviews: Story = {
  name: 'No reviews yet (interior painting)',
  parameters: { router: appAt(paths.service('interior-painting')), msw: { handlers: { reviews: reviewsHandlers.ok(reviewsLog) } } },
  beforeEach: () => reviewsLog.clear(),
  play: async ({ canvasElement }) => {
    const reviews = await within(canvasElement).findByRole('region', { name: 'Painting reviews' });
    // Interior painting books painting, so it shows painting's reviews: none in the fixtures yet.
    await expect(await within(reviews).findByText(/No reviews yet/)).toBeVisible();
    await expect(reviewsLog.requests).toEqual([{ service: 'painting', limit: '6' }]);
  },
};

export const NoReviewsYet: Story = {
  parameters: { msw: { handlers: { reviews: reviewsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'Home cleaning reviews' });
    await expect(await within(reviews).findByText('No reviews yet. Customers rate every job once it is completed, so the first ones will be here soon.')).toBeVisible();
    await expect(within(reviews).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ReviewsFailQuietly: Story = {
  name: 'Reviews failed',
  parameters: { msw: { handlers: { reviews: reviewsHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'Home cleaning reviews' });
    await expect(await within(reviews).findByText('Reviews are not showing right now. Please look again later.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
