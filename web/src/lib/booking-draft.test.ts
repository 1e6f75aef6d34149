// Proves the Idempotency-Key keeping rules: one key per draft content, kept through retries and
// reloads (storage round trips), replaced only when what would be sent changes or the server refuses it.
import { describe, expect, it } from 'vitest';
import { buildBookingDraft } from '../testing/fixtures/index.ts';
import { readDraft, writeDraft } from './booking-draft.ts';
import { draftFingerprint, withIdempotencyKey, withoutIdempotencyKey } from './booking-idempotency.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function counterKeys() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

describe('withIdempotencyKey', () => {
  it('when a draft has no key yet, then it gets a new one tied to its content', () => {
    const draft = buildBookingDraft();
    const keyed = withIdempotencyKey(draft, counterKeys());
    expect(keyed.idempotencyKey).toBe('00000000-0000-4000-8000-000000000001');
    expect(keyed.idempotencyFingerprint).toBe(draftFingerprint(draft));
  });

  it('when the same draft is confirmed again (double tap or retry), then the same key is used', () => {
    const makeKey = counterKeys();
    const first = withIdempotencyKey(buildBookingDraft(), makeKey);
    const second = withIdempotencyKey(first, makeKey);
    const third = withIdempotencyKey(second, makeKey);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(third.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('when the page is reloaded after the key was saved, then the key read back is reused', () => {
    const store = new MemoryStorage();
    const makeKey = counterKeys();
    writeDraft(withIdempotencyKey(buildBookingDraft(), makeKey), store);
    const reloaded = readDraft(store);
    expect(reloaded).not.toBeNull();
    if (!reloaded) return;
    expect(withIdempotencyKey(reloaded, makeKey).idempotencyKey).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('when the key order or save time differs but the content is the same, then the key is kept', () => {
    const makeKey = counterKeys();
    const first = withIdempotencyKey(buildBookingDraft(), makeKey);
    const reordered = { ...first, details: { bathrooms: '2', bedrooms: '3', cleaningType: 'deep' }, savedAt: '2026-11-26T10:00:00.000Z' };
    expect(withIdempotencyKey(reordered, makeKey).idempotencyKey).toBe(first.idempotencyKey);
  });

  it('when the customer changes a detail after confirming, then a new key is made', () => {
    const makeKey = counterKeys();
    const first = withIdempotencyKey(buildBookingDraft(), makeKey);
    const edited = { ...first, details: { ...first.details, bedrooms: '4' } };
    const next = withIdempotencyKey(edited, makeKey);
    expect(next.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(next.idempotencyFingerprint).toBe(draftFingerprint(edited));
  });

  it('when the visit or the service changes, then a new key is made', () => {
    const makeKey = counterKeys();
    const first = withIdempotencyKey(buildBookingDraft(), makeKey);
    expect(withIdempotencyKey({ ...first, visit: { ...first.visit, timeWindow: 'evening' } }, makeKey).idempotencyKey).not.toBe(first.idempotencyKey);
    expect(withIdempotencyKey({ ...first, service: 'plumbing' }, makeKey).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('when a form rewrites the draft without the key, then the next confirm makes a new one', () => {
    const makeKey = counterKeys();
    const first = withIdempotencyKey(buildBookingDraft(), makeKey);
    const rewritten = withoutIdempotencyKey(first);
    expect(rewritten.idempotencyKey).toBeUndefined();
    expect(withIdempotencyKey(rewritten, makeKey).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('when no key maker is given, then the key is a version 4 UUID as the spec requires', () => {
    expect(withIdempotencyKey(buildBookingDraft()).idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
