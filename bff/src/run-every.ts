// A background job on a timer (the payment reconciler, the retention sweep): never two runs at once,
// and nothing a run throws stops the timer: a failed run is logged and the next one tries again.
import type { Logger } from './logger.ts';

/** Runs `run` every `intervalMs` until stopped; 0 runs nothing. The timer never keeps the process alive. */
export function runEvery(what: string, run: () => Promise<unknown>, intervalMs: number, logger: Logger): { stop(): void } {
  if (intervalMs <= 0) return { stop: () => undefined };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Promise.resolve().then: even a synchronous throw becomes a rejection handled below.
    Promise.resolve()
      .then(run)
      .catch((error: unknown) => logger.error(`${what} failed`, { error }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
