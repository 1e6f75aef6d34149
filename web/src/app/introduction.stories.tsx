// The first page of the Storybook: how it is organised, for designers (no MDX: addon-docs is not
// installed). A story like the others, so it is checked for accessibility too.
import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const page: CSSProperties = { maxWidth: '44rem', margin: '0 auto', padding: 'var(--space-5) var(--space-4)', lineHeight: 'var(--line-height)' };
const code: CSSProperties = { fontSize: 'var(--font-size-sm)', background: 'var(--color-primary-soft)', padding: '0 var(--space-1)', borderRadius: 'var(--radius-sm)' };

function Path({ children }: { children: string }) {
  return <code style={code}>{children}</code>;
}

function Introduction() {
  return (
    <main style={page}>
      <h1>Ilé in Storybook</h1>
      <p>
        Every screen of Ilé, in every state a customer, a pro or an admin can meet. Each story is the real app with made-up data: what you see here is what
        ships.
      </p>

      <h2>How the stories are organised</h2>
      <ul>
        <li>
          <strong>Screens</strong>: one entry per page, named after what the person sees. <strong>Screens/Pro</strong> holds a pro&apos;s jobs,{' '}
          <strong>Screens/Admin</strong> every admin screen; the rest are the public and customer pages.
        </li>
        <li>
          <strong>Service pages</strong>: the 18 service pages. <em>Each service</em> shows every form empty and filled in with its price;{' '}
          <em>Page states</em> shows signed in, hidden, reviews and the other situations.
        </li>
        <li>
          <strong>Shell</strong>: navigation, footer, start-up loader, the guards that send people to sign in.
        </li>
        <li>
          <strong>Components</strong>: parts shown on their own.
        </li>
      </ul>
      <p>
        A story&apos;s name is a state: <em>Loading</em>, <em>Paid</em>, <em>Needs a pro</em>, <em>Signed out</em>, <em>Validation errors</em>. Loading
        stories stay loading for as long as you look. Stories that show a step (a tap, a form sent) play it when they open; the Interactions panel replays
        it.
      </p>

      <h2>Viewports: mobile first</h2>
      <p>
        Most customers book on a phone, so screens are designed at <strong>360 px</strong> wide first. Pick <em>Small Android (360 × 740)</em> or{' '}
        <em>Desktop (1280 × 800)</em> in the toolbar&apos;s viewport menu. Stories about a phone or a desktop layout open at that size already.
      </p>

      <h2>Reading the accessibility panel</h2>
      <p>Each story is checked with axe, in the Accessibility panel below the canvas.</p>
      <ul>
        <li>
          <strong>Violations</strong> must stay empty: the story tests fail on any violation.
        </li>
        <li>
          <strong>Incomplete</strong> needs a person to look (for example a colour contrast axe cannot measure).
        </li>
        <li>
          <strong>Passes</strong> lists what was checked and is fine. Open a rule and use <em>Highlight</em> to see the element on the canvas.
        </li>
      </ul>

      <h2>Where the data comes from</h2>
      <p>
        The people, bookings and prices are typed fixtures in <Path>web/src/testing/fixtures</Path>, built to the same types as the real API. MSW handlers
        in <Path>web/src/testing/mocks</Path> serve them in place of the server, one per API call. A story changes one call&apos;s answer (slow, failing,
        never answering) and keeps the rest.
      </p>
    </main>
  );
}

const meta = {
  title: 'Introduction',
  component: Introduction,
} satisfies Meta<typeof Introduction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ilé in Storybook' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How the stories are organised',
      'Viewports: mobile first',
      'Reading the accessibility panel',
      'Where the data comes from',
    ]);
  },
};
