// React Query hooks for the booking calls. A booking's answer is the current user (seed: "replaces
// current user"), so it is written straight into the auth cache entry; the list is refetched.
// The current user's query key is shared with the auth feature through the API layer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceKey } from '@ile/domain';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import type { Booking, CurrentUser } from '../../../api/types.ts';
import { CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import { bookingKeys, bookingsQueryOptions } from './queries.ts';
import { cancelBooking, createBooking, rescheduleBooking, type BookingRequest, type CancelBookingRequest, type RescheduleBookingRequest } from './requests.ts';

export function useBookings() {
  const client = useApiClient();
  return useQuery(bookingsQueryOptions(client));
}

export interface CreateBookingVariables<K extends ServiceKey = ServiceKey> {
  service: K;
  body: BookingRequest<K>;
  idempotencyKey: string;
}

export function useCreateBooking() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiError, CreateBookingVariables>({
    mutationFn: ({ service, body, idempotencyKey }) => createBooking(client, service, body, idempotencyKey),
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** After a cancel or reschedule: the list and the current user's open bookings both changed. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async (booking: Booking) => {
    queryClient.setQueryData<Booking[]>(bookingKeys.list, (list) => list?.map((b) => (b.id === booking.id ? booking : b)));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
  };
}

export function useCancelBooking(id: string) {
  const client = useApiClient();
  const refresh = useRefreshAfterChange();
  return useMutation<Booking, ApiError, CancelBookingRequest>({
    mutationFn: (body) => cancelBooking(client, id, body),
    onSuccess: refresh,
  });
}

export function useRescheduleBooking(id: string) {
  const client = useApiClient();
  const refresh = useRefreshAfterChange();
  return useMutation<Booking, ApiError, RescheduleBookingRequest>({
    mutationFn: (body) => rescheduleBooking(client, id, body),
    onSuccess: refresh,
  });
}
