// The VAPID key changes only with the server's configuration: asked for once per visit.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getPushKey } from './requests.ts';

export const pushKeys = {
  key: ['push', 'key'] as const,
};

export function pushKeyQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: pushKeys.key, queryFn: () => getPushKey(client), staleTime: Infinity, retry: 1 });
}
