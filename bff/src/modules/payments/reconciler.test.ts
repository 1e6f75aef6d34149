// Proves the reconciler's timer: runs on its interval, never two runs at once, and nothing a run
// throws (synchronously or not) escapes the timer; an interval of 0 starts nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startReconciler } from './reconciler.ts';

describe('startReconciler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a run fails, throws synchronously or is still going, then the failure is logged, no run overlaps and the next one still happens', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger('error', (line) => lines.push(line));
    let calls = 0;
    let release: () => void = () => undefined;
    const reconcile = () => {
      calls++;
      if (calls === 1) throw new Error('database went away');
      if (calls === 2) return Promise.reject(new Error('still away'));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const reconciler = startReconciler(reconcile, 1000, logger);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(lines.filter((line) => line.includes('payment reconciler run failed'))).toHaveLength(2);
    expect(lines.join('\n')).toContain('database went away');

    // The third run hangs: the timer fires again but does not start a fourth.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(3);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(4);

    reconciler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(4);
  });

  it('when the interval is 0, then nothing runs', async () => {
    vi.useFakeTimers();
    const reconcile = vi.fn(async () => undefined);
    startReconciler(reconcile, 0, createLogger('silent')).stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(reconcile).not.toHaveBeenCalled();
  });
});
