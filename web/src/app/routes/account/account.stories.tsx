// /account in every state: loading, a customer, a pro, the account that could not load; the download
// (preparing, failed); deleting (the confirmation step, deleting, refused with what to do, failed, done
// on the home page); and the marketing-texts switch (off, on, saving, failed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildCurrentUser, buildProUser } from '../../../testing/fixtures/index.ts';
import { currentUserHandlers, deleteMyAccountHandlers, exportMyDataHandlers, setMarketingTextsHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { AccountScreen } from './account.tsx';

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  parameters: { router: appAt('/account'), msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const yourData = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { level: 2, name: 'Your data' });
  return within(canvasElement);
};

export const Loading: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
  },
};

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await yourData(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByText('0803 123 4567')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

export const Pro: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.pro() } } },
  play: async ({ canvasElement }) => {
    const canvas = await yourData(canvasElement);
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/pro/jobs');
    await expect(canvas.getByText(buildProUser().name, { selector: '.account__name' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.error() } } },
  play: async ({ canvasElement }) => {
    // The account could not be read: no one's data is shown.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'We couldn\'t reach Ilé' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
  },
};

export const Downloading: Story = {
  parameters: { msw: { handlers: { exportMyData: exportMyDataHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = await yourData(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByText('Preparing your file…')).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  parameters: { msw: { handlers: { exportMyData: exportMyDataHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const canvas = await yourData(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByText('We couldn’t prepare your file')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

async function openConfirmation(canvasElement: HTMLElement) {
  const canvas = await yourData(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
  return within(canvas.getByRole('form', { name: 'Confirm deleting your account' }));
}

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const confirm = await openConfirmation(canvasElement);
    await expect(confirm.getByText(/We erase your name, e-mail, phone, password, addresses, notes/)).toBeVisible();
    await expect(confirm.getByText(/The law makes us keep booking and payment records/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Keep my account' }));
    await expect(within(canvasElement).queryByRole('form', { name: 'Confirm deleting your account' })).not.toBeInTheDocument();
  },
};

export const Deleting: Story = {
  parameters: { msw: { handlers: { deleteMyAccount: deleteMyAccountHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const confirm = await openConfirmation(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, delete my account' }));
    await expect(await confirm.findByText('Deleting…')).toBeVisible();
  },
};

export const DeleteRefused: Story = {
  parameters: { msw: { handlers: { deleteMyAccount: deleteMyAccountHandlers.inFlight() } } },
  play: async ({ canvasElement }) => {
    const confirm = await openConfirmation(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, delete my account' }));
    await expect(await confirm.findByText(/You have a paid booking to come \(ILE-7KX2Q9\)\. Cancel it or wait until it is done/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled();
  },
};

export const DeleteFailed: Story = {
  parameters: { msw: { handlers: { deleteMyAccount: deleteMyAccountHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const confirm = await openConfirmation(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, delete my account' }));
    await expect(await confirm.findByText('We couldn’t delete your account')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Yes, delete my account' })).toBeEnabled();
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const confirm = await openConfirmation(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, delete my account' }));
    // Landed on the home page, signed out, with the confirmation.
    await expect(await within(canvasElement).findByText('Your account is deleted')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Trusted home services/ })).toBeVisible();
  },
};

const marketingSwitch = async (canvasElement: HTMLElement) => (await yourData(canvasElement)).getByRole('switch', { name: 'Send me offers and news by text' });

export const OffersOff: Story = {
  play: async ({ canvasElement }) => {
    await expect(await marketingSwitch(canvasElement)).not.toBeChecked();
  },
};

export const OffersOn: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer(buildCurrentUser({ marketingTexts: true })) } } },
  play: async ({ canvasElement }) => {
    await expect(await marketingSwitch(canvasElement)).toBeChecked();
  },
};

export const OffersTurnedOn: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(await within(canvasElement).findByText('Saved. You will get offers by text.')).toBeVisible();
    await expect(toggle).toBeChecked();
  },
};

export const OffersSaving: Story = {
  parameters: { msw: { handlers: { setMarketingTexts: setMarketingTextsHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await marketingSwitch(canvasElement));
    await expect(await within(canvasElement).findByText('Saving…')).toBeVisible();
  },
};

export const OffersFailed: Story = {
  parameters: { msw: { handlers: { setMarketingTexts: setMarketingTextsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(await within(canvasElement).findByText('We couldn’t save your choice')).toBeVisible();
    await expect(toggle).not.toBeChecked();
  },
};
