// A booking's page under the customer dashboard.
export function bookingDetailPath(bookingId: string): string {
  return `/dashboard/bookings/${encodeURIComponent(bookingId)}`;
}
