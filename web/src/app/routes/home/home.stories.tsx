// The landing page in every state a visitor can meet: reviews loaded, still loading (the page is
// already whole), none yet, the reviews call failing (a quiet sentence, never an error page), signed
// in, and a popular service an admin has hidden.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatNaira } from '@ile/domain';
import { site } from '../../../config/site.ts';
import { buildCurrentUser, buildService } from '../../../testing/fixtures/index.ts';
import { createReviewsQueryLog, currentUserHandlers, reviewsHandlers, servicesHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { HomeScreen } from './home.tsx';

const meta = {
  title: 'Screens/Landing page',
  component: HomeScreen,
  parameters: { router: appAt('/') },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Trusted home services, booked in 60 seconds or less';

async function landing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: TITLE });
  return canvas;
}

/** What is on the page before any call answers: the promise, the services and their prices, the steps. */
async function expectTheWholePage(canvasElement: HTMLElement) {
  const canvas = await landing(canvasElement);
  const promises = canvas.getByRole('list', { name: 'Why book with Ilé' });
  for (const promise of ['Booked in 60 seconds or less', 'Every pro ID-checked (NIN) and referenced', 'Prices in ₦ up front; pay after you book', '7-day happiness guarantee']) {
    await expect(within(promises).getByText(promise)).toBeVisible();
  }
  const popular = within(canvas.getByRole('list', { name: 'Popular services' }));
  const cards = popular.getAllByRole('link');
  await expect(cards.map((c) => c.getAttribute('href'))).toEqual([
    '/services/plumbing',
    '/services/home-cleaning',
    '/services/interior-painting',
    '/services/fumigation',
    '/services/electricals',
    '/services/moving-help',
  ]);
  await expect(popular.getByRole('link', { name: /Plumbing/ })).toHaveTextContent(`From ${formatNaira(buildService({ key: 'plumbing' }).fromPriceKobo)}`);
  await expect(popular.getByRole('link', { name: /Moving help/ })).toHaveTextContent(`Visit from ${formatNaira(buildService({ key: 'moving-help' }).fromPriceKobo)}`);
  await expect(canvas.getByRole('link', { name: 'All 17 services' })).toHaveAttribute('href', '/services');
  const steps = canvas.getByRole('region', { name: 'How it works' });
  await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  await expect(steps).toHaveTextContent('Paystack');
  return canvas;
}

const reviewsLog = createReviewsQueryLog();
export const WithReviews: Story = {
  parameters: { msw: { handlers: { reviews: reviewsHandlers.ok(reviewsLog) } } },
  beforeEach: () => reviewsLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = await expectTheWholePage(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'What customers say' });
    await expect(await within(reviews).findByText('4.8 out of 5 from 23 reviews')).toBeVisible();
    const list = within(reviews).getByRole('list', { name: 'What customers say' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Each card: stars read as words, the author, the service and the day.
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no review card');
    await expect(within(first).getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await expect(first).toHaveTextContent('Tunde A.');
    await expect(first).toHaveTextContent('Plumbing');
    await expect(first).toHaveTextContent('24 November 2026');
    await expect(reviews).toHaveTextContent('The 6 newest of 23 reviews.');
    // All services, the six newest.
    await expect(reviewsLog.requests).toEqual([{ limit: '6' }]);
    // The apps, drawn in the page, and Become a Pro.
    const stores = within(canvas.getByRole('list', { name: 'App stores' }));
    for (const store of site.appStores) await expect(stores.getByRole('link', { name: store.label })).toHaveAttribute('href', store.href);
    const pro = canvas.getByRole('region', { name: 'Are you a skilled pro?' });
    await expect(within(pro).getByRole('link', { name: 'Become a Pro' })).toHaveAttribute('href', '/pro');
    // Below the fold, and rendered for a full-page screenshot: the app skips it until it nears the
    // screen (content-visibility: auto), .storybook/preview-head.html renders it in stories.
    await expect(getComputedStyle(pro).contentVisibility).toBe('visible');
    await expect(within(pro).getByRole('heading').checkVisibility({ contentVisibilityAuto: true })).toBe(true);
    // The hero's two ways in (the footer has its own).
    const hero = within(canvas.getByRole('region', { name: TITLE }));
    await expect(hero.getByRole('link', { name: 'Book a service' })).toHaveAttribute('href', '/services');
    await expect(hero.getByRole('link', { name: 'Book a cleaner' })).toHaveAttribute('href', '/services/home-cleaning');
  },
};

export const LoadingReviews: Story = {
  parameters: { msw: { handlers: { reviews: reviewsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    // Everything else is already there while the reviews are on their way.
    const canvas = await expectTheWholePage(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'What customers say' });
    await expect(reviews).toHaveAttribute('aria-busy', 'true');
    await expect(within(reviews).getByRole('status')).toHaveTextContent('Loading reviews…');
  },
};

export const NoReviewsYet: Story = {
  parameters: { msw: { handlers: { reviews: reviewsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = await landing(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'What customers say' });
    await expect(await within(reviews).findByText(/No reviews yet/)).toBeVisible();
    await expect(within(reviews).queryByText(/out of 5/)).not.toBeInTheDocument();
    await expect(reviews).not.toHaveAttribute('aria-busy');
  },
};

export const ReviewsFailed: Story = {
  parameters: { msw: { handlers: { reviews: reviewsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = await expectTheWholePage(canvasElement);
    const reviews = canvas.getByRole('region', { name: 'What customers say' });
    await expect(await within(reviews).findByText('Reviews are not showing right now. Please look again later.')).toBeVisible();
    // A quiet sentence: no alert, no error screen.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser({ name: 'Ada Okafor' })) } } },
  play: async ({ canvasElement }) => {
    const canvas = await landing(canvasElement);
    const hero = within(canvas.getByRole('region', { name: TITLE }));
    await expect(hero.getByText('Welcome back, Ada.')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/dashboard');
    await expect(hero.queryByRole('link', { name: 'Book a cleaner' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('4.8 out of 5 from 23 reviews')).toBeVisible();
  },
};

export const HiddenServiceDropsOut: Story = {
  name: 'A popular service hidden',
  parameters: { msw: { handlers: { services: servicesHandlers.hiding('fumigation') } } },
  play: async ({ canvasElement }) => {
    const canvas = await landing(canvasElement);
    const popular = canvas.getByRole('list', { name: 'Popular services' });
    // The bundled catalogue shows first; the live one, without fumigation, replaces it.
    await waitFor(() => expect(within(popular).queryByRole('link', { name: /Fumigation/ })).not.toBeInTheDocument());
    await expect(within(popular).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'All 16 services' })).toBeVisible();
  },
};
