// The provider states the consumer tests name and the provider verification sets up.
// Consumer and provider both import these names, so a typo can't silently skip a state.
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
  /** Answers { bookingId, visitDay }. */
  customerWithPendingBooking: 'a signed-in customer has a booking pending payment',
  customerWithAssignedBooking: 'a signed-in customer has a booking with a pro assigned',
  // Payments, with the built-in test provider. Each answers { bookingId, reference }.
  customerWithOpenTestCheckout: 'a signed-in customer has a booking pending payment with an open test checkout',
  customerWithSucceededTestPayment: 'a signed-in customer has a booking whose test payment succeeded',
  customerWithDeclinedTestPayment: 'a signed-in customer has a booking whose test payment was declined',
  customerWithMismatchedTestPayment: 'a signed-in customer has a booking whose test payment succeeded for another amount',
  customerWithPaidBooking: 'a signed-in customer has a booking paid with the test provider',
  // Pros, the admin area and notifications.
  proApplicationPending: 'a pro application with the pending applicant\'s phone and e-mail is being reviewed',
  customerWithNotifications: 'a signed-in customer has notifications, one unread',
  /** Answers { bookingId, proId }: the booking is paid and the pro is approved and offers its service. */
  adminWithPaidBooking: 'an admin is signed in and a paid booking awaits a pro who offers its service',
  /** Answers { bookingId }. */
  adminWithAssignedBooking: 'an admin is signed in and a booking has a pro assigned',
  /** Answers { proId }. */
  adminWithPendingApplication: 'an admin is signed in and a pro application is pending',
  /** Answers { serviceId } of home cleaning. */
  adminWithCatalogue: 'an admin is signed in and the default catalogue is on sale',
  /** Answers { email } of a customer account. */
  adminWithCustomer: 'an admin is signed in and a customer account exists',
  // A pro's jobs.
  /** Answers { bookingId } of a home cleaning assigned to the signed-in pro for today (in Lagos). */
  proWithJobToday: 'a pro is signed in with a job assigned for today',
  /** Answers { bookingId } of a job assigned to the signed-in pro for a later day. */
  proWithJobLater: 'a pro is signed in with a job assigned for a later day',
  // Reviews, contact, referrals and the happiness guarantee.
  /** Two visible reviews (one of home cleaning) and one hidden review exist. */
  reviewsPublished: 'reviews of completed bookings are published, one of them hidden',
  /** Answers { bookingId }: completed yesterday, no review and no claim yet. */
  customerWithCompletedBooking: 'a signed-in customer has a completed booking without a review or claim',
  /** The customer whose code is REFERRER_CODE exists; the visitor is signed out. */
  referrerExists: 'a customer with a known referral code exists',
  /** Answers { messageId } of an unread contact message; a referral message exists too. */
  adminWithMessages: 'an admin is signed in and an unread contact message and a referral are waiting',
  /** Answers { reviewId } of a visible review. */
  adminWithReview: 'an admin is signed in and a visible review exists',
  /** Answers { claimId } of an open claim. */
  adminWithOpenClaim: 'an admin is signed in and a happiness claim is open',
  /** The outbox holds at least one e-mail. */
  adminWithOutbox: 'an admin is signed in and the outbox holds an e-mail',
} as const;

/** The referral code the referrerExists state gives its customer; the consumer signs up with it. */
export const REFERRER_CODE = 'ADA7K2';

/** The applicant the proApplicationPending state seeds; the consumer applies again with these. */
/** The paid booking's reference in "an admin is signed in and a paid booking awaits a pro…", searched for in the queue. */
export const SEARCHED_REFERENCE = 'ILE-3MP8RT';

export const PENDING_APPLICANT = { email: 'musa.ibrahim@example.ng', phone: '08031234599' } as const;

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
