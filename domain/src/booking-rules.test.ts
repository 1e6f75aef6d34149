// Proves the booking state machine and the bookable-day window shared by web and BFF.
import { describe, expect, it } from 'vitest';
import { adminCanCancel, canMove, customerCanCancel, customerCanReschedule, isOpen, isPayable } from './booking-status.ts';
import { REAL_DATE_HINT } from './dates.ts';
import { bookableDays, visitDateProblem } from './visit-date.ts';

describe('booking status', () => {
  it('when a booking is pending payment or paid, then the customer can cancel it', () => {
    expect(customerCanCancel('pending_payment')).toBe(true);
    expect(customerCanCancel('paid')).toBe(true);
    expect(customerCanCancel('pro_assigned')).toBe(false);
    expect(customerCanCancel('completed')).toBe(false);
  });
  it('when a pro is assigned, then only an admin can cancel, until the job starts', () => {
    expect(adminCanCancel('pro_assigned')).toBe(true);
    expect(adminCanCancel('paid')).toBe(true);
    expect(adminCanCancel('in_progress')).toBe(false);
    expect(adminCanCancel('cancelled')).toBe(false);
  });
  it('when a booking is anything but pending payment, then it cannot be paid', () => {
    expect(isPayable('pending_payment')).toBe(true);
    expect(isPayable('paid')).toBe(false);
    expect(isPayable('cancelled')).toBe(false);
  });
  it('when the job has started, then it can no longer be rescheduled', () => {
    expect(customerCanReschedule('pro_assigned')).toBe(true);
    expect(customerCanReschedule('in_progress')).toBe(false);
    expect(customerCanReschedule('cancelled')).toBe(false);
  });
  it('when a booking has not started, then it cannot be completed: only in progress leads to completed', () => {
    const statuses = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'] as const;
    expect(statuses.filter((from) => canMove(from, 'completed'))).toEqual(['in_progress']);
    expect(statuses.filter((from) => canMove(from, 'in_progress'))).toEqual(['pro_assigned']);
  });
  it('when finished or cancelled, then nothing moves and it is not open', () => {
    expect(canMove('completed', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'paid')).toBe(false);
    expect(isOpen('completed')).toBe(false);
    expect(isOpen('pro_assigned')).toBe(true);
  });
});

describe('bookable days', () => {
  const lateEvening = new Date('2026-03-13T23:30:00Z'); // already 14 March in Lagos
  it('when it is after 11pm UTC, then today is already the next day in Lagos', () => {
    expect(bookableDays(lateEvening)).toEqual({ first: '2026-03-14', last: '2026-05-13' });
  });
  it('when the day is in the window, then there is no problem', () => {
    expect(visitDateProblem('2026-03-14', lateEvening)).toBeNull();
    expect(visitDateProblem('2026-05-13', lateEvening)).toBeNull();
  });
  it('when the day is past, too far or not a day, then the message says what to do', () => {
    expect(visitDateProblem('2026-03-13', lateEvening)).toBe('Choose today or a later day.');
    expect(visitDateProblem('2026-05-14', lateEvening)).toBe('Choose a day within the next 60 days.');
    expect(visitDateProblem('14/03/2026', lateEvening)).toBe('Choose a day for the visit.');
  });
  it('when the day is not on the calendar, then it is refused even inside the window', () => {
    const early = new Date('2026-11-02T09:00:00+01:00');
    expect(visitDateProblem('2026-11-31', early)).toBe(REAL_DATE_HINT);
    expect(visitDateProblem('2026-12-00', early)).toBe(REAL_DATE_HINT);
    expect(visitDateProblem('2026-13-01', early)).toBe(REAL_DATE_HINT);
    expect(visitDateProblem('2026-11-30', early)).toBeNull();
    const february = new Date('2027-02-01T09:00:00+01:00');
    expect(visitDateProblem('2027-02-29', february)).toBe(REAL_DATE_HINT);
    expect(visitDateProblem('2027-02-28', february)).toBeNull();
    expect(visitDateProblem('2028-02-29', new Date('2028-02-01T09:00:00+01:00'))).toBeNull();
  });
});
