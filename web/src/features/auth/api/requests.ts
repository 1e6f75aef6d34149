// Plain request functions for the account calls: a client in, the answer's `data` out, or an ApiError
// thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
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

/**
 * The signed-in user, or false when signed out. `fetch` answers this one call instead of the network
 * (the app passes the answer index.html already asked for, so start-up makes one request, not two).
 */
export async function getCurrentUser(client: ApiClient, fetch?: (request: Request) => Promise<Response>): Promise<Exclude<CurrentUserState, null>> {
  return (await unwrap(client.GET('/app/current_user', fetch ? { fetch } : {}))).data;
}

export async function signUp(client: ApiClient, body: SignUpRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/signup', { body }))).data;
}

export async function signIn(client: ApiClient, body: SignInRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/signin', { body }))).data;
}

/** Always `{ sent: true }` for a well-formed address, whether or not it has an account. */
export async function requestPasswordReset(client: ApiClient, body: ForgotPasswordRequest): Promise<{ sent: true }> {
  return (await unwrap(client.POST('/app/forgot_password', { body }))).data;
}

export async function resetPassword(client: ApiClient, body: ResetPasswordRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/reset_password', { body }))).data;
}

/** Texts a 6-digit code to the number; the answer never says whether the number has an account. */
export async function sendSignInCode(client: ApiClient, body: SignInCodeRequest): Promise<SignInCodeSent> {
  return (await unwrap(client.POST('/app/signin/code', { body }))).data;
}

/** Signs in with the texted code: 200 for a known number, 201 for a new customer (which needs `name`). */
export async function signInWithCode(client: ApiClient, body: CodeSignInRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/signin/phone', { body }))).data;
}

/** Turns booking texts on or off for the signed-in customer; sign-in codes are always sent. */
export async function setBookingTexts(client: ApiClient, body: BookingTextsRequest): Promise<CurrentUser> {
  return (await unwrap(client.PUT('/app/account/texts', { body }))).data;
}

/** Sets the account's pendingEmail and mails it a confirmation link; the proven `email` stays until it is used. */
export async function sendEmailVerification(client: ApiClient, body: EmailVerificationRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/account/email', { body }))).data;
}

/** Uses a confirmation link's token (signed in or not): the e-mail becomes the account's proven one. */
export async function verifyEmail(client: ApiClient, body: EmailVerifyRequest): Promise<EmailVerified> {
  return (await unwrap(client.POST('/app/account/email/verify', { body }))).data;
}

/** Texts a code to prove a number for the signed-in account (the sign-in code's rules and limits). */
export async function sendPhoneCode(client: ApiClient, body: SignInCodeRequest): Promise<SignInCodeSent> {
  return (await unwrap(client.POST('/app/account/phone/code', { body }))).data;
}

/** Proves the number with its texted code: it becomes the account's phone, with phoneVerified true. */
export async function verifyPhone(client: ApiClient, body: PhoneVerifyRequest): Promise<CurrentUser> {
  return (await unwrap(client.POST('/app/account/phone', { body }))).data;
}
