// "Who will be home?" end to end: the choice in a service form (Me / Someone else), its messages next
// to the fields, the draft, the finalize summary and what is sent, the server's field errors, the
// booking's page ("At home" with a call link) and the pro's job (name, call and WhatsApp).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHOSEN_SERVICE_KEY, paths } from '../../config/routes.ts';
import { readDraft } from '../../lib/booking-draft.ts';
import { buildBookingDraft, buildBookingWithSomeoneAtHome, buildCustomerWithBooking, buildProJobWithSomeoneAtHome } from '../../testing/fixtures/index.ts';
import { bookingsHandlers, createBookingHandlers, createRequestLog, currentUserHandlers, http, proJobHandlers } from '../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../testing/storybook/app-story.ts';
import { fillVisit, formReady } from '../../testing/storybook/service-form-play.ts';

const meta = {
  title: 'Service pages/Who will be home',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  beforeEach: () => {
    window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const funke = { atHomeWho: 'someone', atHomeName: 'Funke Bello', atHomePhone: '0805 987 6543' };

/** A kept draft whose visit names Funke as the one at home. */
function keepDraftWithFunke() {
  const draft = buildBookingDraft();
  window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify({ ...draft, visit: { ...draft.visit, ...funke } }));
  return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
}

async function chooseSomeoneElse(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('group', { name: 'Who will be home?' });
  await expect(within(group).getByRole('radio', { name: 'Me' })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: /Someone else/ }));
  return canvas;
}

export const SomeoneElse: Story = {
  name: 'Someone else (form, then the summary)',
  parameters: { router: appAt(paths.service('home-cleaning')) },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    // "Me" shows nothing more.
    await expect(within(canvasElement).queryByLabelText('Their name')).toBeNull();
    await fillVisit(canvasElement);
    const canvas = await chooseSomeoneElse(canvasElement);
    await userEvent.type(canvas.getByLabelText('Their name'), funke.atHomeName);
    await userEvent.type(canvas.getByLabelText('Their phone number'), funke.atHomePhone);
    await expect(canvas.getByLabelText('Their phone number')).toHaveAccessibleDescription(/We text them about the visit/);
    // Kept in the draft like the other visit fields.
    await waitFor(() => expect(readDraft()?.visit).toMatchObject(funke));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(storyLocation()).toBe('/order/finalize'));
    const atHome = await canvas.findByText('At home', { selector: 'dt' });
    const row = atHome.parentElement ?? atHome;
    await expect(row).toHaveTextContent('Funke Bello, 0805 987 6543');
    await expect(within(row).getByRole('link', { name: '0805 987 6543' })).toHaveAttribute('href', 'tel:+2348059876543');
  },
};

export const ValidationErrors: Story = {
  name: 'Someone else, name and phone missing',
  parameters: { router: appAt(paths.service('home-cleaning')) },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    await fillVisit(canvasElement);
    const canvas = await chooseSomeoneElse(canvasElement);
    await userEvent.type(canvas.getByLabelText('Their phone number'), '0123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const name = canvas.getByLabelText('Their name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Enter the name of the person who will be home.');
    await expect(canvas.getByLabelText('Their phone number')).toHaveAccessibleDescription(/Enter a Nigerian mobile number/);
    await expect(canvas.getByLabelText('Their phone number')).toHaveValue('0123');
    await expect(storyLocation()).toBe(paths.service('home-cleaning'));
  },
};

const sent = createRequestLog<unknown>();
export const SentWithTheBooking: Story = {
  name: 'Summary, and what is sent',
  parameters: {
    router: appAt('/order/finalize'),
    msw: {
      handlers: {
        createBooking: http.post('/app/home', async ({ request, response }) => {
          sent.requests.push(await request.json());
          return response(201).json({ data: buildCustomerWithBooking(buildBookingWithSomeoneAtHome()) });
        }),
      },
    },
  },
  beforeEach: () => {
    sent.clear();
    return keepDraftWithFunke();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('At home', { selector: 'dt' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm booking/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is in' }, { timeout: 8000 })).toBeVisible();
    await expect(sent.requests[0]).toMatchObject({ visit: { atHome: { name: 'Funke Bello', phone: '+2348059876543' } } });
    // The confirmation says who will be home too.
    await expect(canvas.getByText('At home', { selector: 'dt' })).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  name: 'The server refuses their phone',
  parameters: { router: appAt('/order/finalize'), msw: { handlers: { createBooking: createBookingHandlers.fieldErrors({ 'visit.atHome.phone': 'We can’t text that number. Check it with them.' }) } } },
  beforeEach: keepDraftWithFunke,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm booking/ }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Phone of who will be home: We can’t text that number. Check it with them.')).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/services/home-cleaning');
  },
};

export const BookingPage: Story = {
  name: 'On the booking’s page',
  parameters: { router: appAt('/dashboard/bookings/b_1'), msw: { handlers: { bookings: bookingsHandlers.ok([buildBookingWithSomeoneAtHome()]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const atHome = await canvas.findByText('At home', { selector: 'dt' });
    const row = atHome.parentElement ?? atHome;
    await expect(row).toHaveTextContent('Funke Bello, 0805 987 6543');
    await expect(within(row).getByRole('link', { name: '0805 987 6543' })).toHaveAttribute('href', 'tel:+2348059876543');
  },
};

export const ProJob: Story = {
  name: 'On the pro’s job',
  parameters: { router: appAt('/pro/jobs/b_1'), msw: { handlers: { currentUser: currentUserHandlers.pro(), proJob: proJobHandlers.ok(buildProJobWithSomeoneAtHome()) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'At home for the visit' }));
    await expect(section.getByText('Funke Bello')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Call 0805 987 6543' })).toHaveAttribute('href', 'tel:+2348059876543');
    await expect(section.getByRole('link', { name: 'WhatsApp Funke Bello' })).toHaveAttribute('href', expect.stringContaining('https://wa.me/2348059876543'));
    // The customer is still there, above.
    await expect(canvas.getByRole('link', { name: 'Call 0803 123 4567' })).toBeVisible();
  },
};
