// Proves dates and times read the way people in Nigeria say them, in WAT.
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, todayInLagos } from './dates.ts';

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
