// Which decisions an application or pro can take in each status (pending → approved | rejected;
// approved ⇄ suspended), and the words for them. The BFF enforces the same rules (409
// pro_decision_not_allowed); the screen only offers what they allow.
import type { ProStatus } from '../../api/types.ts';
import type { ProDecision } from './api/requests.ts';

const DECISIONS: Record<ProStatus, readonly ProDecision[]> = {
  pending: ['approve', 'reject'],
  approved: ['suspend'],
  suspended: ['reinstate'],
  rejected: [],
};

const OUTCOME: Record<ProDecision, ProStatus> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'approved' };

/** The decisions open to a pro in this status, in the order they are offered. */
export function decisionsFor(status: ProStatus): readonly ProDecision[] {
  return DECISIONS[status];
}

/** The status a decision leads to, or null when it does not apply to this status. */
export function statusAfter(status: ProStatus, decision: ProDecision): ProStatus | null {
  return DECISIONS[status].includes(decision) ? OUTCOME[decision] : null;
}

/** Decisions that take work away from someone need a reason on record. */
export function decisionNeedsNote(decision: ProDecision): boolean {
  return decision === 'reject' || decision === 'suspend';
}

export const DECISION_LABELS: Record<ProDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
};

export const PRO_STATUS_LABELS: Record<ProStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};
