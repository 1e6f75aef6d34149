// Booking references as people type them: "ile 7kx2q9", "ILE-7KX2Q9" and "7kx2q9" find the same
// booking (references are ILE- and six capitals or digits without 0/O or 1/I).

const PREFIX = 'ILE';

/**
 * The part of a reference to search for: capitals and digits only, without the ILE prefix; null
 * when nothing is left to search for.
 */
export function referenceSearchCode(typed: string): string | null {
  let code = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  // The code's alphabet has no I, so a leading ILE is always the prefix, never part of the code.
  if (code.startsWith(PREFIX)) code = code.slice(PREFIX.length);
  return code === '' ? null : code;
}
