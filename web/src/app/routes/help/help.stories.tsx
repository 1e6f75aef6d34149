// /help: the questions grouped (booking, payment, pros, cancellations, account), each opening in
// place, the topics linking to their groups, and the external help centre from the site config.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { HelpScreen } from './help.tsx';

const meta = {
  title: 'Screens/Help',
  component: HelpScreen,
  parameters: { router: appAt('/help') },
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUPS = [
  ['booking', 'Booking'],
  ['payment', 'Payment'],
  ['pros', 'Our pros'],
  ['cancellations', 'Cancellations and changes'],
  ['account', 'Your account'],
] as const;

export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Ilé help centre/ })).toHaveAttribute('href', 'https://help.ile.ng');
    const topics = within(canvas.getByRole('navigation', { name: 'Topics' }));
    for (const [id, title] of GROUPS) {
      await expect(topics.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
      const group = canvas.getByRole('region', { name: title });
      // Closed until asked: only the questions show.
      const questions = group.querySelectorAll('details');
      await expect(questions.length).toBeGreaterThanOrEqual(4);
      for (const question of questions) await expect(question).not.toHaveAttribute('open');
    }
  },
};

export const AnswerOpensInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole('region', { name: 'Cancellations and changes' }));
    const answer = group.getByText(/free of charge, from your booking page until a pro is assigned/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(group.getByText('Can I cancel my booking?'));
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent('we refund the full amount');
    // Another answer names the support line and the 60-day window the booking form uses.
    await userEvent.click(group.getByText('Can I change the day or time?'));
    await expect(group.getByText(/up to 60 days ahead/)).toBeVisible();
    await userEvent.click(group.getByText('The job wasn’t done properly. What can I do?'));
    await expect(group.getByRole('link', { name: 'happiness guarantee' })).toHaveAttribute('href', '/happiness');
  },
};
