// React Query hooks for the account calls. Every answer that is the current user replaces it in the
// cache (seed: "replaces current user"), so the navigation and guards follow at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import type { ApiError } from '../../../api/errors.ts';
import type {
  BookingTextsRequest,
  CodeSignInRequest,
  CurrentUser,
  CurrentUserState,
  EmailVerificationRequest,
  EmailVerified,
  EmailVerifyRequest,
  ForgotPasswordRequest,
  PhoneVerifyRequest,
  ResetPasswordRequest,
  SignInCodeRequest,
  SignInCodeSent,
  SignInRequest,
  SignUpRequest,
} from '../../../api/types.ts';
import { authKeys, currentUserQueryOptions } from './queries.ts';
import {
  requestPasswordReset,
  resetPassword,
  sendEmailVerification,
  sendPhoneCode,
  sendSignInCode,
  setBookingTexts,
  signIn,
  signInWithCode,
  signUp,
  verifyEmail,
  verifyPhone,
} from './requests.ts';

export function useCurrentUser() {
  const client = useApiClient();
  return useQuery(currentUserQueryOptions(client));
}

/**
 * The seed's three-valued auth state: null (unknown), false (signed out) or the user. Unknown while a
 * pre-rendered page hydrates, even when the answer is already in: the first render must be the
 * server's, which was for nobody in particular; the user's own navigation follows right after.
 */
export function useCurrentUserState(): CurrentUserState {
  const { data } = useCurrentUser();
  const hydrated = useHydrated();
  return hydrated ? (data ?? null) : null;
}

function useReplacesCurrentUser<TBody>(request: (body: TBody) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiError, TBody>({
    mutationFn: request,
    onSuccess: (user) => queryClient.setQueryData(authKeys.currentUser, user),
  });
}

export function useSignIn() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: SignInRequest) => signIn(client, body));
}

export function useSignUp() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: SignUpRequest) => signUp(client, body));
}

export function useResetPassword() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: ResetPasswordRequest) => resetPassword(client, body));
}

export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation<{ sent: true }, ApiError, ForgotPasswordRequest>({
    mutationFn: (body) => requestPasswordReset(client, body),
  });
}

export function useSendSignInCode() {
  const client = useApiClient();
  return useMutation<SignInCodeSent, ApiError, SignInCodeRequest>({
    mutationFn: (body) => sendSignInCode(client, body),
  });
}

export function useSignInWithCode() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: CodeSignInRequest) => signInWithCode(client, body));
}

export function useSetBookingTexts() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: BookingTextsRequest) => setBookingTexts(client, body));
}

export function useSendEmailVerification() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: EmailVerificationRequest) => sendEmailVerification(client, body));
}

/**
 * Confirms an e-mail from its link. Which account it was for is the server's to say (the link may be
 * another account's, and other accounts lose a claim on it), so a signed-in visitor's user is asked again.
 */
export function useVerifyEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<EmailVerified, ApiError, EmailVerifyRequest>({
    mutationFn: (body) => verifyEmail(client, body),
    onSuccess: () => {
      if (queryClient.getQueryData<CurrentUserState>(authKeys.currentUser)) void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}

export function useSendPhoneCode() {
  const client = useApiClient();
  return useMutation<SignInCodeSent, ApiError, SignInCodeRequest>({
    mutationFn: (body) => sendPhoneCode(client, body),
  });
}

export function useVerifyPhone() {
  const client = useApiClient();
  return useReplacesCurrentUser((body: PhoneVerifyRequest) => verifyPhone(client, body));
}
