// Proves the review form's reader mirrors the spec's ReviewRequest limits and says each problem plainly.
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, formatRating, parseReview, serverReviewErrors, starsText, summaryText } from './review-form.ts';

describe('parseReview', () => {
  it('when no stars are chosen, then the rating asks for 1 to 5 stars', () => {
    expect(parseReview('b_1', { rating: null, comment: 'Lovely job' })).toEqual({ ok: false, errors: { rating: 'Choose from 1 to 5 stars.' } });
  });

  it('when the comment is longer than 1,000 characters once trimmed, then it says how many too many', () => {
    const parsed = parseReview('b_1', { rating: 4, comment: `  ${'a'.repeat(COMMENT_MAX + 3)}  ` });
    expect(parsed).toEqual({ ok: false, errors: { comment: 'Use at most 1000 characters: you have 3 too many.' } });
  });

  it('when spaces pad a comment of exactly 1,000 characters, then it is accepted and sent trimmed', () => {
    const parsed = parseReview('b_1', { rating: 5, comment: `\n${'a'.repeat(COMMENT_MAX)} ` });
    expect(parsed).toEqual({ ok: true, body: { bookingId: 'b_1', rating: 5, comment: 'a'.repeat(COMMENT_MAX) } });
  });

  it('when only stars are given, then the comment is sent empty', () => {
    expect(parseReview('b_9', { rating: 3, comment: '   ' })).toEqual({ ok: true, body: { bookingId: 'b_9', rating: 3, comment: '' } });
  });
});

describe('serverReviewErrors', () => {
  it('when the server names rating and bookingId, then rating goes to its field and the rest to the summary', () => {
    expect(serverReviewErrors({ rating: 'Must be from 1 to 5.', bookingId: 'Unknown booking.' })).toEqual({ errors: { rating: 'Must be from 1 to 5.' }, other: ['Unknown booking.'] });
  });
});

describe('rating words', () => {
  it('when an average has a fraction, then it reads with one decimal; whole numbers read plain', () => {
    expect(formatRating(4.8)).toBe('4.8');
    expect(formatRating(5)).toBe('5');
    expect(summaryText(4.8, 23)).toBe('4.8 out of 5 from 23 reviews');
    expect(summaryText(5, 1)).toBe('5 out of 5 from 1 review');
    expect(starsText(1)).toBe('1 star');
    expect(starsText(4)).toBe('4 stars');
  });
});
