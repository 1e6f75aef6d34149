// Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// Algorithm defaults to argon2id in @node-rs/argon2; its const enum cannot be imported under
// isolatedModules, and the stored hash ("$argon2id$…") proves which one ran (see the tests).
const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

let dummyHash: Promise<string> | null = null;

/** What every stored password hash starts with (OWASP's parameters above, argon2id). */
const ARGON2ID = '$argon2id$';

/**
 * Checks a password against a stored hash. With no usable hash (unknown e-mail, or an account with
 * no password yet, NO_PASSWORD_YET) it verifies against a throwaway hash and answers false, so
 * each of them takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null || !storedHash.startsWith(ARGON2ID)) {
    dummyHash ??= hashPassword('no-such-account-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
