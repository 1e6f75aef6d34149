export { raiseClaim, type Claim, type ClaimRequest, type ClaimStatus } from './requests.ts';
export { useRaiseClaim } from './hooks.ts';
