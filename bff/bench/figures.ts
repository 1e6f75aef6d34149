// What one autocannon run is asked to do and what it measured; shared by bff.ts and load.ts.

/** A signed-in browser: its cookies and the CSRF token it echoes on writes. */
export interface BenchSession {
  cookie: string;
  csrf: string;
}

export type Target =
  | { kind: 'get'; path: string }
  /** Booking POSTs: a valid body per request (one of the 17 services) and a fresh Idempotency-Key. */
  | { kind: 'book' };

export interface LoadJob {
  baseUrl: string;
  seconds: number;
  connections: number;
  target: Target;
  /** Requests go round the sessions in turn; none for bare Express. */
  sessions: BenchSession[];
}

export interface LoadResult {
  /** Answers received (any status). */
  requests: number;
  seconds: number;
  /** Answers per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers, connection errors and time-outs. */
  errors: number;
  /** Answers by status code, e.g. { "201": 5000 }. */
  statuses: Record<string, number>;
  twoXx: number;
}

/** The nearest-rank percentile of ascending `sorted` (ms), NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
