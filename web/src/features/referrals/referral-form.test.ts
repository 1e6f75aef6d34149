// Proves the invitation form sends the spec's body (trimmed, phone as +234, empty optional fields left out) and names each mistake, including neither e-mail nor phone.
import { describe, expect, it } from 'vitest';
import { NAME_HINT, NO_LINKS_HINT, PHONE_HINT } from '@ile/domain';
import { EMPTY_REFERRAL, NO_CONTACT_MESSAGE, toReferralRequest } from './referral-form.ts';

describe('toReferralRequest', () => {
  it('when only an e-mail is given, then the body has the name and e-mail, trimmed', () => {
    expect(toReferralRequest({ ...EMPTY_REFERRAL, friendName: ' Bola Ade ', friendEmail: ' bola.ade@example.ng ', message: '  ' })).toEqual({
      ok: true,
      body: { friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng' },
    });
  });

  it('when a phone and a note are given, then the phone goes as +234 and the note is kept', () => {
    expect(toReferralRequest({ friendName: 'Bola Ade', friendEmail: '', friendPhone: '0803 765 4321', message: 'Their cleaners are great.' })).toEqual({
      ok: true,
      body: { friendName: 'Bola Ade', friendPhone: '+2348037654321', message: 'Their cleaners are great.' },
    });
  });

  it('when the name is not a name or the note carries a link, then each says so before anything is sent', () => {
    expect(toReferralRequest({ ...EMPTY_REFERRAL, friendName: 'Win at prize.ng', friendEmail: 'bola.ade@example.ng', message: 'Claim it: www.prize.ng' })).toEqual({
      ok: false,
      errors: { friendName: NAME_HINT, message: NO_LINKS_HINT },
    });
  });

  it('when neither e-mail nor phone is given, then the e-mail field says to give one', () => {
    expect(toReferralRequest({ ...EMPTY_REFERRAL, friendName: 'Bola Ade' })).toEqual({ ok: false, errors: { friendEmail: NO_CONTACT_MESSAGE } });
  });

  it('when every field is wrong, then each is named', () => {
    expect(toReferralRequest({ friendName: 'B', friendEmail: 'bola@', friendPhone: '0123 456', message: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        friendName: 'Enter your friend’s full name.',
        friendEmail: 'Enter a valid e-mail address, like name@example.com.',
        friendPhone: PHONE_HINT,
        message: 'Use at most 500 characters (now 501).',
      },
    });
    expect(toReferralRequest({ ...EMPTY_REFERRAL, friendPhone: '08037654321' })).toEqual({ ok: false, errors: { friendName: 'Enter your friend’s name.' } });
  });
});
