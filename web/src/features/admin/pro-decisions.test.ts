// Proves the decisions offered for each status follow pending → approved | rejected, approved ⇄ suspended.
import { describe, expect, it } from 'vitest';
import type { ProDecision } from './api/requests.ts';
import { decisionNeedsNote, decisionsFor, statusAfter } from './pro-decisions.ts';

describe('decisionsFor', () => {
  it('when an application is pending, then it can be approved or rejected, nothing else', () => {
    expect(decisionsFor('pending')).toEqual(['approve', 'reject']);
  });

  it('when a pro is approved, then they can only be suspended; when suspended, only reinstated', () => {
    expect(decisionsFor('approved')).toEqual(['suspend']);
    expect(decisionsFor('suspended')).toEqual(['reinstate']);
  });

  it('when an application was rejected, then no decision is left', () => {
    expect(decisionsFor('rejected')).toEqual([]);
  });
});

describe('statusAfter', () => {
  it('when a decision applies, then it gives the new status; otherwise null', () => {
    expect(statusAfter('pending', 'approve')).toBe('approved');
    expect(statusAfter('pending', 'reject')).toBe('rejected');
    expect(statusAfter('approved', 'suspend')).toBe('suspended');
    expect(statusAfter('suspended', 'reinstate')).toBe('approved');
    expect(statusAfter('rejected', 'suspend')).toBeNull();
    expect(statusAfter('pending', 'reinstate')).toBeNull();
    expect(statusAfter('approved', 'approve')).toBeNull();
  });
});

describe('decisionNeedsNote', () => {
  it('when work is taken away (reject, suspend), then a note is required', () => {
    const all: ProDecision[] = ['approve', 'reject', 'suspend', 'reinstate'];
    expect(all.filter(decisionNeedsNote)).toEqual(['reject', 'suspend']);
  });
});
