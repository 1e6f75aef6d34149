// Which provider a payment reference belongs to, remembered in this browser. The return page needs
// it for handlePayment (the server answers 404 when it is wrong), but neither Paystack's callback
// nor the test checkout's returnUrl says it. Local storage rather than session storage: the return
// page may open in another tab (reloaded, or a link opened apart) and must still know. Only the
// most recent references are kept; a reference and a provider name are nothing personal.
import type { PaymentProvider } from '../../api/types.ts';

export const PROVIDER_MEMORY_KEY = 'ile:payment-providers';
/** A customer pays a handful of bookings at most in one sitting; older entries are dropped. */
const KEEP = 20;

export type ProviderStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): ProviderStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage switched off (some private modes): the return page then falls back on its own.
    return null;
  }
}

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return value === 'paystack' || value === 'test';
}

/** The remembered [reference, provider] pairs, oldest first; anything unreadable counts as none. */
function read(store: ProviderStore): [string, PaymentProvider][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(PROVIDER_MEMORY_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry: unknown): entry is [string, PaymentProvider] => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && isPaymentProvider(entry[1]));
}

export function rememberProvider(reference: string, provider: PaymentProvider, store: ProviderStore | null = browserStorage()): void {
  if (!store) return;
  try {
    const kept = read(store).filter(([known]) => known !== reference);
    store.setItem(PROVIDER_MEMORY_KEY, JSON.stringify([...kept, [reference, provider]].slice(-KEEP)));
  } catch {
    // Full or refused: the fallback still works for Paystack.
  }
}

export function recallProvider(reference: string, store: ProviderStore | null = browserStorage()): PaymentProvider | null {
  if (!store) return null;
  try {
    return read(store).find(([known]) => known === reference)?.[1] ?? null;
  } catch {
    return null;
  }
}
