// The Idempotency-Key kept with a booking draft: the same key for a retry of the same content, a new
// one once the content changed. Apart from booking-draft.ts, which every page's guard reads (hasDraft),
// so only the confirm step downloads this.
import type { BookingDraft } from './booking-draft.ts';
import { isRecord } from '@ile/domain';

/** JSON with object keys sorted, so the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash; short to store, and a clash only costs a refused retry (422). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Identifies what a confirm would send (service, visit, details), ignoring key order and timestamps. */
export function draftFingerprint(draft: Pick<BookingDraft, 'service' | 'visit' | 'details'>): string {
  return hash53(canonical({ service: draft.service, visit: draft.visit, details: draft.details }));
}

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The draft with the Idempotency-Key to send: the kept one while the draft's content is what it was
 * made for (double taps, retries, a resubmit after a reload), a new one once the content changed.
 * Save the result BEFORE sending, so a reload mid-request still knows the key.
 */
export function withIdempotencyKey(draft: BookingDraft, makeKey: () => string = newKey): BookingDraft & { idempotencyKey: string } {
  const fingerprint = draftFingerprint(draft);
  if (draft.idempotencyKey && draft.idempotencyFingerprint === fingerprint) return { ...draft, idempotencyKey: draft.idempotencyKey };
  return { ...draft, idempotencyKey: makeKey(), idempotencyFingerprint: fingerprint };
}

/** The draft without its key: the server said the key belongs to another request (422), so the next confirm starts afresh. */
export function withoutIdempotencyKey(draft: BookingDraft): BookingDraft {
  const { idempotencyKey: _key, idempotencyFingerprint: _fingerprint, ...rest } = draft;
  return rest;
}
