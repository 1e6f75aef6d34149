// Proves only completed bookings inside the 7-day window are offered for a claim, most recent first, and that the deadline is said in WAT words.
import { describe, expect, it } from 'vitest';
import { buildBooking } from '../../testing/fixtures/index.ts';
import { bookingsInClaimWindow, claimDeadline } from './claim-window.ts';

const now = new Date('2026-11-25T12:00:00.000Z');

describe('bookingsInClaimWindow', () => {
  it('when bookings are in several states, then only completed ones within 7 days are kept, latest first', () => {
    const bookings = [
      buildBooking({ id: 'old', status: 'completed', completedAt: '2026-11-18T11:59:00.000Z' }),
      buildBooking({ id: 'edge', status: 'completed', completedAt: '2026-11-18T12:00:00.000Z' }),
      buildBooking({ id: 'recent', status: 'completed', completedAt: '2026-11-24T09:00:00.000Z' }),
      buildBooking({ id: 'unknown', status: 'completed', completedAt: null }),
      buildBooking({ id: 'working', status: 'in_progress' }),
      buildBooking({ id: 'claimed', status: 'completed', completedAt: '2026-11-23T09:00:00.000Z', claim: { reference: 'CLM-7KX2Q9', status: 'open', createdAt: '2026-11-24T10:00:00.000Z' } }),
    ];
    expect(bookingsInClaimWindow(bookings, now).map((b) => b.id)).toEqual(['recent', 'claimed', 'edge']);
  });
});

describe('claimDeadline', () => {
  it('when a job was completed, then the deadline is 7 days later in Lagos time', () => {
    expect(claimDeadline('2026-11-24T13:30:00.000Z')).toBe('2:30pm on 1 December 2026 (WAT)');
  });
});
