// The booking being filled in, kept in local storage under the seed's key `service`, so nothing
// typed is lost across reloads, sign-in or sign-up. Read defensively: storage may hold an old
// shape, another tab's write, or nothing at all (private mode, quota).
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import { CHOSEN_SERVICE_KEY } from '../../config/routes.ts';

export interface BookingDraft {
  /** The catalogue entry booked (its form call is in the catalogue). */
  service: ServiceKey;
  /** The page it was filled on (interior-painting books `painting`), to go back to it. */
  page: string;
  /** What the customer typed, as typed: the form parses it on submit. */
  visit: Record<string, unknown>;
  details: Record<string, unknown>;
  /** Set when the customer confirms, kept until an answer arrives so a retry never books twice. */
  idempotencyKey?: string;
  savedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && SERVICE_KEYS.some((key) => key === value);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(store: Storage | null = storage()): BookingDraft | null {
  const raw = store?.getItem(CHOSEN_SERVICE_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isServiceKey(parsed.service) || typeof parsed.page !== 'string') return null;
  return {
    service: parsed.service,
    page: parsed.page,
    visit: isRecord(parsed.visit) ? parsed.visit : {},
    details: isRecord(parsed.details) ? parsed.details : {},
    idempotencyKey: typeof parsed.idempotencyKey === 'string' ? parsed.idempotencyKey : undefined,
    savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date(0).toISOString(),
  };
}

/** Saves the draft; a full or blocked storage only loses persistence, never the page's state. */
export function writeDraft(draft: Omit<BookingDraft, 'savedAt'>, store: Storage | null = storage()): void {
  try {
    store?.setItem(CHOSEN_SERVICE_KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Quota exceeded or storage disabled: the form still works for this visit.
  }
}

export function clearDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(CHOSEN_SERVICE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function hasDraft(store: Storage | null = storage()): boolean {
  return readDraft(store) !== null;
}
