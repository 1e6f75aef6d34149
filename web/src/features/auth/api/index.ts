export { getCurrentUser, signUp, signIn, requestPasswordReset, resetPassword, sendSignInCode, signInWithCode, setBookingTexts, sendEmailVerification, verifyEmail, sendPhoneCode, verifyPhone } from './requests.ts';
export { authKeys, currentUserQueryOptions } from './queries.ts';
export { useCurrentUser, useCurrentUserState, useSignIn, useSignUp, useResetPassword, useRequestPasswordReset, useSendSignInCode, useSignInWithCode, useSetBookingTexts, useSendEmailVerification, useVerifyEmail, useSendPhoneCode, useVerifyPhone } from './hooks.ts';
