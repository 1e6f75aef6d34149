// Every state of /admin_area/pro/view/:id: pending, approved (with bookings), rejected, suspended,
// the decisions each allows (and only those), a note where one is needed, the failures, not found.
// Decisions run against an in-memory store that follows the BFF's rules and logs each call.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminDecideProHandlers, adminProHandlers, adminStore, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt } from '../../../testing/storybook/app-story.ts';
import { AdminProScreen } from './admin-pro.tsx';

const store = adminStore();

const meta = {
  title: 'Screens/Admin/Pro',
  component: AdminProScreen,
  parameters: { router: appAt('/admin_area/pro/view/p_1'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminProScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function screen(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name });
  return canvas;
}

const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));
const decisionButtons = (canvas: ReturnType<typeof within>) => section(canvas, 'Decision').queryAllByRole('button').map((b) => b.textContent);

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Musa Ibrahim');
    await expect(canvas.getByText('Pending review', { selector: '.pro-status' })).toBeVisible();
    await expect(canvas.getByText('PRO-4KD9QX')).toBeVisible();
    // Everything the applicant sent.
    const application = section(canvas, 'Application');
    await expect(application.getByRole('link', { name: '0803 123 4599' })).toHaveAttribute('href', 'tel:+2348031234599');
    await expect(application.getByRole('link', { name: 'musa.ibrahim@example.ng' })).toHaveAttribute('href', 'mailto:musa.ibrahim@example.ng');
    for (const value of ['Plumbing, Electrical work', 'Wuse, FCT (Abuja)', '8 years', 'Monday to Saturday', 'NIN 12345678901']) {
      await expect(application.getByText(value)).toBeVisible();
    }
    await expect(application.getByText(/Most of my customers call me again\./)).toBeVisible();
    // The two references to call before deciding, each a tap to call.
    await expect(application.getByText(/^Aisha Bello,/)).toBeVisible();
    await expect(application.getByRole('link', { name: '0802 123 4501' })).toHaveAttribute('href', 'tel:+2348021234501');
    await expect(application.getByRole('link', { name: '0802 123 4502' })).toHaveAttribute('href', 'tel:+2348021234502');
    // Only the decisions a pending application allows.
    await expect(decisionButtons(canvas)).toEqual(['Approve', 'Reject']);
    await expect(section(canvas, 'Bookings').getByText('No bookings assigned to Musa Ibrahim yet.')).toBeVisible();
    await expect(section(canvas, 'History').getByText('No decision has been made yet.')).toBeVisible();
  },
};

export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Musa Ibrahim');
    await userEvent.type(section(canvas, 'Decision').getByLabelText(/Note/), 'ID and references checked; good interview.');
    await userEvent.dblClick(section(canvas, 'Decision').getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Musa Ibrahim is approved and can be given jobs.')).toBeVisible();
    await expect(store.logs.decide.requests).toEqual([{ id: 'p_1', action: 'approve', note: 'ID and references checked; good interview.' }]);
    await expect(canvas.getByText('Approved', { selector: '.pro-status' })).toBeVisible();
    // Now only suspending applies, and the decision is in the history.
    await expect(decisionButtons(canvas)).toEqual(['Suspend']);
    const history = section(canvas, 'History');
    await expect(history.getByText('Approved the pro')).toBeVisible();
    await expect(history.getByText(/Status: Pending review/)).toHaveTextContent('Status: Pending review → changed to Approved');
  },
};

export const RejectNeedsANote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Musa Ibrahim');
    const decision = section(canvas, 'Decision');
    await userEvent.click(decision.getByRole('button', { name: 'Reject' }));
    await expect(decision.getByLabelText(/Note/)).toHaveAccessibleDescription(/Say why you reject this application\./);
    await expect(store.logs.decide.requests).toHaveLength(0);
    await userEvent.type(decision.getByLabelText(/Note/), 'Neither reference knew him.');
    await userEvent.click(decision.getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Musa Ibrahim’s application is rejected.')).toBeVisible();
    await expect(store.logs.decide.requests).toEqual([{ id: 'p_1', action: 'reject', note: 'Neither reference knew him.' }]);
    await expect(section(canvas, 'Decision').getByText(/there is nothing left to decide/)).toBeVisible();
    await expect(decisionButtons(canvas)).toEqual([]);
  },
};

