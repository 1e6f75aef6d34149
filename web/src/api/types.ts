// Named aliases of the generated schema types, so screens never spell `components['schemas'][…]`.
import type { components, paths } from './schema.gen.ts';

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
export type ForgotPasswordRequest = paths['/app/forgot_password']['post']['requestBody']['content']['application/json'];
export type ResetPasswordRequest = paths['/app/reset_password']['post']['requestBody']['content']['application/json'];
export type PaymentProvider = Schemas['PaymentProvider'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type PaymentCheckout = Schemas['PaymentCheckout'];
export type Receipt = Schemas['Receipt'];
export type TestCheckout = Schemas['TestCheckout'];
/** The seed's auth state: null while unknown, false when signed out, the user when signed in. */
export type CurrentUserState = CurrentUser | false | null;
