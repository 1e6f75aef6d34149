// The provider states the consumer tests name and the provider verification sets up.
// Consumer and provider both import these names, so a typo can't silently skip a state.
// One way of passing values: what the consumer chooses (a status, a reference, a key) goes in the
// state's params and is written in the pact; what the server makes (ids) the state answers, and
// interactions take it with fromProviderState.
import { addDaysToDay, bookableDays } from '@ile/domain';

export const STATES = {
  signedOut: 'a visitor is signed out',
  accountExists: 'a customer account exists',
  noAccount: 'no account exists for the e-mail',
  /** Answers { visitDay }, as every state a visit day is sent in does. */
  customerSignedIn: 'a customer is signed in',
  adminSignedIn: 'an admin is signed in',
  catalogueSeeded: 'the default catalogue is on sale',
  customerWithBookings: 'a signed-in customer has bookings in several statuses',
  /** BookingParams; answers { bookingId, visitDay } of that booking. */
  bookingExists: 'a customer is signed in and a booking exists',
  /** TestPaymentParams; answers { bookingId, reference } of that booking and its test-provider payment. */
  testPaymentExists: 'a customer is signed in and a booking with a test payment exists',
  /** BookedWithKeyParams: a home cleaning booked through the real call with that key; answers { visitDay }. */
  bookedWithKey: 'a customer is signed in and has booked home cleaning with an idempotency key',
  /** The visitor's address has sent as many contact messages as its window allows, through the real call. */
  contactLimitReached: 'a visitor has sent as many contact messages as the limit allows',
  // Pros, the admin area and notifications.
  /** ApplicantParams. */
  proApplicationPending: 'a pro application with this phone and e-mail is being reviewed',
  customerWithNotifications: 'a signed-in customer has notifications, one unread',
  /** ReferenceParams; answers { bookingId, proId }: the booking is paid and the pro is approved and offers its service. */
  adminWithPaidBooking: 'an admin is signed in and a paid booking awaits a pro who offers its service',
  /** Answers { bookingId }. */
  adminWithAssignedBooking: 'an admin is signed in and a booking has a pro assigned',
  /** ApplicantParams; answers { proId }. */
  adminWithPendingApplication: 'an admin is signed in and a pro application is pending',
  /** Answers { serviceId } of home cleaning. */
  adminWithCatalogue: 'an admin is signed in and the default catalogue is on sale',
  /** Answers { email } of a customer account. */
  adminWithCustomer: 'an admin is signed in and a customer account exists',
  // A pro's jobs.
  /** JobParams; answers { bookingId } of that home cleaning. */
  jobExists: 'a pro is signed in and a home cleaning is assigned',
  // Reviews, contact, referrals and the happiness guarantee.
  /** Two visible reviews (one of home cleaning) and one hidden review exist. */
  reviewsPublished: 'reviews of completed bookings are published, one of them hidden',
  /** Answers { bookingId }: completed yesterday, no review and no claim yet. */
  customerWithCompletedBooking: 'a signed-in customer has a completed booking without a review or claim',
  /** ReferrerParams; the visitor is signed out. */
  referrerExists: 'a customer with a known referral code exists',
  /** Answers { messageId } of an unread contact message; a referral message exists too. */
  adminWithMessages: 'an admin is signed in and an unread contact message and a referral are waiting',
  /** Answers { reviewId } of a visible review. */
  adminWithReview: 'an admin is signed in and a visible review exists',
  /** Answers { claimId } of an open claim. */
  adminWithOpenClaim: 'an admin is signed in and a happiness claim is open',
  /** The outbox holds at least one e-mail. */
  adminWithOutbox: 'an admin is signed in and the outbox holds an e-mail',
  // Phone first.
  /** CodeParams; answers { code, wrongCode }: a code texted through the real call, read from the texts outbox, and 6 other digits. */
  signInCodeSent: 'a sign-in code was texted to this phone',
  /** The texts outbox holds a sign-in code, texted through the real call. */
  adminWithTexts: 'an admin is signed in and the texts outbox holds a text',
  // Proven identity.
  /** Answers { token }: the consumer's customer signed up through the real call; the token is read from the confirmation mail. */
  emailLinkSent: 'a customer signed up and the confirmation link was mailed',
  /** PhoneCodeParams; answers { code, wrongCode }: the consumer's customer, signed in, was texted a code for the number through the real call. */
  phoneCodeSent: 'a signed-in customer was texted a code to prove a phone',
  // ---- data rights ----
  /** The consumer's customer, signed in, with a paid home cleaning to come (which refuses an erasure). */
  customerWithPaidBooking: 'a signed-in customer has a paid booking to come',
  /** A customer made for this interaction alone (not the consumer's shared one), signed in, with an unpaid booking. */
  freshCustomerSignedIn: 'a customer made just now is signed in and has an unpaid booking',
  /** PersonParams; answers { personId }: the consumer's admin is signed in. */
  adminWithPerson: 'an admin is signed in and a person with this role exists',
} as const;

