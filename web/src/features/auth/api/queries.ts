// Query keys and query-options factories for the account calls.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import { getCurrentUser } from './requests.ts';

export const authKeys = {
  currentUser: CURRENT_USER_KEY,
};

/** `fetch`: see getCurrentUser (the start-up answer index.html asked for). */
export function currentUserQueryOptions(client: ApiClient, fetch?: (request: Request) => Promise<Response>) {
  return queryOptions({
    queryKey: authKeys.currentUser,
    queryFn: () => getCurrentUser(client, fetch),
    // The session changes only through this app's own calls, which write the cache themselves.
    staleTime: Infinity,
    retry: false,
  });
}
