// Every route path the app links to, in one place. Later issues own most of these screens.
export const paths = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  about: '/about',
  contact: '/contact',
  help: '/help',
  happiness: '/happiness',
  terms: '/terms',
  cancellationPolicy: '/terms#cancellation',
  pro: '/pro',
  proApply: '/pro/apply',
  /** A signed-in pro's jobs: today, upcoming, past. */
  proJobs: '/pro/jobs',
  /** One of the pro's jobs: where, when, whom to call, and its steps. */
  proJob: (bookingId: string) => `/pro/jobs/${encodeURIComponent(bookingId)}`,
  signIn: '/signin',
  signUp: '/signup',
  /** Sign-up with a friend's referral code filled in (what invitations link to). */
  signUpWithReferral: (code: string) => `/signup?ref=${encodeURIComponent(code)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** An e-mailed confirmation link lands here with ?token=…; signed in or not. */
  verifyEmail: '/verify-email',
  orderFinalize: '/order/finalize',
  dashboard: '/dashboard',
  /** The signed-in customer's or pro's account: their data (download, delete) and consents. */
  account: '/account',
  /** Admins: find a person for a data request (export, erase). */
  adminPeople: '/admin_area/people',
  /** The customer's notifications, on the dashboard. */
  dashboardNotifications: '/dashboard#notifications',
  /** A booking's page under the customer dashboard. */
  bookingDetail: (bookingId: string) => `/dashboard/bookings/${encodeURIComponent(bookingId)}`,
  /** Where a customer lands after booking: the id in the path, so a reload still finds it. */
  orderConfirmed: (bookingId: string) => `/order/confirmed/${encodeURIComponent(bookingId)}`,
  /** A paid booking's receipt, printable. */
  bookingReceipt: (bookingId: string) => `/dashboard/bookings/${encodeURIComponent(bookingId)}/receipt`,
  /** The built-in test checkout (test payment provider only): startPayment's checkoutUrl. */
  payTestCheckout: (reference: string) => `/pay/test/${encodeURIComponent(reference)}`,
  /** Where a checkout sends the customer back; the provider adds `?reference=…`. */
  paymentReturn: (bookingId: string) => `/pay/${encodeURIComponent(bookingId)}/return`,
  adminArea: '/admin_area',
  /** Pro applications and pros, filtered by status (?status=pending). */
  adminPros: '/admin_area/pros',
  /** One booking in the admin area: details, dispatch, status, cancel, history. */
  adminBooking: (bookingId: string) => `/admin_area/booking/view/${encodeURIComponent(bookingId)}`,
  /** One application or pro: everything they sent, the decision, their bookings, history. */
  adminPro: (proId: string) => `/admin_area/pro/view/${encodeURIComponent(proId)}`,
  adminServices: '/admin_area/services',
  /** One catalogue entry in the admin area: its words, prices, on sale or hidden, and its history. */
  adminService: (serviceId: string) => `/admin_area/service/view/${encodeURIComponent(serviceId)}`,
  /** Contact and referral messages (?kind=contact|referral, ?unread=true). */
  adminMessages: '/admin_area/messages',
  /** Every review, hidden ones too (?hidden=true|false); hide or show. */
  adminReviews: '/admin_area/reviews',
  /** Happiness-guarantee claims (?status=open|resolved); resolve. */
  adminClaims: '/admin_area/claims',
  /** E-mails kept in the outbox when no SMTP server is configured. */
  adminOutbox: '/admin_area/outbox',
  /** Texts (SMS): kept here without a Termii key, else queued, sent or failed. */
  adminTexts: '/admin_area/texts',
  pushNoteTool: '/pushnotetool',
  cleaningEntails: '/cleaning/entails',
} as const;

/** Sign-out is a browser navigation to the BFF (seed), never a scripted call. */
export const LOGOUT_HREF = '/app/logout';

/** The local-storage key of the chosen service (seed). */
export const CHOSEN_SERVICE_KEY = 'service';
