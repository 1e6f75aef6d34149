// The booking being filled in, kept in local storage under the seed's key `service`, so nothing
// typed is lost across reloads, sign-in or sign-up. Read defensively: storage may hold an old
// shape, another tab's write, or nothing at all (private mode, quota).
import { isRecord, SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import { CHOSEN_SERVICE_KEY } from '../config/routes.ts';
import { browserStorage, readStoredJson, removeStored, writeStoredJson } from './stored-json.ts';

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
