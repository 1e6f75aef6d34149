// Proves the app waits for the whole stylesheet a pre-rendered page loads beside it, and never
// forever: a link that loads, one that fails, one that never answers, one loaded already.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stylesheetsLoaded, yieldToBrowser } from './client-start.ts';

// The unit tests run without a DOM: links are event targets with a `sheet`, as the browser's are.
type FakeLink = EventTarget & { sheet: object | null };
const fakeLink = (loaded = false): FakeLink => Object.assign(new EventTarget(), { sheet: loaded ? {} : null });
const fakeDocument = (links: FakeLink[]) => ({ querySelectorAll: () => links }) as unknown as Document;

afterEach(() => {
  vi.useRealTimers();
});

describe('stylesheetsLoaded', () => {
  it('when the stylesheets load or fail, then it settles only after the last of them', async () => {
    vi.useFakeTimers();
    const first = fakeLink();
    const second = fakeLink();
    let settled = false;
    void stylesheetsLoaded(fakeDocument([first, second, fakeLink(true)])).then(() => (settled = true));
    first.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('when a stylesheet never answers, then it gives up after the time allowed', async () => {
    vi.useFakeTimers();
    let settled = false;
    void stylesheetsLoaded(fakeDocument([fakeLink()]), 5000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('when every stylesheet has loaded already, then it settles at once', async () => {
    await expect(stylesheetsLoaded(fakeDocument([fakeLink(true)]))).resolves.toBeUndefined();
  });
});

describe('yieldToBrowser', () => {
  it('when there is no scheduler.yield, then it settles in a later task, after what was queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const yielded = yieldToBrowser().then(() => order.push('after yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['queued before', 'after yield']);
  });

  it('when the browser has scheduler.yield, then it uses it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    try {
      await yieldToBrowser();
      expect(schedulerYield).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
