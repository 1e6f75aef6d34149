// Where a customer lands after booking: the booking's id in the path, so a reload still finds it.
export const CONFIRMATION_ROUTE = 'order/confirmed/:bookingId';

export function confirmationPath(bookingId: string): string {
  return `/order/confirmed/${encodeURIComponent(bookingId)}`;
}
