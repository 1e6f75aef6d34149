// Proves the mail frame: both parts open with the Ilé name and close with the support phone,
// e-mail and address; the two parts say the same words; every value is escaped in the HTML part.
import { describe, expect, it } from 'vitest';
import { mailWords } from '../testing/mail.ts';
import { composeMail, escapeHtml, MAIL_BRAND } from './mail-frame.ts';

describe('composeMail', () => {
  const mail = composeMail([
    'Hello Ada <b>Okafor</b> & "friends",',
    { rows: [['Reference', 'ILE-7KX2Q9'], ['Note', "It's <i>urgent</i>"]] },
    { label: 'See your booking:', url: 'https://ile.ng/dashboard?a=1&b=<2>' },
    'Ilé',
  ]);

  it('when a mail is composed, then the text part opens with the Ilé name and ends with the support phone, e-mail and address', () => {
    expect(mail.text.startsWith('Ilé\n\nHello Ada')).toBe(true);
    expect(mail.text.endsWith(`-- \nQuestions? Call +234 803 555 0199 or write to support@ile.ng.\nIlé, Plot 1021, Aminu Kano Crescent, Wuse 2, Abuja`)).toBe(true);
    expect(mail.text).toContain('Reference: ILE-7KX2Q9');
    expect(mail.text).toContain('See your booking:\nhttps://ile.ng/dashboard?a=1&b=<2>');
  });

  it('when a mail is composed, then the HTML part has the same frame, with the phone and e-mail as links', () => {
    expect(mail.html).toMatch(/<body[^>]*>\s*<div[^>]*>\s*<p[^>]*>Ilé<\/p>/);
    expect(mail.html).toContain(`<a href="tel:+2348035550199"`);
    expect(mail.html).toContain(`>${MAIL_BRAND.supportPhone}</a>`);
    expect(mail.html).toContain(`<a href="mailto:support@ile.ng"`);
    expect(mail.html).toContain(MAIL_BRAND.address);
    expect(mail.html).toContain('<meta charset="utf-8">');
  });

  it('when values hold HTML, then the HTML part escapes every one (paragraphs, rows, links) and the text part keeps them as typed', () => {
    expect(mail.html).toContain('Hello Ada &lt;b&gt;Okafor&lt;/b&gt; &amp; &quot;friends&quot;,');
    expect(mail.html).toContain('<td>It&#39;s &lt;i&gt;urgent&lt;/i&gt;</td>');
    expect(mail.html).toContain('<a href="https://ile.ng/dashboard?a=1&amp;b=&lt;2&gt;">https://ile.ng/dashboard?a=1&amp;b=&lt;2&gt;</a>');
    expect(mail.html).not.toMatch(/<(b|i)>/);
    expect(mail.text).toContain('Hello Ada <b>Okafor</b> & "friends",');
  });

  it('when a mail is composed, then its text and HTML parts say the same words in the same order', () => {
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
    expect(words.text.slice(0, 3)).toEqual(['Ilé', 'Hello', 'Ada']);
  });

  it('when a value is escaped, then each of & < > " \' becomes its entity and nothing else changes', () => {
    expect(escapeHtml(`Tom & Jerry's <"show">`)).toBe('Tom &amp; Jerry&#39;s &lt;&quot;show&quot;&gt;');
    expect(escapeHtml('₦43,000 — Wuse 2')).toBe('₦43,000 — Wuse 2');
  });
});
