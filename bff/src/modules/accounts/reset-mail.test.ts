// Proves the password reset e-mail: the branded frame, the single-use link and how long it works,
// its text and HTML parts saying the same words, and the name escaped in HTML.
import { describe, expect, it } from 'vitest';
import { mailWords } from '../../testing/mail.ts';
import { passwordResetMail } from './reset-mail.ts';

describe('the password reset e-mail', () => {
  const link = 'https://ile.ng/reset-password?token=abc_DEF-123';

  it('when a reset is asked for, then both parts give the link and its 60 minutes, word for word alike, in the Ilé frame', () => {
    const mail = passwordResetMail({ name: 'Ada Okafor', email: 'ada@example.ng' }, link, 60);
    expect(mail).toMatchObject({ to: 'ada@example.ng', subject: 'Reset your Ilé password' });
    expect(mail.text).toContain(`Open this link within 60 minutes to choose a new password. It works once.\n${link}`);
    expect(mail.text).toContain('support@ile.ng');
    expect(mail.html).toContain(`<a href="${link}"`);
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });

  it('when the name holds HTML, then the HTML part escapes it and the text part keeps it as typed', () => {
    const mail = passwordResetMail({ name: "Ada <img src=x onerror='alert(1)'>", email: 'ada@example.ng' }, link, 60);
    expect(mail.text).toContain("Hello Ada <img src=x onerror='alert(1)'>,");
    expect(mail.html).toContain('Hello Ada &lt;img src=x onerror=&#39;alert(1)&#39;&gt;,');
    expect(mail.html).not.toContain('<img');
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });
});
