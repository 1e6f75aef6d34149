// Proves the tab's memory of which provider a reference belongs to, including storage that refuses.
import { describe, expect, it } from 'vitest';
import { recallProvider, rememberProvider, type ProviderStore } from './payment-memory.ts';

function memoryStore(): ProviderStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const refusing: ProviderStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('rememberProvider and recallProvider', () => {
  it('when a reference was remembered, then its provider is recalled, and only for that reference', () => {
    const store = memoryStore();
    rememberProvider('ILE-7KX2Q9-P1', 'test', store);
    rememberProvider('ILE-7KX2Q9-P2', 'paystack', store);
    expect(recallProvider('ILE-7KX2Q9-P1', store)).toBe('test');
    expect(recallProvider('ILE-7KX2Q9-P2', store)).toBe('paystack');
    expect(recallProvider('ILE-OTHER', store)).toBeNull();
  });

  it('when the stored value is not a provider (another app wrote it), then nothing is recalled', () => {
    const store = memoryStore();
    store.setItem('ile:payment-provider:ILE-7KX2Q9-P1', 'flutterwave');
    expect(recallProvider('ILE-7KX2Q9-P1', store)).toBeNull();
  });

  it('when storage refuses or there is none, then nothing throws and nothing is recalled', () => {
    expect(() => rememberProvider('ILE-7KX2Q9-P1', 'test', refusing)).not.toThrow();
    expect(recallProvider('ILE-7KX2Q9-P1', refusing)).toBeNull();
    expect(recallProvider('ILE-7KX2Q9-P1', null)).toBeNull();
  });
});