export const ApprovedWithBookings: Story = {
  parameters: { router: appAt('/admin_area/pro/view/p_2') },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Grace Adeyemi');
    await expect(decisionButtons(canvas)).toEqual(['Suspend']);
    await expect(section(canvas, 'Decision').getByText(/Last decision .*: “ID checked, two references called, skills interview passed\.”/)).toBeVisible();
    const bookings = within(section(canvas, 'Bookings').getByRole('list', { name: 'Bookings assigned to Grace Adeyemi, soonest first' }));
    const rows = bookings.getAllByRole('link');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Pro: Grace Adeyemi');
    await expect(section(canvas, 'History').getByText('Approved the pro')).toBeVisible();
  },
};

export const Suspend: Story = {
  parameters: { router: appAt('/admin_area/pro/view/p_3') },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Blessing Okon');
    await userEvent.type(section(canvas, 'Decision').getByLabelText(/Note/), 'Three no-shows in November.');
    await userEvent.click(section(canvas, 'Decision').getByRole('button', { name: 'Suspend' }));
    await expect(await canvas.findByText('Blessing Okon is suspended and gets no new jobs.')).toBeVisible();
    await expect(decisionButtons(canvas)).toEqual(['Reinstate']);
  },
};

export const Suspended: Story = {
  parameters: { router: appAt('/admin_area/pro/view/p_6') },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Halima Bello');
    await expect(canvas.getByText('Suspended', { selector: '.pro-status' })).toBeVisible();
    await expect(decisionButtons(canvas)).toEqual(['Reinstate']);
    // Reinstating needs no note.
    await expect(section(canvas, 'Decision').getByLabelText(/Note/)).toHaveAccessibleName(/^Note\s?\(optional\)$/);
    await userEvent.click(section(canvas, 'Decision').getByRole('button', { name: 'Reinstate' }));
    await expect(await canvas.findByText('Halima Bello is reinstated and can be given jobs again.')).toBeVisible();
    await expect(store.logs.decide.requests).toEqual([{ id: 'p_6', action: 'reinstate' }]);
  },
};

export const Rejected: Story = {
  parameters: { router: appAt('/admin_area/pro/view/p_5') },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Emeka Nwosu');
    await expect(canvas.getByText('Rejected', { selector: '.pro-status' })).toBeVisible();
    await expect(decisionButtons(canvas)).toEqual([]);
    await expect(section(canvas, 'History').getByText('Rejected the application')).toBeVisible();
  },
};

export const DecisionRefused: Story = {
  parameters: { msw: { handlers: { adminDecidePro: adminDecideProHandlers.notAllowed() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Musa Ibrahim');
    await userEvent.click(section(canvas, 'Decision').getByRole('button', { name: 'Approve' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('That decision no longer applies');
    await expect(alert).toHaveTextContent('Only an approved pro can be suspended.');
  },
};

export const DecisionOffline: Story = {
  parameters: { msw: { handlers: { adminDecidePro: adminDecideProHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'Musa Ibrahim');
    await userEvent.type(section(canvas, 'Decision').getByLabelText(/Note/), 'Checked.');
    await userEvent.click(section(canvas, 'Decision').getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You seem to be offline');
    await expect(section(canvas, 'Decision').getByLabelText(/Note/)).toHaveValue('Checked.');
  },
};

export const NotFound: Story = {
  parameters: { router: appAt('/admin_area/pro/view/p_404') },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement, 'We can’t find that pro');
    await expect(canvas.getByRole('link', { name: 'See all pros' })).toHaveAttribute('href', '/admin_area/pros');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminPro: adminProHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the application' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminPro: adminProHandlers.error() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We couldn’t load this pro');
  },
};

export const NotAllowedForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A signed-in customer is not told the admin area exists, and sees nobody's application.
    await expect(await canvas.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Decision' })).not.toBeInTheDocument();
  },
};
