// Proves log lines are JSON and never carry passwords, tokens or cookies, nor (defence in depth, whatever the caller passed) an e-mail address, a Nigerian phone number or a sign-in code.
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('the logger', () => {
  it('when fields hold secrets at any depth, then they are redacted and the rest is kept', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('signed in', {
      email: 'ada@example.ng',
      password: 'jollof-2026',
      body: { token: 'abc', nested: { newPassword: 'x', cookie: 'ile.sid=1', ok: 1 } },
      headers: { authorization: 'Bearer x', 'x-xsrf-token': 'y' },
    });
    expect(lines).toHaveLength(1);
    const text = lines[0] ?? '';
    const entry: unknown = JSON.parse(text);
    expect(entry).toMatchObject({ level: 'info', msg: 'signed in', body: { nested: { ok: 1 } } });
    for (const secret of ['jollof-2026', 'abc', 'ile.sid=1', 'Bearer x', '"y"']) expect(text).not.toContain(secret);
  });

  it('when a line carries e-mail addresses, Nigerian phones or sign-in codes in any field, nested value, error or the message itself, then each is replaced, and ids, references and amounts stay', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.warn('mail to Ada.Okafor@Example.ng failed', {
      to: 'ada.okafor@example.ng',
      contact: { phone: '+2348031234567', typed: ['0803 123 4567', '234-806-555-0142', '07012345678'] },
      body: 'Your Ilé code is 482913. It works for 10 minutes.',
      code: '105277',
      error: new Error('SMTP refused bola+ile@mail.example.com.ng for 0805 111 2233'),
      bookingId: '7c1e0b7e-51b1-4d3c-9a55-0f0a63b0b7d2',
      reference: 'ILE-7KX2Q9',
      totalKobo: 1500000,
      ms: 12.5,
    });
    const text = lines[0] ?? '';
    for (const leaked of ['Ada.Okafor@Example.ng', 'ada.okafor', 'bola+ile', '8031234567', '803 123 4567', '806-555-0142', '7012345678', '805 111 2233', '482913', '105277']) {
      expect(text).not.toContain(leaked);
    }
    const entry = JSON.parse(text);
    expect(entry).toMatchObject({
      msg: 'mail to [email] failed',
      to: '[email]',
      contact: { phone: '[phone]', typed: ['[phone]', '[phone]', '[phone]'] },
      body: 'Your Ilé code is [code]. It works for 10 minutes.',
      code: '[redacted]',
      bookingId: '7c1e0b7e-51b1-4d3c-9a55-0f0a63b0b7d2',
      reference: 'ILE-7KX2Q9',
      totalKobo: 1500000,
      ms: 12.5,
    });
    expect(entry.error.message).toBe('SMTP refused [email] for [phone]');
  });

  it('when the level is above a message, then nothing is written', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (line) => lines.push(line));
    logger.info('quiet');
    logger.debug('quieter');
    logger.error('loud');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['loud']);
  });
});
