// Proves lazily loaded route parts fail into the chunk-load screen: on download errors and after 120 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazy-route.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it('when a browser reports a failed dynamic import in its own words, then it is recognised', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://ile.ng/assets/signin-a1b2.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
  });

  it('when another error happens, then it is not mistaken for a chunk failure', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('loadWithTimeout', () => {
  it('when the part loads in time, then its module is returned', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ ok: true }), 1000)).resolves.toEqual({ ok: true });
  });

  it('when the part is still loading after 120 s, then it fails as a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('when the download fails, then it is a ChunkLoadError; other errors pass through unchanged', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')), 1000)).rejects.toBeInstanceOf(ChunkLoadError);
    const bug = new RangeError('a bug in the module');
    await expect(loadWithTimeout(() => Promise.reject(bug), 1000)).rejects.toBe(bug);
  });
});
