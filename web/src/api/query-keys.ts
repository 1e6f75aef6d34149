// Query keys more than one feature writes: the current user is replaced by account calls and by
// booking answers (seed section 4), so its key lives with the API layer, not in either feature.
export const CURRENT_USER_KEY = ['current_user'] as const;
// The catalogue is read by the public pages and changed by the admin's catalogue screens: after a
// change everything under this key is refetched, so new prices show at once.
export const CATALOGUE_KEY = ['catalogue'] as const;
// The admin area's counts are read by the admin feature and changed by the support inbox (a message
// marked read, a claim resolved): both name the same key.
export const ADMIN_OVERVIEW_KEY = ['admin', 'overview'] as const;
// Published reviews are read by the public pages (the reviews feature) and hidden or shown again by
// the admin's inbox: after a change everything under this key is refetched.
export const REVIEWS_KEY = ['reviews'] as const;
// The customer's bookings, as the bookings feature caches them (its bookingKeys.all). A claim or a
// review changes a booking, so those features refetch everything under this key afterwards.
export const BOOKINGS_KEY = ['bookings'] as const;
