export { sendReferral, type Referral, type ReferralRequest } from './requests.ts';
export { referralKeys } from './queries.ts';
export { useSendReferral, useSentReferral } from './hooks.ts';
