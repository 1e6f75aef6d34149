// /about: who Ilé is, how pros are vetted, what customers can count on, where we work, personal data,
// and the ways to reach a person, all from the site config.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { AboutScreen } from './about.tsx';

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  parameters: { router: appAt('/about') },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good help at home, without knowing someone who knows someone' })).toBeVisible();
    await expect(canvas.getByText(/Ilé means “home” in Yoruba\. We started in Abuja in 2023/)).toBeVisible();
    for (const heading of ['What we do', 'How we choose our pros', 'What you can count on', 'Where we work', 'Your details are safe with us', 'Talk to a person']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const vetting = canvas.getByRole('region', { name: 'How we choose our pros' });
    // The domain's one list of checks, the same the pro page names.
    for (const check of ['ID check.', 'Two references.', 'Background check.', 'A skills interview.']) await expect(within(vetting).getByText(check)).toBeVisible();
    await expect(vetting).toHaveTextContent('NIN');
    const promise = within(canvas.getByRole('region', { name: 'What you can count on' }));
    await expect(promise.getByRole('link', { name: 'Our cancellation policy' })).toHaveAttribute('href', '/terms#cancellation');
    await expect(promise.getByRole('link', { name: 'How the guarantee works' })).toHaveAttribute('href', '/happiness');
    await expect(canvas.getByRole('region', { name: 'Where we work' })).toHaveTextContent('Plot 1021, Aminu Kano Crescent');
    await expect(canvas.getByRole('region', { name: 'Your details are safe with us' })).toHaveTextContent('Nigeria Data Protection Act 2023');
    const talk = within(canvas.getByRole('complementary', { name: 'Talk to a person' }));
    await expect(talk.getByRole('link', { name: 'Call 0803 555 0199' })).toHaveAttribute('href', 'tel:+2348035550199');
    await expect(talk.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', 'https://wa.me/2348035550199');
    await expect(talk.getByRole('link', { name: 'support@ile.ng' })).toHaveAttribute('href', 'mailto:support@ile.ng');
  },
};
