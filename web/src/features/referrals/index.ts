// Referrals: the customer's code to copy and share, the invitation call, and its answer (kept under `send_ref`).
export { referralKeys, sendReferral, useSendReferral, useSentReferral, type Referral, type ReferralRequest } from './api/index.ts';
export { InviteFriendsPanel, type InviteFriendsPanelProps } from './components/invite-friends-panel.tsx';
export { EMPTY_REFERRAL, NO_CONTACT_MESSAGE, REFERRAL_LIMITS, toReferralRequest, type ReferralErrors, type ReferralField, type ReferralValues } from './referral-form.ts';
export { inviteLink, inviteText, whatsappShareUrl } from './share.ts';
