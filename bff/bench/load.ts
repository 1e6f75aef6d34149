// The load generator: autocannon in a process of its own, pinned by bff.ts to the core the server
// does not use. Runs one LoadJob per request from the parent and answers its figures, computed
// from every answer's latency (autocannon's own histogram keeps 2xx only and has no p95).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { bookingCall } from '../reliability/http-client.ts';
import { percentile, type BenchSession, type LoadJob, type LoadResult } from './figures.ts';
import { sendReady, serveParent, type Message } from './processes.ts';

function isLoadJob(value: unknown): value is LoadJob {
  return typeof value === 'object' && value !== null && 'baseUrl' in value && 'target' in value && 'sessions' in value;
}

function sessionHeaders(session: BenchSession | undefined): Record<string, string> {
  return session ? { cookie: session.cookie, 'x-xsrf-token': session.csrf } : {};
}

function run(job: LoadJob): Promise<LoadResult> {
  const now = new Date();
  let n = 0;
  const nextSession = () => job.sessions[n++ % Math.max(1, job.sessions.length)];
  const target = job.target;
  const request: autocannon.Request =
    target.kind === 'get'
      ? {
          method: 'GET',
          path: target.path,
          // Each request as one of the signed-in customers, in turn.
          setupRequest: (req) => ({ ...req, headers: { accept: 'application/json', ...sessionHeaders(nextSession()) } }),
        }
      : {
          method: 'POST',
          setupRequest: (req) => {
            const call = bookingCall(n, now);
            return {
              ...req,
              path: call.path,
              headers: {
                accept: 'application/json',
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
                ...sessionHeaders(nextSession()),
              },
              body: JSON.stringify(call.body),
            };
          },
        };

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: job.baseUrl, connections: job.connections, duration: job.seconds, pipelining: 1, timeout: 10, requests: [request] },
      (err: unknown, result: autocannon.Result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        const sorted = Float64Array.from(latencies).sort();
        const seconds = result.duration;
        const twoXx = Object.entries(statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum + count : sum), 0);
        resolve({
          requests: latencies.length,
          seconds,
          rps: latencies.length / seconds,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
          // Connection errors include time-outs in autocannon's count.
          errors: latencies.length - twoXx + result.errors,
          statuses,
          twoXx,
        });
      },
    );
    // autocannon 8 emits (client, status, bytes, ms); @types/autocannon describes an older order.
    const emitter: EventEmitter = instance;
    emitter.on('response', (_client: unknown, status: unknown, _bytes: unknown, ms: unknown) => {
      if (typeof ms === 'number') latencies.push(ms);
      const key = String(status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    });
  });
}

serveParent(
  async (message: Message) => {
    if (message.type !== 'run' || !isLoadJob(message.job)) throw new Error(`unknown request ${message.type}`);
    return { result: await run(message.job) };
  },
  () => Promise.resolve(),
);
sendReady({});
