// Proves the visit-time rules in WAT: the 2-hour cut-off to the minute for each window, the Lagos day when UTC still shows yesterday, midnight, and the start-day rule.
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LEAD_MINUTES,
  bookableWindows,
  earlyStartProblem,
  missingWindowsNote,
  VISIT_WINDOWS,
  visitDayHasCome,
  visitSlotProblems,
  visitWindowProblem,
  WINDOW_HOURS,
  windowIsBookable,
  windowStartsAt,
} from './visit-time.ts';

const MINUTE = 60_000;
const TOO_SOON = 'That time is too soon: choose a window that starts at least 2 hours from now.';
const NOTHING_LEFT = 'No time is left to book for that day: choose a later day.';

describe('a window starts on the Lagos clock', () => {
  it('when asked for a window, then it starts at its first hour in UTC+1', () => {
    expect(windowStartsAt('2026-12-05', 'morning').toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(windowStartsAt('2026-12-05', 'afternoon').toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(windowStartsAt('2026-12-05', 'evening').toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(WINDOW_HOURS.evening).toEqual({ start: 16, end: 19 });
  });
});

describe('the 2-hour cut-off', () => {
  it.each(VISIT_WINDOWS)('when now is a minute either side of two hours before %s, then it flips exactly there', (window) => {
    const cutOff = windowStartsAt('2026-12-05', window).getTime() - BOOKING_LEAD_MINUTES * MINUTE;
    expect(windowIsBookable('2026-12-05', window, new Date(cutOff - MINUTE))).toBe(true);
    expect(windowIsBookable('2026-12-05', window, new Date(cutOff))).toBe(true);
    expect(windowIsBookable('2026-12-05', window, new Date(cutOff + MINUTE))).toBe(false);
    expect(visitWindowProblem('2026-12-05', window, new Date(cutOff - MINUTE))).toBeNull();
  });

  it('when morning is a minute past its cut-off, then afternoon and evening remain and the sentence says why', () => {
    const now = new Date('2026-12-05T06:01:00+01:00');
    expect(bookableWindows('2026-12-05', now)).toEqual(['afternoon', 'evening']);
    expect(visitWindowProblem('2026-12-05', 'morning', now)).toBe(TOO_SOON);
    expect(missingWindowsNote('2026-12-05', now)).toBe("Morning has passed for today (a visit needs 2 hours' notice).");
  });

  it('when the lead time is changed, then the cut-off and the sentence follow it', () => {
    const now = new Date('2026-12-05T07:30:00+01:00');
    expect(bookableWindows('2026-12-05', now, 30)).toEqual(['morning', 'afternoon', 'evening']);
    expect(bookableWindows('2026-12-05', now, 31)).toEqual(['afternoon', 'evening']);
    expect(visitWindowProblem('2026-12-05', 'morning', now, 45)).toBe('That time is too soon: choose a window that starts at least 45 minutes from now.');
  });
});

describe('the Lagos day, not the UTC day', () => {
  // 23:30 UTC on 4 December is 00:30 on Saturday 5 December in Lagos.
  const lateUtc = new Date('2026-12-04T23:30:00Z');

  it('when UTC still shows yesterday, then all of the Lagos today is bookable and yesterday is not', () => {
    expect(bookableWindows('2026-12-05', lateUtc)).toEqual(['morning', 'afternoon', 'evening']);
    expect(visitSlotProblems('2026-12-04', 'evening', lateUtc)).toEqual({ date: 'Choose today or a later day.', timeWindow: null });
    expect(missingWindowsNote('2026-12-05', lateUtc)).toBeNull();
  });

  it('when it is 06:01 in Lagos but 05:01 UTC, then morning is already gone', () => {
    expect(bookableWindows('2026-12-05', new Date('2026-12-05T05:01:00Z'))).toEqual(['afternoon', 'evening']);
    expect(bookableWindows('2026-12-05', new Date('2026-12-05T04:59:00Z'))).toEqual(['morning', 'afternoon', 'evening']);
  });
});

describe('evening and midnight', () => {
  it('when the evening cut-off has passed, then today offers nothing and only later days are offered', () => {
    const now = new Date('2026-12-05T14:01:00+01:00');
    expect(bookableWindows('2026-12-05', now)).toEqual([]);
    expect(visitWindowProblem('2026-12-05', 'evening', now)).toBe(NOTHING_LEFT);
    expect(missingWindowsNote('2026-12-05', now)).toBe('No time is left to book for today: choose a later day.');
    expect(bookableWindows('2026-12-06', now)).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('when a minute before midnight in Lagos, then tomorrow is whole; a minute after, it is today and still whole', () => {
    const beforeMidnight = new Date('2026-12-05T23:59:00+01:00');
    const afterMidnight = new Date('2026-12-06T00:01:00+01:00');
    expect(bookableWindows('2026-12-06', beforeMidnight)).toEqual(['morning', 'afternoon', 'evening']);
    expect(visitSlotProblems('2026-12-05', 'evening', afterMidnight).date).toBe('Choose today or a later day.');
    expect(visitSlotProblems('2026-12-06', 'morning', afterMidnight)).toEqual({ date: null, timeWindow: null });
  });

  it('when the day itself is wrong, then only the day is blamed, not the window', () => {
    expect(visitSlotProblems('2026-11-31', 'morning', new Date('2026-11-02T09:00:00+01:00'))).toEqual({
      date: 'Choose a real date, like 2026-12-05.',
      timeWindow: null,
    });
  });
});

describe('when a job can start', () => {
  it('when it is the visit day in Lagos (even if UTC says the day before), then it can start; the day before, it cannot', () => {
    expect(visitDayHasCome('2026-12-05', new Date('2026-12-04T23:30:00Z'))).toBe(true);
    expect(visitDayHasCome('2026-12-05', new Date('2026-12-04T22:59:00Z'))).toBe(false);
    expect(visitDayHasCome('2026-12-05', new Date('2026-12-07T10:00:00+01:00'))).toBe(true);
    expect(earlyStartProblem('2026-12-05', new Date('2026-12-04T22:59:00Z'))).toBe('The visit is on Saturday 5 December 2026; starting early needs a reason.');
    expect(earlyStartProblem('2026-12-05', new Date('2026-12-04T23:00:00Z'))).toBeNull();
  });
});
