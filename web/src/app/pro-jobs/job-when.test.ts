// Proves a pro's job is said as its day and window in WAT, in the words the bookings use.
import { describe, expect, it } from 'vitest';
import { jobWhen } from './job-when.ts';

describe('jobWhen', () => {
  it('says the day and the window', () => {
    expect(jobWhen({ date: '2026-12-05', timeWindow: 'morning' })).toBe('Saturday 5 December 2026, morning 8am–12pm');
    expect(jobWhen({ date: '2026-12-05', timeWindow: 'afternoon' })).toBe('Saturday 5 December 2026, afternoon 12pm–4pm');
    expect(jobWhen({ date: '2026-12-05', timeWindow: 'evening' })).toBe('Saturday 5 December 2026, evening 4pm–7pm');
  });
});
