// /signin reached from the /order/finalize guard with a booking draft kept: "finish your booking".
// Every state, switched only by MSW handlers and the kept draft; the play functions are the screen's
// tests, including that one tap makes one account and one booking, and that a booking that fails
// after the account was made lands on /order/finalize with the draft and its key intact.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CodeSignInRequest, SignInCodeRequest, SignUpRequest } from '../../../api/types.ts';
import { CHOSEN_SERVICE_KEY } from '../../../config/routes.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';
import { buildBookingDraft, buildCustomerWithBooking, visitDay } from '../../../testing/fixtures/index.ts';
import {
  createBookingHandlers,
  createBookingRequestLog,
  createRequestLog,
  sendSignInCodeHandlers,
  signInHandlers,
  signInWithCodeHandlers,
  signUpHandlers,
  signUpReferralHandlers,
} from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { SignInScreen } from './signin.tsx';

const meta = {
  title: 'Screens/Sign in/Finish booking',
  component: SignInScreen,
  parameters: { router: appAt('/signin', { from: '/order/finalize' }) },
  beforeEach: () => keepDraft(buildBookingDraft()),
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function keepDraft(draft: BookingDraft) {
  window.localStorage.setItem(CHOSEN_SERVICE_KEY, JSON.stringify(draft));
  return () => window.localStorage.removeItem(CHOSEN_SERVICE_KEY);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ada = { name: 'Ada Okafor', email: 'ada@example.ng', password: 'jollof-rice-2026' };

/** The phone comes first; e-mail and password are behind the switch. */
async function switchToEmail(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Use e-mail and password instead' }));
}

/** Fills the new-customer form (the phone is already there, from the booking) and taps the button. */
async function signUpAndBook(canvasElement: HTMLElement, values: { name: string; email: string; password: string } = ada) {
  const canvas = within(canvasElement);
  await switchToEmail(canvasElement);
  if (values.name) await userEvent.type(await canvas.findByLabelText('Full name', { selector: '#signup-name' }), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText('E-mail address', { selector: '#signup-email' }), values.email);
  if (values.password) await userEvent.type(canvas.getByLabelText('Password', { selector: '#signup-password' }), values.password);
  await userEvent.click(await canvas.findByRole('button', { name: /^Create account and book/ }));
  return canvas;
}

async function expectConfirmation(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Your booking is in' }, { timeout: 8000 })).toBeVisible();
  await expect(storyLocation()).toBe('/order/confirmed/b_1');
  await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).toBeNull();
}

export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finish your booking' })).toBeVisible();
    // The order and its price, as /order/finalize shows them.
    // The draft's form arrives on its own (already here when the service page made the draft).
    await expect(await canvas.findByText('Home cleaning', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Morning, 8am–12pm (WAT)')).toBeVisible();
    const price = await canvas.findByRole('table', { name: 'Price breakdown in Naira' });
    await expect(within(price).getByRole('row', { name: /Total ₦43,000/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/services/home-cleaning');
    // The phone first, with the booking's phone filled in; e-mail behind the switch.
    await expect(canvas.getByLabelText('Phone number', { selector: '#finish-phone-phone' })).toHaveValue('+234 803 123 4567');
    await switchToEmail(canvasElement);
    // By e-mail, new customers first, with the booking's phone filled in.
    await expect(canvas.getByRole('button', { name: 'New to Ilé' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Phone number', { selector: '#signup-phone' })).toHaveValue('+234 803 123 4567');
    await expect(canvas.getByLabelText('Full name', { selector: '#signup-name' })).toBeRequired();
    await expect(canvas.getByLabelText('Phone number', { selector: '#signup-phone' })).toBeRequired();
    await expect(canvas.getByLabelText('E-mail address', { selector: '#signup-email' })).toBeRequired();
    await expect(canvas.getByLabelText('Password', { selector: '#signup-password' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Create account and book · ₦43,000' })).toBeVisible();
    // Returning customers: the sign-in form, same price on the button.
    await userEvent.click(canvas.getByRole('button', { name: 'I have an account' }));
    await expect(canvas.getByRole('button', { name: 'I have an account' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in and book · ₦43,000' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).not.toBeVisible();
    await expect(canvas.getByLabelText('E-mail address', { selector: '#signin-email' })).toBeRequired();
    await expect(window.localStorage.getItem(CHOSEN_SERVICE_KEY)).not.toContain('idempotencyKey');
  },
};

const validationLog = createRequestLog<SignUpRequest>();
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: { signUp: signUpReferralHandlers.recorded(validationLog) } } },
  beforeEach: () => {
    validationLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = await signUpAndBook(canvasElement, { name: 'A', email: 'ada@example', password: 'short' });
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(canvas.getByLabelText('E-mail address', { selector: '#signup-email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail address', { selector: '#signup-email' })).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(canvas.getByLabelText('Password', { selector: '#signup-password' })).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost and nothing was sent.
    await expect(canvas.getByLabelText('E-mail address', { selector: '#signup-email' })).toHaveValue('ada@example');
    await expect(validationLog.requests).toEqual([]);
    await expect(storyLocation()).toBe('/signin');
  },
};

const waitingSignUps = createRequestLog<SignUpRequest>();
/** The e-mail waits for its link: the confirmation says so in one line, and the booking went on. */
export const SignUpAndBookEmailWaiting: Story = {
  name: 'Sign up and book, the e-mail waiting for its link',
  parameters: {
    msw: {
      handlers: {
        signUp: signUpReferralHandlers.recorded(waitingSignUps),
        createBooking: createBookingHandlers.ok(buildCustomerWithBooking(undefined, { email: null, pendingEmail: 'ada@example.ng', phoneVerified: false })),
      },
    },
  },
  beforeEach: () => {
    waitingSignUps.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    await signUpAndBook(canvasElement);
    await expectConfirmation(canvasElement);
    await expect(within(canvasElement).getByText(/We sent a link to confirm/)).toHaveTextContent('We sent a link to confirm ada@example.ng.');
    await expect(waitingSignUps.requests).toHaveLength(1);
  },
};

const oneTapSignUps = createRequestLog<SignUpRequest>();
const oneTapBookings = createBookingRequestLog();
export const SignUpAndBook: Story = {
  parameters: { msw: { handlers: { signUp: signUpReferralHandlers.recorded(oneTapSignUps), createBooking: createBookingHandlers.slow(buildCustomerWithBooking(), oneTapBookings) } } },
  beforeEach: () => {
    oneTapSignUps.clear();
    oneTapBookings.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await switchToEmail(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Full name', { selector: '#signup-name' }), ada.name);
    await userEvent.type(canvas.getByLabelText('E-mail address', { selector: '#signup-email' }), ada.email);
    await userEvent.type(canvas.getByLabelText('Password', { selector: '#signup-password' }), ada.password);
    const button = await canvas.findByRole('button', { name: /^Create account and book/ });
    // Two taps in the same frame, before React re-renders the button as busy.
    button.click();
    button.click();
    await expectConfirmation(canvasElement);
    await expect(oneTapSignUps.requests).toEqual([{ name: ada.name, email: ada.email, phone: '+2348031234567', password: ada.password }]);
    await expect(oneTapBookings.requests).toHaveLength(1);
    await expect(oneTapBookings.requests[0]?.path).toBe('/app/home');
    await expect(oneTapBookings.requests[0]?.idempotencyKey).toMatch(UUID);
  },
};

const signInBookings = createBookingRequestLog();
export const SignInAndBook: Story = {
  parameters: { msw: { handlers: { signIn: signInHandlers.ok(), createBooking: createBookingHandlers.ok(buildCustomerWithBooking(), signInBookings) } } },
  beforeEach: () => {
    signInBookings.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await switchToEmail(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I have an account' }));
    await userEvent.type(canvas.getByLabelText('E-mail address', { selector: '#signin-email' }), ada.email);
    await userEvent.type(canvas.getByLabelText('Password', { selector: '#signin-password' }), ada.password);
    await userEvent.click(await canvas.findByRole('button', { name: /^Sign in and book/ }));
    await expectConfirmation(canvasElement);
    await expect(signInBookings.requests).toHaveLength(1);
  },
};

export const CreatingAccount: Story = {
  parameters: { msw: { handlers: { signUp: signUpHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = await signUpAndBook(canvasElement);
    const button = await canvas.findByRole('button', { name: /Creating your account/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // No switching forms halfway through.
    await expect(canvas.getByRole('button', { name: 'I have an account' })).toBeDisabled();
  },
};

export const Booking: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.pending() } } },
  play: async ({ canvasElement }) => {
    const canvas = await signUpAndBook(canvasElement);
    const button = await canvas.findByRole('button', { name: /Booking your visit/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Signed in by now, yet still here: the guard waits for the booking's answer.
    await expect(storyLocation()).toBe('/signin');
    const kept: unknown = JSON.parse(window.localStorage.getItem(CHOSEN_SERVICE_KEY) ?? '{}');
    await expect(kept).toMatchObject({ idempotencyKey: expect.stringMatching(UUID) });
  },
};

const failedLog = createBookingRequestLog();
export const BookingFailedAfterSignUp: Story = {
  parameters: { msw: { handlers: { createBooking: createBookingHandlers.networkErrorThenOk(buildCustomerWithBooking(), failedLog) } } },
  beforeEach: () => {
    failedLog.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = await signUpAndBook(canvasElement);
    // The account exists: the customer is on /order/finalize, signed in, with the order and the error.
    await waitFor(() => expect(storyLocation()).toBe('/order/finalize'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You seem to be offline');
    await expect(alert).toHaveTextContent('Tap Retry');
    await expect(canvas.getByText('0803 123 4567')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expectConfirmation(canvasElement);
    // The retry reused the first try's key: one booking at most.
    const [first, second] = failedLog.requests.map((r) => r.idempotencyKey);
    await expect(failedLog.requests).toHaveLength(2);
    await expect(first).toMatch(UUID);
    await expect(second).toBe(first);
  },
};

export const DraftWithProblemsOnlySignsIn: Story = {
  // Kept from weeks ago: the day has passed, so there is nothing to book from here yet.
  beforeEach: () => keepDraft(buildBookingDraft({ visit: { ...buildBookingDraft().visit, date: visitDay(-3) } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A few details are missing')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Price breakdown in Naira' })).toBeNull();
    await switchToEmail(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I have an account' }));
    await userEvent.type(canvas.getByLabelText('E-mail address', { selector: '#signin-email' }), ada.email);
    await userEvent.type(canvas.getByLabelText('Password', { selector: '#signin-password' }), ada.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // The guard sends them on to /order/finalize, where the form's problems are shown with the way back.
    await waitFor(() => expect(storyLocation()).toBe('/order/finalize'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check and confirm your booking' })).toBeVisible();
  },
};

const phoneCodes = createRequestLog<SignInCodeRequest>();
const phoneSignIns = createRequestLog<CodeSignInRequest>();
const phoneBookings = createBookingRequestLog();
export const PhoneSignInAndBook: Story = {
  name: 'With the phone: a new number gives its name, then books',
  parameters: {
    msw: {
      handlers: {
        sendSignInCode: sendSignInCodeHandlers.sent(phoneCodes),
        signInWithCode: signInWithCodeHandlers.newCustomer(phoneSignIns),
        createBooking: createBookingHandlers.ok(buildCustomerWithBooking(), phoneBookings),
      },
    },
  },
  beforeEach: () => {
    phoneCodes.clear();
    phoneSignIns.clear();
    phoneBookings.clear();
    return keepDraft(buildBookingDraft());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The booking's phone is already in; one tap sends the code.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Continue with your phone' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '482913');
    await userEvent.click(await canvas.findByRole('button', { name: /^Sign in and book · ₦43,000/ }));
    // A new number: the name, then the same code again, and the booking goes with it.
    await userEvent.type(await canvas.findByLabelText('Full name', { selector: '#finish-phone-name' }), 'Tunde Bakare');
    await userEvent.click(canvas.getByRole('button', { name: /^Create account and book · ₦43,000/ }));
    await expectConfirmation(canvasElement);
    await expect(phoneCodes.requests).toEqual([{ phone: '+2348031234567' }]);
    await expect(phoneSignIns.requests.at(-1)).toEqual({ phone: '+2348031234567', code: '482913', name: 'Tunde Bakare' });
    await expect(phoneBookings.requests).toHaveLength(1);
  },
};

export const PhonePausedFallsBackToEmail: Story = {
  name: 'With the phone: paused, e-mail comes forward',
  parameters: { msw: { handlers: { sendSignInCode: sendSignInCodeHandlers.paused() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Sign-in by text is paused')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New to Ilé' })).toBeVisible();
  },
};
