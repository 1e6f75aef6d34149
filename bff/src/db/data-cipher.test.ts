// Proves personal data sealed at rest opens only with its key and its row: AES-256-GCM, a fresh IV per value, the key id in the value so a previous key still opens it after rotation, and tampered or moved values refused.
import { describe, expect, it } from 'vitest';
import type { DataKeys } from '../config.ts';
import { createDataCipher, DataCipherError, NO_DATA_CIPHER } from './data-cipher.ts';

const key = (fill: number, id: string) => ({ id, key: Buffer.alloc(32, fill) });
const OLD: DataKeys = { current: key(1, 'aaaaaaaa'), previous: [] };
const ROTATED: DataKeys = { current: key(2, 'bbbbbbbb'), previous: [key(1, 'aaaaaaaa')] };

describe('the data cipher', () => {
  it('when a value is sealed, then it names its key, differs every time, hides the plain text and opens for its context only', () => {
    const cipher = createDataCipher(OLD);
    const a = cipher.seal('12345678901', 'pros.id_number:p1');
    const b = cipher.seal('12345678901', 'pros.id_number:p1');
    expect(a).toMatch(/^v1\.aaaaaaaa\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain('12345678901');
    expect(cipher.isSealed(a)).toBe(true);
    expect(cipher.isSealed('12345678901')).toBe(false);
    expect(cipher.open(a, 'pros.id_number:p1')).toBe('12345678901');
    // Copied onto another pro's row, it does not open.
    expect(() => cipher.open(a, 'pros.id_number:p2')).toThrow(DataCipherError);
  });

  it('when the key rotates, then values sealed under the previous key still open and are marked for re-sealing; new ones use the new key', () => {
    const sealedBefore = createDataCipher(OLD).seal('A12345678', 'ctx');
    const rotated = createDataCipher(ROTATED);
    expect(rotated.open(sealedBefore, 'ctx')).toBe('A12345678');
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    const sealedAfter = rotated.seal('A12345678', 'ctx');
    expect(sealedAfter).toMatch(/^v1\.bbbbbbbb\./);
    expect(rotated.needsResealing(sealedAfter)).toBe(false);
    // Without the previous key the old value is unreadable, and says which key it needs.
    expect(() => createDataCipher({ current: ROTATED.current, previous: [] }).open(sealedBefore, 'ctx')).toThrow(/aaaaaaaa/);
  });

  it('when a sealed value is tampered with, or the database was opened without keys, then nothing opens', () => {
    const cipher = createDataCipher(OLD);
    const sealed = cipher.seal('12345678901', 'ctx');
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => cipher.open(`${sealed.slice(0, -1)}${last}`, 'ctx')).toThrow(DataCipherError);
    expect(() => cipher.open('12345678901', 'ctx')).toThrow(/not sealed/);
    expect(() => NO_DATA_CIPHER.seal('x', 'ctx')).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => NO_DATA_CIPHER.open(sealed, 'ctx')).toThrow(/DATA_ENCRYPTION_KEY/);
  });
});
