// /services in every state: bundled catalogue at once, signed in, the request failing, a hidden service.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatNaira } from '@ile/domain';
import { buildService } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, servicesHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { ServicesScreen } from './services.tsx';

const meta = {
  title: 'Screens/Services',
  component: ServicesScreen,
  parameters: { router: appAt('/services') },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function servicesList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'What do you need done at home?' });
  // Only the list: the footer links to popular services too.
  return within(canvas.getByRole('list', { name: 'Services' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await servicesList(canvasElement);
    // 17 services and the interior painting page.
    await expect(canvas.getAllByRole('link', { name: /From|Visit from/ })).toHaveLength(18);
    const cleaning = canvas.getByRole('link', { name: /Home cleaning/ });
    await expect(cleaning).toHaveAttribute('href', '/services/home-cleaning');
    await expect(cleaning).toHaveTextContent(`From ${formatNaira(buildService({ key: 'home-cleaning' }).fromPriceKobo)}`);
    await expect(canvas.getByRole('link', { name: /Interior painting/ })).toHaveAttribute('href', '/services/interior-painting');
    await expect(canvas.getByRole('link', { name: /Moving help/ })).toHaveTextContent('Visit from');
  },
};

export const SignedIn: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = await servicesList(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /From|Visit from/ })).toHaveLength(18);
  },
};

export const CatalogueRequestFails: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = await servicesList(canvasElement);
    // The bundled catalogue stays: people can still book.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getAllByRole('link', { name: /From|Visit from/ })).toHaveLength(18);
    await expect(canvas.getByRole('link', { name: /Fumigation/ })).toBeVisible();
  },
};

export const HiddenService: Story = {
  parameters: { msw: { handlers: { services: servicesHandlers.hiding('fumigation') } } },
  play: async ({ canvasElement }) => {
    const canvas = await servicesList(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('link', { name: /Fumigation/ })).toBeNull());
    await expect(canvas.getAllByRole('link', { name: /From|Visit from/ })).toHaveLength(17);
  },
};
