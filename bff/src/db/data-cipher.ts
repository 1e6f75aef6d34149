// Personal data sealed at rest (NDPA 2023): AES-256-GCM under DATA_ENCRYPTION_KEY. A sealed value
// names its key id, so keys can rotate: the current key seals, the current or a previous key opens.
// The context (table, column, row) is authenticated too, so a value copied to another row fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKey, DataKeys } from '../config.ts';

/** `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const SEALED = /^v1\.([0-9a-f]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/;

export interface DataCipher {
  seal(plain: string, context: string): string;
  /** The plain text; throws when the value was not sealed, by an unknown key, or for another context. */
  open(sealed: string, context: string): string;
  isSealed(value: string): boolean;
  /** Sealed, but not under the current key: re-seal it (rotation). */
  needsResealing(value: string): boolean;
}

export class DataCipherError extends Error {
  override readonly name = 'DataCipherError';
}

export function createDataCipher(keys: DataKeys): DataCipher {
  const byId = new Map<string, DataKey>([keys.current, ...keys.previous].map((key) => [key.id, key]));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keys.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const parts = SEALED.exec(sealed);
      if (!parts) throw new DataCipherError('the value is not sealed');
      const [, keyId = '', iv = '', tag = '', body = ''] = parts;
      const key = byId.get(keyId);
      if (!key) throw new DataCipherError(`the value is sealed under key ${keyId}, which is neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_PREVIOUS_KEYS`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new DataCipherError(`the value sealed under key ${keyId} does not open (tampered, or another row's)`);
      }
    },
    isSealed: (value) => SEALED.test(value),
    needsResealing: (value) => SEALED.exec(value)?.[1] !== keys.current.id && SEALED.test(value),
  };
}

/** A database opened without keys (tools that never read sealed data): any use says so. */
export const NO_DATA_CIPHER: DataCipher = {
  seal() {
    throw new DataCipherError('this database was opened without DATA_ENCRYPTION_KEY');
  },
  open() {
    throw new DataCipherError('this database was opened without DATA_ENCRYPTION_KEY');
  },
  isSealed: (value) => SEALED.test(value),
  needsResealing: () => false,
};

const attached = new WeakMap<object, DataCipher>();

/** Lets a migration (whose context is the query interface) find the cipher of its database. */
export function attachCipher(sequelize: object, cipher: DataCipher): void {
  attached.set(sequelize, cipher);
}

export function cipherOf(sequelize: object): DataCipher {
  return attached.get(sequelize) ?? NO_DATA_CIPHER;
}
