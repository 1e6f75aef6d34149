// React Query hook for the VAPID key; subscribing is driven by the control (it is a browser dance, not one call).
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { pushKeyQueryOptions } from './queries.ts';

export function usePushKey() {
  const client = useApiClient();
  return useQuery(pushKeyQueryOptions(client));
}
