// Proves the NIN rule: 11 digits, with spaces or dashes between them as people type them, and nothing else.
import { describe, expect, it } from 'vitest';
import { isNin, ninDigits } from './nin.ts';

describe('a NIN', () => {
  it('when it is 11 digits, plain or grouped with spaces or dashes, then it is a NIN', () => {
    for (const value of ['12345678901', '1234 5678 901', '123-4567-8901']) expect(isNin(value), value).toBe(true);
    expect(ninDigits('123-4567 8901')).toBe('12345678901');
  });

  it('when it has too few or too many digits, letters, or stray separators, then it is not', () => {
    for (const value of ['1234567', '123456789012', '1234567890A', ' 12345678901', '12345678901-', '1234  5678901', 'AB1234567']) {
      expect(isNin(value), value).toBe(false);
    }
  });
});
