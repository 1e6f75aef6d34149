// Query keys for referrals. The answer is kept under `send_ref` (seed: "a referral message response
// is stored under send_ref"), written by the call's answer and never fetched.
export const referralKeys = {
  sent: ['send_ref'] as const,
};
