// Proves the time rules in WAT: a window starts at its hour in Lagos, is bookable only with the lead
// time to spare (a minute either side of the cut-off), today's windows run out, and the Lagos day
// is the one that counts when UTC is still on the day before.
import { describe, expect, it } from 'vitest';
import { bookableWindows, visitDayHasCome, visitWindowProblem, windowIsBookable, windowStartsAt } from './visit-time.ts';

const at = (iso: string) => new Date(iso);

describe('visit windows', () => {
  it('when a window starts, then it is its first hour in Lagos (UTC+1)', () => {
    expect(windowStartsAt('2026-12-05', 'morning').toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(windowStartsAt('2026-12-05', 'afternoon').toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(windowStartsAt('2026-12-05', 'evening').toISOString()).toBe('2026-12-05T15:00:00.000Z');
  });

  it('when now is a minute either side of two hours before a window, then it is bookable before and not after', () => {
    for (const [window, cutOff] of [['morning', '06:00'], ['afternoon', '10:00'], ['evening', '14:00']] as const) {
      const minus = at(`2026-12-05T${cutOff}:00+01:00`).getTime() - 60_000;
      expect(windowIsBookable('2026-12-05', window, new Date(minus))).toBe(true);
      expect(windowIsBookable('2026-12-05', window, new Date(minus + 120_000))).toBe(false);
    }
  });

  it('when the day goes on, then its windows run out in order; a later day keeps all three', () => {
    expect(bookableWindows('2026-12-05', at('2026-12-05T05:00:00+01:00'))).toEqual(['morning', 'afternoon', 'evening']);
    expect(bookableWindows('2026-12-05', at('2026-12-05T09:00:00+01:00'))).toEqual(['afternoon', 'evening']);
    expect(bookableWindows('2026-12-05', at('2026-12-05T13:00:00+01:00'))).toEqual(['evening']);
    expect(bookableWindows('2026-12-05', at('2026-12-05T14:30:00+01:00'))).toEqual([]);
    expect(bookableWindows('2026-12-06', at('2026-12-05T23:59:00+01:00'))).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('when a window is too soon, then the sentence says why: too soon while others remain, "a later day" when none does; a bad day is left to the day rule', () => {
    expect(visitWindowProblem('2026-12-05', 'morning', at('2026-12-05T09:00:00+01:00'))).toBe('That time is too soon: choose a window that starts at least 2 hours from now.');
    expect(visitWindowProblem('2026-12-05', 'evening', at('2026-12-05T15:00:00+01:00'))).toBe('No time is left to book for that day: choose a later day.');
    expect(visitWindowProblem('2026-12-05', 'evening', at('2026-12-05T12:00:00+01:00'))).toBeNull();
    expect(visitWindowProblem('2026-12-04', 'evening', at('2026-12-05T12:00:00+01:00'))).toBeNull();
    expect(visitWindowProblem('2026-12-05', 'afternoon', at('2026-12-05T11:30:00+01:00'), 45)).toBe('That time is too soon: choose a window that starts at least 45 minutes from now.');
  });

  it('when it is 00:30 in Lagos and still the day before in UTC, then the Lagos day has come and its morning is bookable', () => {
    const now = at('2026-12-04T23:30:00Z');
    expect(visitDayHasCome('2026-12-05', now)).toBe(true);
    expect(visitDayHasCome('2026-12-06', now)).toBe(false);
    expect(bookableWindows('2026-12-05', now)).toEqual(['morning', 'afternoon', 'evening']);
  });
});
