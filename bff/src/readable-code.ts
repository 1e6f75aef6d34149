// Codes people read aloud on the phone (booking, payment and pro references, referral codes):
// capitals and digits without 0/O or 1/I, drawn from a cryptographic source.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function readableCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
