// Proves dates and times read the way people in Nigeria say them, in WAT.
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatVisitDay, formatWeekday, isCalendarDay, todayInLagos } from './dates.ts';

describe('dates in WAT', () => {
  it('when a time is just after midnight in Lagos, then it reads 12:15am, not 0:15am', () => {
    expect(formatTime('2026-03-13T23:15:00Z')).toBe('12:15am');
  });
  it('when a time is in the afternoon, then it reads like 2:30pm', () => {
    expect(formatTime('2026-03-14T13:30:00Z')).toBe('2:30pm');
  });
  it('when a day is given, then it reads like 14 March 2026 and today follows Lagos', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
    expect(todayInLagos(new Date('2026-03-13T23:30:00Z'))).toBe('2026-03-14');
  });
});

// Written by hand from WAT's fixed offset (no Intl on a page's start-up path): they must read
// exactly as Intl does in Africa/Lagos, across years, midnights and month ends.
describe('hand-made dates match Intl in Africa/Lagos', () => {
  const zone = { timeZone: 'Africa/Lagos' } as const;
  const intlDate = new Intl.DateTimeFormat('en-GB', { ...zone, day: 'numeric', month: 'long', year: 'numeric' });
  const intlWeekday = new Intl.DateTimeFormat('en-GB', { ...zone, weekday: 'long' });
  const intlTime = new Intl.DateTimeFormat('en-GB', { ...zone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
  const intlDay = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const instants = ['2026-03-13T23:00:00Z', '2026-03-13T22:59:59Z', '2024-02-28T23:30:00Z', '2026-12-31T23:00:00Z', '2000-01-01T00:00:00Z', '2099-06-30T11:59:00Z'].map((s) => new Date(s));
  // About 500 instants from 2000 to 2100, minutes and all.
  for (let t = Date.UTC(2000, 0, 1), step = 6_311_751_117; t < Date.UTC(2100, 0, 1); t += step) instants.push(new Date(t));

  it('when any instant is shown, then its day, weekday, time and ISO day read as Intl', () => {
    for (const instant of instants) {
      const at = instant.toISOString();
      expect(formatDate(instant), at).toBe(intlDate.format(instant));
      expect(formatWeekday(instant), at).toBe(intlWeekday.format(instant));
      expect(formatTime(at), at).toBe(intlTime.format(instant).replace(/\s/g, '').toLowerCase());
      expect(todayInLagos(instant), at).toBe(intlDay.format(instant));
    }
  });
  it('when a YYYY-MM-DD day is shown, then it is that day in Lagos', () => {
    expect(formatDate('2026-12-05')).toBe('5 December 2026');
    expect(formatWeekday('2026-12-05')).toBe('Saturday');
    expect(formatVisitDay('2026-12-05')).toBe('Saturday 5 December 2026');
  });
  it('when the value is not a date, then it throws as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => todayInLagos(new Date(NaN))).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('when a day is out of its month, then it is no calendar day; leap days follow the Gregorian rule', () => {
    for (const day of ['2026-11-31', '2027-02-29', '2100-02-29', '2026-02-30', '2026-00-10', '2026-13-01', '2026-01-00', '2026-1-5', '2026-01-05T00:00', '']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const day of ['2026-11-30', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDay(day), day).toBe(true);
  });
  it('when every day of 1999 to 2101 is checked, then the answer agrees with the Date calendar', () => {
    for (let year = 1999; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(isCalendarDay(text), text).toBe(new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);
        }
      }
    }
  });
});
