// Proves a typed reference is read the same whatever its case, spaces, dashes or prefix.
import { describe, expect, it } from 'vitest';
import { referenceSearchCode } from './booking-reference.ts';

describe('referenceSearchCode', () => {
  it.each(['ILE-7KX2Q9', 'ile 7kx2q9', ' Ile-7kx2-q9 ', '7KX2Q9', 'ile7kx2q9'])('when %j is typed, then the code is 7KX2Q9', (typed) => {
    expect(referenceSearchCode(typed)).toBe('7KX2Q9');
  });

  it('when only part of the code is typed, then that part is searched for', () => {
    expect(referenceSearchCode('kx2')).toBe('KX2');
  });

  it.each(['', '  ', 'ILE', 'ile-', '--'])('when %j is typed, then there is nothing to search for', (typed) => {
    expect(referenceSearchCode(typed)).toBeNull();
  });
});
