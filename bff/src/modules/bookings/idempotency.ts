// Idempotency-Key helpers: how a request is fingerprinted and how long a key is remembered.
import { createHash } from 'node:crypto';

/** Records are kept 24 hours (Stripe's and the IETF draft's usual window); older keys are forgotten. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}

export const idempotencyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
