// React Query hooks for a pro's jobs. A step answers the job as it now is, which replaces the cached
// one; a decline removes the job from the pro, so the list is refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { declineJob, getProJob, listProJobs, markJobStep, type DeclineJobRequest, type JobStepRequest, type ProJob, type ProJobs } from './requests.ts';

export const proJobKeys = {
  all: ['pro-jobs'] as const,
  list: () => [...proJobKeys.all, 'list'] as const,
  detail: (id: string) => [...proJobKeys.all, 'detail', id] as const,
};

export function useProJobs() {
  const client = useApiClient();
  return useQuery<ProJobs, ApiError>({ queryKey: proJobKeys.list(), queryFn: () => listProJobs(client) });
}

export function useProJob(bookingId: string) {
  const client = useApiClient();
  return useQuery<ProJob, ApiError>({ queryKey: proJobKeys.detail(bookingId), queryFn: () => getProJob(client, bookingId) });
}

export function useMarkJobStep(bookingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ProJob, ApiError, JobStepRequest>({
    mutationFn: (body) => markJobStep(client, bookingId, body),
    onSuccess: (job) => {
      queryClient.setQueryData(proJobKeys.detail(bookingId), job);
      void queryClient.invalidateQueries({ queryKey: proJobKeys.list() });
    },
  });
}

export function useDeclineJob(bookingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ reference: string }, ApiError, DeclineJobRequest>({
    mutationFn: (body) => declineJob(client, bookingId, body),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: proJobKeys.detail(bookingId) });
      void queryClient.invalidateQueries({ queryKey: proJobKeys.list() });
    },
  });
}
