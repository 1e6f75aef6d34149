// Proves the admin is offered only the moves the booking state machine allows.
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@ile/domain';
import { canAssign, canCancel, nextMove } from './booking-moves.ts';

const ALL: BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];

describe('nextMove', () => {
  it('when a pro is assigned, then the next move is in progress; when in progress, completed', () => {
    expect(nextMove('pro_assigned')).toBe('in_progress');
    expect(nextMove('in_progress')).toBe('completed');
  });

  it('when unpaid, paid without a pro, completed or cancelled, then there is no job step to take', () => {
    for (const status of ['pending_payment', 'paid', 'completed', 'cancelled'] as const) expect(nextMove(status), status).toBeNull();
  });
});

describe('canAssign and canCancel', () => {
  it('when paid or assigned, then a pro can be (re)assigned; never before payment or after the job starts', () => {
    expect(ALL.filter(canAssign)).toEqual(['paid', 'pro_assigned']);
  });

  it('when the job has not started, then the admin can cancel', () => {
    expect(ALL.filter(canCancel)).toEqual(['pending_payment', 'paid', 'pro_assigned']);
  });
});
