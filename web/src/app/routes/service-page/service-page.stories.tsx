// A service page in each situation a customer meets: signed in (phone offered), interior painting's
// preset, a price an admin changed, a hidden service, an unknown slug, and "Continue" to the order guard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNaira } from '@ile/domain';
import { CHOSEN_SERVICE_KEY, paths } from '../../../config/routes.ts';
import { readDraft } from '../../../lib/booking-draft.ts';
import { buildCatalogueWithPrice, buildCurrentUser } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, servicesHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { expectTotal, expectedTotal, fillDetails, fillVisit, formReady } from '../../../testing/storybook/service-form-play.ts';
import { ServicePageScreen } from './service-page.tsx';

const meta = {
  title: 'Screens/Service page',
  component: ServicePageScreen,
  parameters: { router: appAt(paths.service('home-cleaning')) },
  beforeEach: () => {
    window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
} satisfies Meta<typeof ServicePageScreen>;

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await fillVisit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // The order guard sends a signed-out visitor to sign in, and back to /order/finalize after.
    await waitFor(() => expect(storyLocation()).toBe('/signin'));
    await expect(await canvas.findByText(/Sign in to finish your booking/)).toBeVisible();
    await expect(readDraft()).toMatchObject({ service: 'home-cleaning', page: 'home-cleaning', visit: { contactPhone: '0803 123 4567' } });
  },
};
