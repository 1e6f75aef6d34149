// Draws for the crash and load runs from the shared seeded source, so a run replays from its printed seed.

import type { Random } from '../src/testing/seeded-random.ts';

export { seededRandom, type Random } from '../src/testing/seeded-random.ts';

/** A whole number in [0, below). */
export function randomInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

/** A version 4 UUID drawn from the seeded source (the Idempotency-Key format the spec asks for). */
export function randomUuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => randomInt(random, 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A seed from the clock, for runs that were not given one. */
export function freshSeed(): number {
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}
