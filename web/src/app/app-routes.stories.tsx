// AppRoutes shows a location once its screens have downloaded: a first render waits on the
// full-screen loader, and a navigation keeps the previous screen on show (the address already
// changed) until the next screen is there. (A download that fails: Screens/Chunk load failure.)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocation } from '../testing/storybook/story-providers.tsx';
import { AppRoutes } from './app-routes.tsx';
import { lazyScreen } from './lazy-route.ts';

function HomeScreen() {
  return (
    <main>
      <h1>Home screen</h1>
      <Link to="/next">Go to the next screen</Link>
    </main>
  );
}

function NextScreen() {
  return (
    <main>
      <h1>Next screen</h1>
    </main>
  );
}

/** The next screen's module, downloading until the play function lets it arrive. */
function heldDownload() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { load: () => arrived.then(() => ({ NextScreen })), arrive: () => arrive() };
}

// Each story's routes make a fresh download; the play function reaches it here.
let download = heldDownload();
const routes = () => {
  download = heldDownload();
  return [
    { path: '/', element: <HomeScreen /> },
    { path: '/next', element: lazyScreen(download.load, 'NextScreen') },
  ];
};

const meta = {
  title: 'Shell/Route downloads',
  component: AppRoutes,
  args: { routes: [] },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRenderWaitsForTheScreen: Story = {
  name: 'First screen downloading',
  parameters: { router: { path: '/next', routes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Getting things ready…');
    download.arrive();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Next screen' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NavigationKeepsThePreviousScreen: Story = {
  name: 'Next screen downloading',
  parameters: { router: { path: '/', routes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the next screen' }));
    await waitFor(() => expect(storyLocation()).toBe('/next'));
    // Downloading: the address is the next screen's, the screen still the previous one, no loader.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home screen' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    download.arrive();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Next screen' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Home screen' })).toBeNull();
  },
};