/** Whose booking: the signed-in customer's, or another customer's (which the BFF answers 404 for). */
export type Owner = 'the signed-in customer' | 'another customer';
export type BookingParams = { of: Owner; status: 'pending_payment' | 'pro_assigned' };
/** As the BFF's test provider records it ('settled': paid, booking paid). */
export type TestPaymentParams = { of: Owner; outcome: 'open' | 'success' | 'declined' | 'success-other-amount' | 'settled' };
/** The first booking's window; the interaction sends the same key with something else. */
export type BookedWithKeyParams = { idempotencyKey: string; timeWindow: 'morning' | 'afternoon' | 'evening' };
/** To whom the job is assigned, and how many days from today (in Lagos) its visit is. */
export type JobParams = { assignedTo: 'the signed-in pro' | 'another pro'; inDays: number };
/** The paid booking's reference, searched for in the queue. */
export type ReferenceParams = { reference: string };
export type ApplicantParams = { email: string; phone: string };
/** The referrer's code: the consumer's customer has it. */
export type ReferrerParams = { referralCode: string };
/** The phone the code was texted to, and whether the consumer's customer has it as their number. */
export type CodeParams = { phone: string; account: 'the customer' | 'none' };

/** The number a signed-in customer asked a code for (sendPhoneCode). */
export type PhoneCodeParams = { phone: string };

/** Whose data an admin handles: the consumer's customer (with an unpaid booking), or another admin. */
export type PersonParams = { role: 'user' | 'admin' };

/** Each state that takes params, with their type: consumer and provider read the same one. */
export type StateParams = {
  [STATES.bookingExists]: BookingParams;
  [STATES.testPaymentExists]: TestPaymentParams;
  [STATES.bookedWithKey]: BookedWithKeyParams;
  [STATES.jobExists]: JobParams;
  [STATES.adminWithPaidBooking]: ReferenceParams;
  [STATES.proApplicationPending]: ApplicantParams;
  [STATES.adminWithPendingApplication]: ApplicantParams;
  [STATES.referrerExists]: ReferrerParams;
  [STATES.signInCodeSent]: CodeParams;
  [STATES.phoneCodeSent]: PhoneCodeParams;
  [STATES.adminWithPerson]: PersonParams;
};
export type ParamState = keyof StateParams;

/** A state with its params for `.given(...)`: `.given(...state(STATES.jobExists, { assignedTo: 'another pro', inDays: 0 }))`. */
export const state = <S extends ParamState>(name: S, params: StateParams[S]): [S, StateParams[S]] => [name, params];

export type StateName = (typeof STATES)[keyof typeof STATES];

export const CONSUMER = 'ile-web';
export const PROVIDER = 'ile-bff';
/** The CSRF token the consumer sends; the provider's request filter swaps in the session's real one. */
export const CONSUMER_CSRF_TOKEN = 'pact-consumer-csrf-token';

/**
 * A visit day the BFF accepts today (a week after the first bookable day). The pact records a fixed
 * example day instead (VISIT_DAY_EXAMPLE), so the file does not change from one day to the next, and
 * the provider states name this one (`visitDay`) for the verifier to send in its place.
 */
export const bookableVisitDay = (): string => addDaysToDay(bookableDays().first, 7);
export const VISIT_DAY_EXAMPLE = '2030-01-07';
