// Which provider a payment reference belongs to, remembered in this browser. The return page needs
// it for handlePayment (the server answers 404 when it is wrong), but neither Paystack's callback
// nor the test checkout's returnUrl says it. Local storage rather than session storage: the return
// page may open in another tab (reloaded, or a link opened apart) and must still know. Only the
// most recent references are kept; a reference and a provider name are nothing personal.
import type { PaymentProvider } from '../../api/types.ts';
import { browserStorage, readStoredJson, writeStoredJson } from '../../lib/stored-json.ts';

export const PROVIDER_MEMORY_KEY = 'ile:payment-providers';
/** A customer pays a handful of bookings at most in one sitting; older entries are dropped. */
const KEEP = 20;

export type ProviderStore = Pick<Storage, 'getItem' | 'setItem'>;

// Storage switched off (some private modes): the return page then falls back on its own.
const storage = (): ProviderStore | null => browserStorage('local');

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return value === 'paystack' || value === 'test';
}

/** The remembered [reference, provider] pairs, oldest first; anything unreadable counts as none. */
function read(store: ProviderStore): [string, PaymentProvider][] {
  const parsed = readStoredJson(store, PROVIDER_MEMORY_KEY);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry: unknown): entry is [string, PaymentProvider] => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && isPaymentProvider(entry[1]));
}

export function rememberProvider(reference: string, provider: PaymentProvider, store: ProviderStore | null = storage()): void {
  if (!store) return;
  const kept = read(store).filter(([known]) => known !== reference);
  // Full or refused: the fallback still works for Paystack.
  writeStoredJson(store, PROVIDER_MEMORY_KEY, [...kept, [reference, provider]].slice(-KEEP));
}

export function recallProvider(reference: string, store: ProviderStore | null = storage()): PaymentProvider | null {
  if (!store) return null;
  return read(store).find(([known]) => known === reference)?.[1] ?? null;
}
