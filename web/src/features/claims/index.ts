// The happiness guarantee's claims: the call, the section on a completed booking's page, and which
// bookings can still be claimed on (for /happiness).
export { raiseClaim, useRaiseClaim, type Claim, type ClaimRequest, type ClaimStatus } from './api/index.ts';
export { ClaimSection, CLAIM_SECTION_ID, type ClaimSectionProps } from './components/claim-section.tsx';
export { CLAIM_LIMITS, EMPTY_CLAIM, characterCount, toClaimRequest, type ClaimErrors, type ClaimField, type ClaimValues } from './claim-form.ts';
export { CLAIM_STATUS_LABELS, bookingsInClaimWindow, claimDeadline, type CompletedBooking } from './claim-window.ts';
