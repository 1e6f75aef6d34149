// Proves the browser's memory of which provider a reference belongs to: per reference, capped to the
// most recent, and harmless when storage holds junk or refuses.
import { describe, expect, it } from 'vitest';
import { PROVIDER_MEMORY_KEY, recallProvider, rememberProvider, type ProviderStore } from './payment-memory.ts';

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

  it('when the same reference is remembered again, then the latest provider wins', () => {
    const store = memoryStore();
    rememberProvider('ILE-7KX2Q9-P1', 'paystack', store);
    rememberProvider('ILE-7KX2Q9-P1', 'test', store);
    expect(recallProvider('ILE-7KX2Q9-P1', store)).toBe('test');
  });

  it('when more than 20 references were remembered, then the oldest are forgotten', () => {
    const store = memoryStore();
    for (let n = 1; n <= 25; n += 1) rememberProvider(`ILE-7KX2Q9-P${n}`, 'test', store);
    expect(recallProvider('ILE-7KX2Q9-P5', store)).toBeNull();
    expect(recallProvider('ILE-7KX2Q9-P6', store)).toBe('test');
    expect(recallProvider('ILE-7KX2Q9-P25', store)).toBe('test');
  });

  it('when the stored value is junk or names an unknown provider (another app wrote it), then nothing is recalled and remembering still works', () => {
    const store = memoryStore();
    store.setItem(PROVIDER_MEMORY_KEY, '{not json');
    expect(recallProvider('ILE-7KX2Q9-P1', store)).toBeNull();
    store.setItem(PROVIDER_MEMORY_KEY, JSON.stringify([['ILE-7KX2Q9-P1', 'flutterwave'], 'x']));
    expect(recallProvider('ILE-7KX2Q9-P1', store)).toBeNull();
    rememberProvider('ILE-7KX2Q9-P2', 'test', store);
    expect(recallProvider('ILE-7KX2Q9-P2', store)).toBe('test');
  });

  it('when storage refuses or there is none, then nothing throws and nothing is recalled', () => {
    expect(() => rememberProvider('ILE-7KX2Q9-P1', 'test', refusing)).not.toThrow();
    expect(recallProvider('ILE-7KX2Q9-P1', refusing)).toBeNull();
    expect(recallProvider('ILE-7KX2Q9-P1', null)).toBeNull();
  });
});
