// Proves the 7-day happiness-claim window: open up to the last millisecond, closed after, never without a completion.
import { describe, expect, it } from 'vitest';
import { claimWindowClosesAt, claimWindowOpen, HAPPINESS_CLAIM_DAYS } from './happiness.ts';

describe('the happiness claim window', () => {
  const completedAt = '2026-11-20T10:00:00.000Z';

  it('closes exactly seven days after completion', () => {
    expect(HAPPINESS_CLAIM_DAYS).toBe(7);
    expect(claimWindowClosesAt(completedAt).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('when the job completed under seven days ago, then a claim can be raised', () => {
    expect(claimWindowOpen(completedAt, new Date('2026-11-27T10:00:00.000Z'))).toBe(true);
  });

  it('when seven days have passed, then it cannot', () => {
    expect(claimWindowOpen(completedAt, new Date('2026-11-27T10:00:00.001Z'))).toBe(false);
  });

  it('when the job is not completed, then it cannot', () => {
    expect(claimWindowOpen(null, new Date(completedAt))).toBe(false);
  });
});
