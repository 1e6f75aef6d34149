export { getCurrentUser, signUp, signIn, requestPasswordReset, resetPassword } from './requests.ts';
export { authKeys, currentUserQueryOptions } from './queries.ts';
export { useCurrentUser, useCurrentUserState, useSignIn, useSignUp, useResetPassword, useRequestPasswordReset } from './hooks.ts';
