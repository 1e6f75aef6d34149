// Named aliases of the generated schema types, so screens never spell `components['schemas'][…]`.
import type { components, paths } from '@ile/domain/schema';

type Schemas = components['schemas'];

export type { paths };
export type CurrentUser = Schemas['CurrentUser'];
export type Role = Schemas['Role'];
export type Booking = Schemas['Booking'];
export type Service = Schemas['Service'];
export type Review = Schemas['Review'];
export type ErrorBody = Schemas['Error'];
export type SignUpRequest = Schemas['SignUpRequest'];
export type SignInRequest = Schemas['SignInRequest'];
export type SignInCodeRequest = Schemas['SignInCodeRequest'];
export type SignInCodeSent = Schemas['SignInCodeSent'];
export type CodeSignInRequest = Schemas['CodeSignInRequest'];
export type BookingTextsRequest = Schemas['BookingTextsRequest'];
export type EmailVerificationRequest = Schemas['EmailVerificationRequest'];
export type EmailVerifyRequest = Schemas['EmailVerifyRequest'];
export type EmailVerified = Schemas['EmailVerified'];
export type PhoneVerifyRequest = Schemas['PhoneVerifyRequest'];
export type ForgotPasswordRequest = paths['/app/forgot_password']['post']['requestBody']['content']['application/json'];
export type ResetPasswordRequest = paths['/app/reset_password']['post']['requestBody']['content']['application/json'];
export type ProApplicationRequest = Schemas['ProApplicationRequest'];
export type ProApplication = Schemas['ProApplication'];
export type ProStatus = Schemas['ProStatus'];
export type ProSummary = Schemas['ProSummary'];
export type ProDetail = Schemas['ProDetail'];
export type IdType = Schemas['IdType'];
export type Weekday = Schemas['Weekday'];
export type AuditEntry = Schemas['AuditEntry'];
export type AdminOverview = Schemas['AdminOverview'];
export type AdminAlert = Schemas['AdminAlert'];
export type AdminBooking = Schemas['AdminBooking'];
export type AdminBookingDetail = Schemas['AdminBookingDetail'];
export type PaymentProvider = Schemas['PaymentProvider'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type PaymentCheckout = Schemas['PaymentCheckout'];
export type Receipt = Schemas['Receipt'];
export type TestCheckout = Schemas['TestCheckout'];
/** The seed's auth state: null while unknown, false when signed out, the user when signed in. */
export type CurrentUserState = CurrentUser | false | null;
