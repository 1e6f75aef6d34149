// The contact call as a mutation. Never retried behind the sender's back: a repeat would reach
// support twice (and count twice against the sender's limit).
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { sendContactMessage, type ContactMessageRequest } from './requests.ts';

/** The mutation's key names the seed's `contact` type: the only signal a sent message leaves. */
export const CONTACT_MUTATION_KEY = ['contact'] as const;

export function useSendContactMessage() {
  const client = useApiClient();
  return useMutation<void, ApiError, ContactMessageRequest>({
    mutationKey: CONTACT_MUTATION_KEY,
    mutationFn: (body) => sendContactMessage(client, body),
  });
}
