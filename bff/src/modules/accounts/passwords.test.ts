// Proves a password check does the same argon2 work whatever is stored: a real hash, no account, or
// an account with no password yet (NO_PASSWORD_YET), so timing does not tell which one it was.
import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { NO_PASSWORD_YET } from './service.ts';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const verify = vi.mocked(argon2.verify);

describe('verifyPassword', () => {
  beforeEach(() => {
    verify.mockClear();
  });

  it.each([
    ['a real hash', () => hashPassword('Jollof-Rice-2026')],
    ['no account', () => Promise.resolve(null)],
    ['an account with no password yet', () => Promise.resolve(NO_PASSWORD_YET)],
    ['a value that is not an argon2 hash', () => Promise.resolve('plain-text')],
  ])('when the stored value is %s, then one full argon2id verify runs against an argon2id hash', async (_label, stored) => {
    const value = await stored();
    verify.mockClear();
    expect(await verifyPassword(value, 'Wrong-Password-1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('when the password is right, then it answers true', async () => {
    expect(await verifyPassword(await hashPassword('Jollof-Rice-2026'), 'Jollof-Rice-2026')).toBe(true);
  });
});
