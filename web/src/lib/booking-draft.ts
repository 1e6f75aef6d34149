// The booking being filled in, kept in local storage under the seed's key `service`, so nothing
// typed is lost across reloads, sign-in or sign-up. Read defensively: storage may hold an old
// shape, another tab's write, or nothing at all (private mode, quota).
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import { CHOSEN_SERVICE_KEY } from '../config/routes.ts';
import { browserStorage, isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json.ts';

export interface BookingDraft {
  /** The catalogue entry booked (its form call is in the catalogue). */
  service: ServiceKey;
  /** The slug of the service page it was filled on (interior-painting books `painting`), to go back to it. */
  page: string;
  /** What the customer typed, as typed: the form parses it on submit. */
  visit: Record<string, unknown>;
  details: Record<string, unknown>;
  /** Set when the customer confirms, kept until an answer arrives so a retry never books twice. */
  idempotencyKey?: string;
  /** What the key was made for (see `draftFingerprint`): a changed draft must not reuse it. */
  idempotencyFingerprint?: string;
  savedAt: string;
}

function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && SERVICE_KEYS.some((key) => key === value);
}

const storage = () => browserStorage('local');

export function readDraft(store: Storage | null = storage()): BookingDraft | null {
  const parsed = readStoredJson(store, CHOSEN_SERVICE_KEY);
  if (!isRecord(parsed) || !isServiceKey(parsed.service) || typeof parsed.page !== 'string') return null;
  return {
    service: parsed.service,
    page: parsed.page,
    visit: isRecord(parsed.visit) ? parsed.visit : {},
    details: isRecord(parsed.details) ? parsed.details : {},
    idempotencyKey: typeof parsed.idempotencyKey === 'string' ? parsed.idempotencyKey : undefined,
    idempotencyFingerprint: typeof parsed.idempotencyFingerprint === 'string' ? parsed.idempotencyFingerprint : undefined,
    savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date(0).toISOString(),
  };
}

/** Saves the draft; a full or blocked storage only loses persistence, never the page's state. */
export function writeDraft(draft: Omit<BookingDraft, 'savedAt'>, store: Storage | null = storage()): void {
  writeStoredJson(store, CHOSEN_SERVICE_KEY, { ...draft, savedAt: new Date().toISOString() });
}

export function clearDraft(store: Storage | null = storage()): void {
  removeStored(store, CHOSEN_SERVICE_KEY);
}

export function hasDraft(store: Storage | null = storage()): boolean {
  return readDraft(store) !== null;
}

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
