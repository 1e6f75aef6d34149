// The claim form as plain data: the spec's limits on raiseClaim with messages for a person (so a
// customer hears of a mistake before anything is sent), and the body it sends.
import { formatCount } from '@ile/domain';
import type { ClaimRequest } from './api/requests.ts';

export const CLAIM_LIMITS = { problemMin: 20, problemMax: 2000, photoMax: 500 } as const;

export interface ClaimValues {
  problem: string;
  photoDescription: string;
}

export type ClaimField = keyof ClaimValues;
export type ClaimErrors = Partial<Record<ClaimField, string>>;

export const EMPTY_CLAIM: ClaimValues = { problem: '', photoDescription: '' };

/** "12 of 2,000 characters": what the counter under a field says. */
export function characterCount(text: string, max: number): string {
  return `${formatCount(text.trim().length)} of ${formatCount(max)} characters`;
}

export type ClaimResult = { ok: true; body: ClaimRequest } | { ok: false; errors: ClaimErrors };

export function toClaimRequest(values: ClaimValues): ClaimResult {
  const problem = values.problem.trim();
  const photoDescription = values.photoDescription.trim();
  const errors: ClaimErrors = {};
  if (problem.length === 0) errors.problem = 'Tell us what went wrong, so we know what to put right.';
  else if (problem.length < CLAIM_LIMITS.problemMin) errors.problem = `Tell us a little more: at least ${CLAIM_LIMITS.problemMin} characters (now ${problem.length}).`;
  else if (problem.length > CLAIM_LIMITS.problemMax) errors.problem = `Use at most ${formatCount(CLAIM_LIMITS.problemMax)} characters (now ${formatCount(problem.length)}).`;
  if (photoDescription.length > CLAIM_LIMITS.photoMax) errors.photoDescription = `Use at most ${CLAIM_LIMITS.photoMax} characters (now ${formatCount(photoDescription.length)}).`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: photoDescription ? { problem, photoDescription } : { problem } };
}
