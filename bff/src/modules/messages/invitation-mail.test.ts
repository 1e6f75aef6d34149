// Proves the referral invitation e-mail: who invited the friend, their note, the sign-up link with
// the code, the branded frame, text and HTML parts saying the same words, and names and note escaped.
import { describe, expect, it } from 'vitest';
import { mailWords } from '../../testing/mail.ts';
import { invitationMail, signUpLink } from './invitation-mail.ts';

describe('the referral invitation e-mail', () => {
  const invitation = { referrer: { name: 'Ada Okafor', referralCode: 'ADA7K2' }, friend: { name: 'Bola Ade', email: 'bola.ade@example.ng' }, note: 'Their cleaners are great.' };

  it('when a friend is invited, then both parts name the referrer, quote the note and give the sign-up link with the code, word for word alike', () => {
    const mail = invitationMail(invitation, 'https://ile.ng');
    expect(mail).toMatchObject({ to: 'bola.ade@example.ng', subject: 'Ada Okafor invited you to Ilé' });
    expect(mail.text).toContain('Hello Bola Ade,');
    expect(mail.text).toContain('Ada Okafor wrote: “Their cleaners are great.”');
    expect(mail.text).toContain("Sign up with Ada Okafor's referral code ADA7K2:\nhttps://ile.ng/signup?ref=ADA7K2");
    expect(mail.text).toContain('Ilé, Plot 1021, Aminu Kano Crescent, Wuse 2, Abuja');
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });

  it('when there is no note, then no quote is written', () => {
    const mail = invitationMail({ ...invitation, note: null }, 'https://ile.ng');
    expect(mail.text).not.toContain('wrote:');
  });

  it('when names and the note hold HTML, then the HTML part escapes them and the text part keeps them as typed', () => {
    const mail = invitationMail(
      { referrer: { name: 'Ada <b>Okafor</b>', referralCode: 'ADA7K2' }, friend: { name: 'Bola & <i>Ade</i>', email: 'bola.ade@example.ng' }, note: '<script>alert(1)</script>' },
      'https://ile.ng',
    );
    expect(mail.text).toContain('Hello Bola & <i>Ade</i>,');
    expect(mail.html).toContain('Hello Bola &amp; &lt;i&gt;Ade&lt;/i&gt;,');
    expect(mail.html).toContain('Ada &lt;b&gt;Okafor&lt;/b&gt; wrote: “&lt;script&gt;alert(1)&lt;/script&gt;”');
    expect(mail.html).not.toMatch(/<(b|i|script)>/);
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });

  it('when the code is put in the link, then it is URL-encoded', () => {
    expect(signUpLink('https://ile.ng', 'AB C&D')).toBe('https://ile.ng/signup?ref=AB%20C%26D');
  });
});
