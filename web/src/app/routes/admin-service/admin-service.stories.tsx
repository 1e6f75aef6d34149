// Every state of /admin_area/service/view/:id: the entry and its history, editing it (prices typed in
// naira, sent in kobo), the server's field errors, saved, not found and failing. Saving stories use an
// in-memory catalogue, so the refetched list shows the new "from" price as the BFF would.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildAdminService, buildService } from '../../../testing/fixtures/index.ts';
import { adminServiceHandlers, catalogueAdminStore, createRequestLog, currentUserHandlers, updateServiceHandlers } from '../../../testing/mocks/index.ts';
import type { ServiceUpdate } from '../../../features/catalogue-admin/api/requests.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminServiceScreen } from './admin-service.tsx';

const meta = {
  title: 'Screens/Admin/Service',
  component: AdminServiceScreen,
  parameters: {
    router: appAt('/admin_area/service/view/s_home-cleaning'),
    msw: { handlers: { currentUser: currentUserHandlers.admin() } },
  },
} satisfies Meta<typeof AdminServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function heading(canvasElement: HTMLElement, name = 'Home cleaning') {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

async function startEditing(canvasElement: HTMLElement) {
  await heading(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit service' }));
  return within(canvasElement).getByRole('form', { name: 'Edit service' });
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText('On sale', { selector: '.on-sale-badge' })).toBeVisible();
    await expect(canvas.getByText('From ₦22,000')).toBeVisible();
    const prices = canvas.getByRole('table', { name: 'Prices' });
    // Every price with its label, key and amount in naira.
    await expect(within(prices).getByRole('row', { name: /Deep cleaning base\.deep ₦25,000/ })).toBeVisible();
    await expect(within(prices).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Kitchen and bathroom scrub')).toBeVisible();
    // The history, newest first, each change from what to what.
    const history = canvas.getByRole('list', { name: 'History, newest first' });
    const entries = within(history).getAllByRole('listitem').filter((li) => li.classList.contains('audit-history__entry'));
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Changed the service');
    await expect(entries[0]).toHaveTextContent('Chiamaka Eze · 18 November 2026, 10:05am');
    await expect(entries[0]).toHaveTextContent('On sale: Hidden → changed to On sale');
    await expect(entries[1]).toHaveTextContent('Price: Deep cleaning: ₦22,000 → changed to ₦25,000');
  },
};

export const HiddenWithNoHistory: Story = {
  parameters: { msw: { handlers: { adminService: adminServiceHandlers.ok(buildAdminService(buildService({ key: 'fumigation', active: false }), [])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Fumigation');
    await expect(canvas.getByText('Hidden', { selector: '.on-sale-badge' })).toBeVisible();
    await expect(canvas.getByText(/No changes yet/)).toBeVisible();
  },
};

const editLog = createRequestLog<ServiceUpdate>();
export const Editing: Story = {
  parameters: { msw: { handlers: { updateService: updateServiceHandlers.ok(editLog) } } },
  beforeEach: () => editLog.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await startEditing(canvasElement);
    const f = within(form);
    await expect(form).toHaveTextContent('Changes apply to new bookings only');
    // Each price shows its label and key, in naira.
    const deep = f.getByLabelText('Deep cleaning (₦)');
    await expect(deep).toHaveValue('25000');
    await expect(deep).toHaveAccessibleDescription(/Key base\.deep · now ₦25,000/);
    // Lines can be added and removed.
    await userEvent.click(f.getByRole('button', { name: 'Remove line 4' }));
    await expect(f.queryByLabelText('Line 4')).not.toBeInTheDocument();
    await userEvent.click(f.getByRole('button', { name: 'Add a line' }));
    await userEvent.type(f.getByLabelText('Line 4'), 'Laundry folded');
    await userEvent.click(f.getByRole('switch', { name: 'On sale' }));
    await expect(f.getByText(/Hidden: it disappears from the site/)).toBeVisible();
    // Cancel leaves the service as it was: nothing was sent.
    await userEvent.click(f.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Bins emptied')).toBeVisible();
    await expect(editLog.requests).toHaveLength(0);
  },
};

const store = catalogueAdminStore();
export const SavedPriceInKobo: Story = {
  // From the list, so the list is in the cache before the save: only invalidating it shows the new price.
  parameters: { router: appAt('/admin_area/services'), msw: { handlers: store.handlers } },
  beforeEach: () => store.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await canvas.findByRole('list', { name: 'Services, in the order customers see them' });
    await expect(within(before).getAllByRole('listitem')[0]).toHaveTextContent('From ₦22,000');
    await userEvent.click(within(before).getByRole('link', { name: /Home cleaning/ }));
    const form = await startEditing(canvasElement);
    const f = within(form);
    // Typed in naira with kobo, sent as exact kobo: 1234.56 would be 123455.99999999999 in floating point.
    await retype(f.getByLabelText('Standard cleaning (₦)'), '12,345.67');
    await retype(f.getByLabelText('Deep cleaning (₦)'), '1234.56');
    await retype(f.getByLabelText('Line 4'), 'Bins emptied and taken out');
    await userEvent.click(f.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect(store.saved.requests).toHaveLength(1);
    const body = store.saved.requests[0];
    await expect(body?.priceItems.slice(0, 2)).toEqual([
      { key: 'base.standard', label: 'Standard cleaning', amountKobo: 1_234_567 },
      { key: 'base.deep', label: 'Deep cleaning', amountKobo: 123_456 },
    ]);
    await expect(body?.priceItems.map((p) => p.key)).toEqual(['base.standard', 'base.deep', 'base.move_in_out', 'bedroom', 'bathroom']);
    await expect(body?.includes[3]).toBe('Bins emptied and taken out');
    // The entry as stored now, and the change on top of its history.
    const prices = canvas.getByRole('table', { name: 'Prices' });
    await expect(within(prices).getByRole('row', { name: /Deep cleaning base\.deep ₦1,234\.56/ })).toBeVisible();
    const history = canvas.getByRole('list', { name: 'History, newest first' });
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Price: Deep cleaning: ₦25,000 → changed to ₦1,234.56');
    // The catalogue was refetched: the list shows the new "from" price (a standard clean is now ₦12,345.67).
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the catalogue' }));
    const list = await canvas.findByRole('list', { name: 'Services, in the order customers see them' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('From ₦19,345.67'));
  },
};

const publicStore = catalogueAdminStore();
export const SavedPriceShowsOnPublicPages: Story = {
  name: 'Saved price on public pages',
  // The public /services page first, so its catalogue is cached (for ten minutes in the app).
  parameters: { router: appAt('/services'), msw: { handlers: publicStore.handlers } },
  beforeEach: () => publicStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = () => canvas.findByRole('list', { name: 'Services' });
    await waitFor(async () => expect(within(await services()).getByRole('link', { name: /Home cleaning/ })).toHaveTextContent('From ₦22,000'));
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Services' }));
    await userEvent.click(within(await canvas.findByRole('list', { name: 'Services, in the order customers see them' })).getByRole('link', { name: /Home cleaning/ }));
    const form = await startEditing(canvasElement);
    await retype(within(form).getByLabelText('Standard cleaning (₦)'), '16000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    // The footer's link to the public catalogue: the new price, without waiting ten minutes.
    await userEvent.click(canvas.getByRole('link', { name: 'All services' }));
    await waitFor(async () => expect(within(await services()).getByRole('link', { name: /Home cleaning/ })).toHaveTextContent('From ₦23,000'));
  },
};

const hideStore = catalogueAdminStore();
export const SavedHidden: Story = {
  parameters: { msw: { handlers: hideStore.handlers } },
  beforeEach: () => hideStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await startEditing(canvasElement);
    await userEvent.click(within(form).getByRole('switch', { name: 'On sale' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect(hideStore.saved.requests[0]?.active).toBe(false);
    await expect(canvas.getByText('Hidden', { selector: '.on-sale-badge' })).toBeVisible();
  },
};

const clientLog = createRequestLog<ServiceUpdate>();
export const FieldErrorsBeforeSending: Story = {
  parameters: { msw: { handlers: { updateService: updateServiceHandlers.ok(clientLog) } } },
  beforeEach: () => clientLog.clear(),
  play: async ({ canvasElement }) => {
    const form = await startEditing(canvasElement);
    const f = within(form);
    await userEvent.clear(f.getByLabelText('Name'));
    await retype(f.getByLabelText('Per bedroom (₦)'), '4,000.999');
    await userEvent.clear(f.getByLabelText('Line 2'));
    await userEvent.click(f.getByRole('button', { name: 'Save changes' }));
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('Please check the highlighted fields');
    await expect(summary).toHaveFocus();
    await expect(f.getByLabelText('Name')).toHaveAccessibleDescription(/Enter the name\./);
    await expect(f.getByLabelText('Per bedroom (₦)')).toHaveAccessibleDescription(/Use at most two digits after the point \(kobo\)\./);
    await expect(f.getByLabelText('Line 2')).toHaveAccessibleDescription(/Write what is included, or remove this line\./);
    // The summary's links take the admin to each field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Use at most two digits after the point (kobo).' }));
    await expect(f.getByLabelText('Per bedroom (₦)')).toHaveFocus();
    await expect(clientLog.requests).toHaveLength(0);
  },
};

const serverLog = createRequestLog<ServiceUpdate>();
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { updateService: updateServiceHandlers.fieldErrors(undefined, serverLog) } } },
  beforeEach: () => serverLog.clear(),
  play: async ({ canvasElement }) => {
    const form = await startEditing(canvasElement);
    const f = within(form);
    await retype(f.getByLabelText('Name'), 'Home cleaning, any size');
    await retype(f.getByLabelText('Deep cleaning (₦)'), '30000');
    await userEvent.click(f.getByRole('button', { name: 'Save changes' }));
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('The service was not saved');
    // Each server message next to its field (priceItems.1.key is the second price), what was typed kept.
    await expect(f.getByLabelText('Name')).toHaveAccessibleDescription(/Use at most 80 characters\./);
    await expect(f.getByLabelText('Deep cleaning (₦)')).toHaveAccessibleDescription(/This service has no price "base\.deep"/);
    await expect(f.getByRole('group', { name: 'Prices' })).toHaveTextContent('Every price of this service is needed. Missing: Deep clean (whole home).');
    await expect(f.getByLabelText('Name')).toHaveValue('Home cleaning, any size');
    await expect(f.getByLabelText('Deep cleaning (₦)')).toHaveValue('30000');
    await expect(serverLog.requests[0]?.priceItems[1]?.amountKobo).toBe(3_000_000);
    // Editing a field clears its message.
    await userEvent.type(f.getByLabelText('Name'), '!');
    await expect(f.getByLabelText('Name')).not.toHaveAccessibleDescription(/Use at most 80 characters/);
  },
};

export const NothingToSave: Story = {
  play: async ({ canvasElement }) => {
    const form = await startEditing(canvasElement);
    // The same amount written another way is no change.
    await retype(within(form).getByLabelText('Standard cleaning (₦)'), '₦15,000.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Nothing to save yet');
  },
};

export const SaveFailedOffline: Story = {
  parameters: { msw: { handlers: { updateService: updateServiceHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const form = await startEditing(canvasElement);
    await retype(within(form).getByLabelText('Deep cleaning (₦)'), '27500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You seem to be offline');
    // Nothing lost: still editing, with the new price.
    await expect(within(form).getByLabelText('Deep cleaning (₦)')).toHaveValue('27500');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminService: adminServiceHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the service' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { router: appAt('/admin_area/service/view/s_nothing'), msw: { handlers: { adminService: adminServiceHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We can’t find that service' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See all services' }));
    await waitFor(() => expect(storyLocation()).toBe('/admin_area/services'));
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminService: adminServiceHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load this service');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RefusedByServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { adminService: adminServiceHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('You don’t have access to this');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ForbiddenForCustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  },
};
