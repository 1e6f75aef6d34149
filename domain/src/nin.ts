// One NIN rule for the spec (ProApplicationRequest's if/then pattern, kept equal by a test), the BFF
// and the pro application form: 11 digits, spaces or dashes between them allowed as typed.

export const NIN_PATTERN = '^(?:[0-9][ -]?){10}[0-9]$';
export const NIN_HINT = 'A NIN has 11 digits, like 12345678901.';

const NIN = new RegExp(NIN_PATTERN);

/** True for a NIN as typed (trim it first). */
export const isNin = (value: string): boolean => NIN.test(value);

/** The digits alone, as stored and compared. */
export const ninDigits = (value: string): string => value.replace(/[ -]/g, '');
