// The one way the app keeps small things in the browser's storage (the booking draft, the pro
// application draft, which provider a payment reference belongs to). Storage may be switched off
// (some private modes), full, or hold an older shape: reading gives `null`, writing gives up
// quietly, and the callers validate what they read.

/** localStorage or sessionStorage, or null when the browser refuses it. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key`, or null when there is none or it is not JSON. */
export function readStoredJson(store: Pick<Storage, 'getItem'> | null, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; a full or refused storage only loses persistence, never the page's state. */
export function writeStoredJson(store: Pick<Storage, 'setItem'> | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the page still holds everything for this visit.
  }
}

export function removeStored(store: Pick<Storage, 'removeItem'> | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
