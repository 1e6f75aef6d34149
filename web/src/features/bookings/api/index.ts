export { BOOKING_PATHS, IDEMPOTENCY_HEADER, createBooking, listBookings, cancelBooking, rescheduleBooking } from './requests.ts';
export type { BookingPath, BookingRequest, BookingVisit, CancelBookingRequest, RescheduleBookingRequest } from './requests.ts';
export { bookingKeys, bookingsQueryOptions } from './queries.ts';
export { useBookings, useCreateBooking, useCancelBooking, useRescheduleBooking, type CreateBookingVariables } from './hooks.ts';
