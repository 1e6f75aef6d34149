// React Query hooks for the admin calls. An action's answer is the item as it is now: it replaces the
// item in the cache at once, and the lists and counts it may have moved are refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import type { AdminBookingDetail, ProDetail } from '../../../api/types.ts';
import { adminBookingQueryOptions, adminBookingsQueryOptions, adminKeys, adminOverviewQueryOptions, adminProQueryOptions, adminProsQueryOptions } from './queries.ts';
import {
  adminAssignPro,
  adminCancelBooking,
  adminDecidePro,
  adminMoveBooking,
  type AdminBookingsQuery,
  type AdminCancelRequest,
  type AdminProsQuery,
  type AssignProRequest,
  type MoveBookingRequest,
  type ProDecisionRequest,
} from './requests.ts';

export function useAdminOverview() {
  const client = useApiClient();
  return useQuery(adminOverviewQueryOptions(client));
}

export function useAdminBookings(query: AdminBookingsQuery) {
  const client = useApiClient();
  return useQuery(adminBookingsQueryOptions(client, query));
}

export function useAdminBooking(id: string) {
  const client = useApiClient();
  return useQuery(adminBookingQueryOptions(client, id));
}

export function useAdminPros(query: AdminProsQuery) {
  const client = useApiClient();
  return useQuery(adminProsQueryOptions(client, query));
}

export function useAdminPro(id: string) {
  const client = useApiClient();
  return useQuery(adminProQueryOptions(client, id));
}

/** A booking action: its answer replaces the booking; the queue, the counts and pros' bookings refresh. */
function useBookingAction<TBody>(id: string, call: (body: TBody) => Promise<AdminBookingDetail>) {
  const queryClient = useQueryClient();
  return useMutation<AdminBookingDetail, ApiError, TBody>({
    mutationFn: call,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.booking(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bookingLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        queryClient.invalidateQueries({ queryKey: adminKeys.proItems }),
      ]);
    },
    // A 409 means the booking changed under us (another admin, a payment): show it as it is now.
    onError: async (error) => {
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) });
    },
  });
}

export function useAssignPro(id: string) {
  const client = useApiClient();
  return useBookingAction(id, (body: AssignProRequest) => adminAssignPro(client, id, body));
}

export function useMoveBooking(id: string) {
  const client = useApiClient();
  return useBookingAction(id, (body: MoveBookingRequest) => adminMoveBooking(client, id, body));
}

export function useAdminCancelBooking(id: string) {
  const client = useApiClient();
  return useBookingAction(id, (body: AdminCancelRequest) => adminCancelBooking(client, id, body));
}

export function useDecidePro(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ProDetail, ApiError, ProDecisionRequest>({
    mutationFn: (body) => adminDecidePro(client, id, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.pro(id), detail);
      // Approving adds a candidate to bookings; any decision moves the lists and the pending count.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.proLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        queryClient.invalidateQueries({ queryKey: adminKeys.bookingItems }),
      ]);
    },
    onError: async (error) => {
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: adminKeys.pro(id) });
    },
  });
}
