// Proves lazily loaded route parts fail into the chunk-load screen (on download errors and after
// 120 s), and that a preloaded screen renders without suspending (what hydration needs).
import { createElement, Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyScreen, lazyScreenOf, loadWithTimeout } from './lazy-route.ts';

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

describe('lazyScreen', () => {
  const render = (element: ReactElement) => renderToString(createElement(Suspense, { fallback: 'loading' }, element));

  it('when its module is not there yet, then it suspends; once preloaded it renders the screen at once', async () => {
    const screen = lazyScreen(() => Promise.resolve({ Hello: () => createElement('h1', null, 'Hello') }), 'Hello');
    expect(render(screen)).toContain('loading');
    const lazy = lazyScreenOf(screen);
    expect(lazy?.settled()).toBe(false);
    await lazy?.preload();
    expect(lazy?.settled()).toBe(true);
    expect(render(screen)).toContain('<h1>Hello</h1>');
  });

  it('when preloaded twice, then the module is downloaded once', async () => {
    const load = vi.fn(() => Promise.resolve({ Screen: () => null }));
    const lazy = lazyScreenOf(lazyScreen(load, 'Screen'));
    await Promise.all([lazy?.preload(), lazy?.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the download fails, then preloading fails with a ChunkLoadError', async () => {
    const screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')), 'Screen');
    const lazy = lazyScreenOf(screen);
    await expect(lazy?.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    // Settled: rendering it now throws to the error boundary instead of waiting.
    expect(lazy?.settled()).toBe(true);
  });

  it('when an element is not a lazy screen, then it is not taken for one', () => {
    expect(lazyScreenOf(createElement('div'))).toBeNull();
    expect(lazyScreenOf(createElement(() => null))).toBeNull();
    expect(lazyScreenOf(null)).toBeNull();
  });
});
