// Proves log lines are JSON and never carry passwords, tokens or cookies.
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
    expect(entry).toMatchObject({ level: 'info', msg: 'signed in', email: 'ada@example.ng', body: { nested: { ok: 1 } } });
    for (const secret of ['jollof-2026', 'abc', 'ile.sid=1', 'Bearer x', '"y"']) expect(text).not.toContain(secret);
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
