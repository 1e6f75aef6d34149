// Proves the limits on what an admin writes match the spec's (resolution 3–1000, note ≤500, trimmed) and the words for times and ratings.
import { describe, expect, it } from 'vitest';
import { formatWhen, resolutionProblem, stars, visibilityNoteProblem } from './inbox-labels.ts';

describe('resolutionProblem', () => {
  it('when the resolution is empty, spaces or under 3 characters, then it says what to write', () => {
    expect(resolutionProblem('')).toMatch(/at least 3 characters/);
    expect(resolutionProblem('   ok   ')).toMatch(/at least 3 characters/);
  });

  it('when the resolution is 3 to 1000 characters once trimmed, then there is no problem', () => {
    expect(resolutionProblem('  Redo  ')).toBeUndefined();
    expect(resolutionProblem('x'.repeat(1000))).toBeUndefined();
  });

  it('when the resolution is over 1000 characters, then it says how many there are', () => {
    expect(resolutionProblem('x'.repeat(1001))).toBe('Use at most 1000 characters; this has 1001.');
  });
});

describe('visibilityNoteProblem', () => {
  it('when the note is empty or up to 500 characters, then there is no problem', () => {
    expect(visibilityNoteProblem('')).toBeUndefined();
    expect(visibilityNoteProblem('x'.repeat(500))).toBeUndefined();
  });

  it('when the note is over 500 characters, then it says so', () => {
    expect(visibilityNoteProblem('x'.repeat(501))).toBe('Use at most 500 characters; this has 501.');
  });
});

describe('formatWhen and stars', () => {
  it('when a UTC time is shown, then it reads as the day and time in Lagos', () => {
    expect(formatWhen('2026-11-26T23:15:00.000Z')).toBe('27 November 2026, 12:15am');
  });

  it('when a rating is drawn, then filled stars match it out of five', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(1)).toBe('★☆☆☆☆');
  });
});
