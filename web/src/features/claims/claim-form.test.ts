// Proves the claim form sends the spec's body (trimmed, the photo description only when given) and names each mistake against the 20-2000 and 500 character limits.
import { describe, expect, it } from 'vitest';
import { characterCount, EMPTY_CLAIM, toClaimRequest } from './claim-form.ts';

const problem = 'The kitchen tap the plumber fixed on Monday is dripping again.';

describe('toClaimRequest', () => {
  it('when only the problem is given, then the body has just the trimmed problem', () => {
    expect(toClaimRequest({ problem: `  ${problem}  `, photoDescription: '   ' })).toEqual({ ok: true, body: { problem } });
  });

  it('when a photo is described, then it is sent trimmed too', () => {
    expect(toClaimRequest({ problem, photoDescription: ' Water pooling under the sink ' })).toEqual({
      ok: true,
      body: { problem, photoDescription: 'Water pooling under the sink' },
    });
  });

  it('when the problem is empty or blank, then it asks what went wrong', () => {
    expect(toClaimRequest(EMPTY_CLAIM)).toEqual({ ok: false, errors: { problem: 'Tell us what went wrong, so we know what to put right.' } });
    expect(toClaimRequest({ ...EMPTY_CLAIM, problem: '    ' })).toMatchObject({ ok: false, errors: { problem: 'Tell us what went wrong, so we know what to put right.' } });
  });

  it('when the problem is under 20 or over 2,000 characters, then the count is named', () => {
    expect(toClaimRequest({ ...EMPTY_CLAIM, problem: 'Still leaking.' })).toEqual({ ok: false, errors: { problem: 'Tell us a little more: at least 20 characters (now 14).' } });
    expect(toClaimRequest({ ...EMPTY_CLAIM, problem: 'x'.repeat(20) })).toMatchObject({ ok: true });
    expect(toClaimRequest({ ...EMPTY_CLAIM, problem: 'x'.repeat(2000) })).toMatchObject({ ok: true });
    expect(toClaimRequest({ ...EMPTY_CLAIM, problem: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { problem: 'Use at most 2,000 characters (now 2,001).' } });
  });

  it('when the photo description is over 500 characters, then both mistakes are named at once', () => {
    expect(toClaimRequest({ problem: 'short', photoDescription: 'y'.repeat(501) })).toEqual({
      ok: false,
      errors: { problem: 'Tell us a little more: at least 20 characters (now 5).', photoDescription: 'Use at most 500 characters (now 501).' },
    });
  });
});

describe('characterCount', () => {
  it('when counting, then surrounding spaces are not counted and thousands are grouped', () => {
    expect(characterCount('  abc  ', 2000)).toBe('3 of 2,000 characters');
  });
});
