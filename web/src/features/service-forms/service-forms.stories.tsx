// Every service form, through its real page: each of the 17 with its defaults (price showing at once)
// and filled in with the price it must show, plus field errors and a restored draft for several.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServiceKey } from '@ile/domain';
import { CHOSEN_SERVICE_KEY, paths } from '../../config/routes.ts';
import { buildServiceDraft, filledDetails } from '../../testing/fixtures/service-drafts.ts';
import { appAt } from '../../testing/storybook/app-story.ts';
import { expectTotal, expectedTotal, fillDetails, fillVisit, formReady } from '../../testing/storybook/service-form-play.ts';
import { readDraft } from '../../lib/booking-draft.ts';
import { appClock } from '../../lib/app-clock.ts';
import { fieldId, type DetailValues } from './fields.ts';

const meta = {
  title: 'Service pages/Each service',
  // Each story starts with nothing kept, so one story's draft never restores into the next.
  beforeEach: () => {
    window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
    return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function emptyWithDefaults(service: ServiceKey): Story {
  return {
    parameters: { router: appAt(paths.service(service)) },
    play: async ({ canvasElement }) => {
      await formReady(canvasElement);
      await expectTotal(canvasElement, expectedTotal(service, {}));
      // Nothing is saved until the customer changes something.
      await expect(readDraft()).toBeNull();
    },
  };
}

function filledWithPrice(service: ServiceKey): Story {
  return {
    parameters: { router: appAt(paths.service(service)) },
    play: async ({ canvasElement }) => {
      await formReady(canvasElement);
      await fillDetails(canvasElement, service, filledDetails(service));
      await fillVisit(canvasElement);
      await expectTotal(canvasElement, expectedTotal(service, filledDetails(service)));
      await waitFor(() => expect(readDraft()).toMatchObject({ service, page: service, details: filledDetails(service) }));
    },
  };
}

export const HomeCleaningEmpty: Story = emptyWithDefaults('home-cleaning');
export const HomeCleaningFilled: Story = filledWithPrice('home-cleaning');
export const CarpenteryEmpty: Story = emptyWithDefaults('carpentery');
export const CarpenteryFilled: Story = filledWithPrice('carpentery');
export const PlumbingEmpty: Story = emptyWithDefaults('plumbing');
export const PlumbingFilled: Story = filledWithPrice('plumbing');
export const FumigationEmpty: Story = emptyWithDefaults('fumigation');
export const FumigationFilled: Story = filledWithPrice('fumigation');
export const ElectricalsEmpty: Story = emptyWithDefaults('electricals');
export const ElectricalsFilled: Story = filledWithPrice('electricals');
export const PaintingEmpty: Story = emptyWithDefaults('painting');
export const PaintingFilled: Story = filledWithPrice('painting');
export const InteriorsEmpty: Story = emptyWithDefaults('interiors');
export const InteriorsFilled: Story = filledWithPrice('interiors');
export const OfficeCleaningEmpty: Story = emptyWithDefaults('office-cleaning');
export const OfficeCleaningFilled: Story = filledWithPrice('office-cleaning');
export const AcRepairsEmpty: Story = emptyWithDefaults('ac-repairs');
export const AcRepairsFilled: Story = filledWithPrice('ac-repairs');
export const TvInstallsEmpty: Story = emptyWithDefaults('tv-installs');
export const TvInstallsFilled: Story = filledWithPrice('tv-installs');
export const DishInstallsEmpty: Story = emptyWithDefaults('dish-installs');
export const DishInstallsFilled: Story = filledWithPrice('dish-installs');
export const WindowRepairsEmpty: Story = emptyWithDefaults('window-repairs');
export const WindowRepairsFilled: Story = filledWithPrice('window-repairs');
export const WifiSetupEmpty: Story = emptyWithDefaults('wifi-setup');
export const WifiSetupFilled: Story = filledWithPrice('wifi-setup');
export const HomeTheatreSetupEmpty: Story = emptyWithDefaults('home-theatre-setup');
export const HomeTheatreSetupFilled: Story = filledWithPrice('home-theatre-setup');
export const GarbageDisposalEmpty: Story = emptyWithDefaults('garbage-disposal');
export const GarbageDisposalFilled: Story = filledWithPrice('garbage-disposal');
export const MovingHelpEmpty: Story = emptyWithDefaults('moving-help');
export const MovingHelpFilled: Story = filledWithPrice('moving-help');
export const CurtainsEmpty: Story = emptyWithDefaults('curtains');
export const CurtainsFilled: Story = filledWithPrice('curtains');

export const HomeCleaningFieldErrors: Story = {
  parameters: { router: appAt(paths.service('home-cleaning')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await fillDetails(canvasElement, 'home-cleaning', { bedrooms: '12' });
    await expect(await canvas.findByText(/Fix the highlighted answers/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const bedrooms = canvas.getByLabelText('Bedrooms');
    // The first invalid field in the order shown gets the focus.
    await waitFor(() => expect(bedrooms).toHaveFocus());
    await expect(bedrooms).toHaveAttribute('aria-invalid', 'true');
    await expect(bedrooms).toHaveAccessibleDescription('Choose 10 or fewer.');
    await expect(canvas.getByLabelText('House number and street')).toHaveAccessibleDescription('Enter the house number and street.');
    await expect(canvas.getByLabelText('State')).toHaveAccessibleDescription('Choose the state.');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/answers need a look/);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-submit-succeeded', 'false');
    // What was typed stays, and fixing it brings the price back.
    await expect(bedrooms).toHaveValue('12');
    await fillDetails(canvasElement, 'home-cleaning', { bedrooms: '4' });
    await expectTotal(canvasElement, expectedTotal('home-cleaning', { bedrooms: '4' }));
  },
};

export const MovingHelpFieldErrors: Story = {
  parameters: { router: appAt(paths.service('moving-help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await fillVisit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const street = canvasElement.querySelector('#' + fieldId('details.destination.street'));
    await waitFor(() => expect(street).toHaveFocus());
    await expect(street).toHaveAccessibleDescription('Enter the house number and street.');
    // The survey fee still shows: addresses never change the price.
    await expectTotal(canvasElement, expectedTotal('moving-help', {}));
    await expect(canvas.getByText(/Only this visit fee is charged now/)).toBeVisible();
  },
};

export const OfficeCleaningFieldErrors: Story = {
  parameters: { router: appAt(paths.service('office-cleaning')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await fillVisit(canvasElement, { contactPhone: '0123 456' });
    await fillDetails(canvasElement, 'office-cleaning', { areaSqm: '5' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const area = canvas.getByLabelText('Floor area in square metres (m²)');
    await waitFor(() => expect(area).toHaveFocus());
    await expect(area).toHaveAccessibleDescription(/Choose at least 10\./);
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a Nigerian mobile number, like 0803 123 4567\./);
  },
};

// What the customer must fill carries `required` (for assistive technology; the form checks the
// answers itself, so the browser never blocks "Continue"); the optional fields do not.
export const MovingHelpRequiredFields: Story = {
  parameters: { router: appAt(paths.service('moving-help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    // The destination (a detail) and the visit address both ask the same parts.
    for (const label of ['House number and street', 'Area or estate', 'Town or city', 'State']) {
      const fields = canvas.getAllByLabelText(label);
      await expect(fields).toHaveLength(2);
      for (const field of fields) await expect(field).toBeRequired();
    }
    for (const field of canvas.getAllByLabelText(/Nearest landmark/)) await expect(field).not.toBeRequired();
    await expect(canvas.getByLabelText('What are you moving?')).toBeRequired();
    await expect(canvas.getByLabelText('I would like help packing')).not.toBeRequired();
    await expect(canvas.getByLabelText('Preferred day')).toBeRequired();
    for (const radio of within(canvas.getByRole('group', { name: 'Time of day' })).getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByLabelText('Phone number')).toBeRequired();
    await expect(canvas.getByLabelText(/Anything the pro should know/)).not.toBeRequired();
  },
};

export const HomeCleaningRequiredFields: Story = {
  parameters: { router: appAt(paths.service('home-cleaning')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    for (const radio of within(canvas.getByRole('group', { name: 'Type of cleaning' })).getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByLabelText('Bedrooms')).toBeRequired();
    await expect(canvas.getByLabelText('Bathrooms and toilets')).toBeRequired();
  },
};

function restored(service: ServiceKey, details: DetailValues, check: (canvas: ReturnType<typeof within>) => Promise<void>): Story {
  return {
    parameters: { router: appAt(paths.service(service)) },
    beforeEach: () => {
      window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify(buildServiceDraft(service, service, { details })));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await formReady(canvasElement);
      await expect(canvas.getByText('We kept what you filled in last time. Check it and continue.')).toBeVisible();
      await expect(canvasElement.querySelector('#' + fieldId('visit.address.street'))).toHaveValue('12 Aminu Kano Crescent');
      await expect(canvas.getByLabelText('Phone number')).toHaveValue('0803 123 4567');
      await check(canvas);
      await expectTotal(canvasElement, expectedTotal(service, details));
    },
  };
}

export const HomeCleaningRestoredFromDraft: Story = restored('home-cleaning', { cleaningType: 'deep', bedrooms: '3', bathrooms: '2' }, async (canvas) => {
  await expect(canvas.getByRole('radio', { name: /Deep clean/ })).toBeChecked();
  await expect(canvas.getByLabelText('Bedrooms')).toHaveValue('3');
});

export const AcRepairsRestoredFromDraft: Story = restored('ac-repairs', { job: 'gas_refill', acType: 'split', units: '2' }, async (canvas) => {
  await expect(canvas.getByRole('radio', { name: /Gas refill/ })).toBeChecked();
  await expect(canvas.getByLabelText('How many units?')).toHaveValue('2');
});

export const MovingHelpRestoredFromDraft: Story = restored('moving-help', filledDetails('moving-help'), async (canvas) => {
  await expect(canvas.getByLabelText('Area or estate', { selector: '#' + fieldId('details.destination.area') })).toHaveValue('Lekki Phase 1');
  await expect(canvas.getByRole('switch', { name: 'I would like help packing' })).toBeChecked();
});

/** Home cleaning with the clock fixed at `at` (WAT) and today, Saturday 5 December 2026, chosen as the day. */
function todayAt(at: string, check: (canvas: ReturnType<typeof within>) => Promise<void>): Story {
  return {
    parameters: { router: appAt(paths.service('home-cleaning')) },
    // "Now" is fixed, so which windows show never depends on when the story runs.
    beforeEach: () => {
      const real = appClock.now;
      appClock.now = () => new Date(at);
      return () => {
        appClock.now = real;
      };
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await formReady(canvasElement);
      const day = canvasElement.querySelector<HTMLInputElement>('#' + fieldId('visit.date'));
      if (!day) throw new Error('no day field');
      fireEvent.change(day, { target: { value: '2026-12-05' } });
      await check(canvas);
    },
  };
}

export const TodayWithMorningGone: Story = todayAt('2026-12-05T07:00:00+01:00', async (canvas) => {
  const windows = canvas.getByRole('group', { name: /Time of day/ });
  await waitFor(() => expect(within(windows).queryByRole('radio', { name: /Morning/ })).toBeNull());
  await expect(within(windows).getAllByRole('radio')).toHaveLength(2);
  await expect(canvas.getByText("Morning has passed for today (a visit needs 2 hours' notice).")).toBeVisible();
  // Morning was chosen before the day changed: the field says what the server would.
  await expect(canvas.getByText('That time is too soon: choose a window that starts at least 2 hours from now.')).toBeVisible();
  await userEvent.click(within(windows).getByRole('radio', { name: /Afternoon/ }));
  await waitFor(() => expect(canvas.queryByText(/That time is too soon/)).toBeNull());
});

export const TodayWithNothingLeft: Story = todayAt('2026-12-05T15:00:00+01:00', async (canvas) => {
  const windows = canvas.getByRole('group', { name: /Time of day/ });
  await waitFor(() => expect(within(windows).queryAllByRole('radio')).toHaveLength(0));
  await expect(canvas.getByText('No time is left to book for today: choose a later day.')).toBeVisible();
  await expect(canvas.getByText('No time is left to book for that day: choose a later day.')).toBeVisible();
});
