// Which provider a payment reference belongs to, remembered for this tab. The return page needs it
// for handlePayment, but neither Paystack's callback nor the test checkout's returnUrl says it.
// sessionStorage survives the trip to Paystack and back in the same tab, and dies with the tab.
import type { PaymentProvider } from '../../api/types.ts';

const PREFIX = 'ile:payment-provider:';

export type ProviderStore = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): ProviderStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage switched off (some private modes): the return page then falls back on its own.
    return null;
  }
}

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return value === 'paystack' || value === 'test';
}

export function rememberProvider(reference: string, provider: PaymentProvider, store: ProviderStore | null = tabStorage()): void {
  try {
    store?.setItem(PREFIX + reference, provider);
  } catch {
    // Full or refused: the fallback still works for Paystack, and the test checkout writes it again.
  }
}

export function recallProvider(reference: string, store: ProviderStore | null = tabStorage()): PaymentProvider | null {
  try {
    const value = store?.getItem(PREFIX + reference);
    return isPaymentProvider(value) ? value : null;
  } catch {
    return null;
  }
}
