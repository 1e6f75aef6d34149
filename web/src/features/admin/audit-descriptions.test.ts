// Proves an audit entry reads as who did what and what changed, in the screens' words.
import { describe, expect, it } from 'vitest';
import { changesOf, describeAction, formatWhen } from './audit-descriptions.ts';

describe('changesOf', () => {
  it('when a pro is assigned, then the status and the pro change, and the pro id is left out', () => {
    expect(changesOf({ before: { status: 'paid', proId: null, proName: null }, after: { status: 'pro_assigned', proId: 'p_2', proName: 'Grace Adeyemi' } })).toEqual([
      { label: 'Status', before: 'Paid', after: 'Pro assigned' },
      { label: 'Pro', before: '—', after: 'Grace Adeyemi' },
    ]);
  });

  it('when a pro is decided on, then pro statuses read in words and an unchanged note is left out', () => {
    expect(changesOf({ before: { status: 'pending', decisionNote: null }, after: { status: 'approved', decisionNote: null } })).toEqual([{ label: 'Status', before: 'Pending review', after: 'Approved' }]);
  });

  it('when a booking is cancelled with a refund, then the reason and the refund show', () => {
    expect(changesOf({ before: { status: 'paid', cancelReason: null }, after: { status: 'cancelled', cancelReason: 'Customer travelling', refundRequested: true } })).toEqual([
      { label: 'Status', before: 'Paid', after: 'Cancelled' },
      { label: 'Reason', before: '—', after: 'Customer travelling' },
      { label: 'Refund', before: '—', after: 'Requested' },
    ]);
  });

  it('when a field is unknown or the entry has no before, then it still shows under its own name', () => {
    expect(changesOf({ before: null, after: { tier: 'gold', rating: 5 } })).toEqual([
      { label: 'tier', before: '—', after: 'gold' },
      { label: 'rating', before: '—', after: '5' },
    ]);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});

describe('describeAction and formatWhen', () => {
  it('when the action is known, then it reads as words; otherwise as its name', () => {
    expect(describeAction('booking.assign')).toBe('Assigned a pro');
    expect(describeAction('pro.suspend')).toBe('Suspended the pro');
    expect(describeAction('payout.sent')).toBe('payout.sent');
  });

  it('when given a time, then it reads as the day and the time in Lagos', () => {
    expect(formatWhen('2026-11-26T10:15:00.000Z')).toBe('26 November 2026, 11:15am');
  });
});
