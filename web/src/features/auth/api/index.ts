export { getCurrentUser, signUp, signIn, requestPasswordReset, resetPassword, sendSignInCode, signInWithCode, setBookingTexts } from './requests.ts';
export { authKeys, currentUserQueryOptions } from './queries.ts';
export { useCurrentUser, useCurrentUserState, useSignIn, useSignUp, useResetPassword, useRequestPasswordReset, useSendSignInCode, useSignInWithCode, useSetBookingTexts } from './hooks.ts';
