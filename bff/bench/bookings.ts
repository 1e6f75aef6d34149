// Booking POST throughput and latency on the full stack (createApp: sessions, CSRF, OpenAPI
// validation, one write transaction per booking) on a temp SQLite database, at 1 and at 10
// concurrent clients. Not a test: run `npx tsx bff/bench/bookings.ts`. Loopback only, bounded
// in requests and time. Options: BENCH_CUSTOMERS (20), BENCH_REQUESTS (400 per level),
// BENCH_MAX_SECONDS (30 per level).
import { randomUUID } from 'node:crypto';
import { SAMPLE_DETAILS } from '../src/modules/bookings/test-fixtures.ts';
import { resetData, seedUser, startTestApp, testVisit } from '../src/testing/index.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const MAX_MS = Number(process.env.BENCH_MAX_SECONDS ?? 30) * 1000;

interface Client {
  cookie: string;
  csrf: string;
}

/** name=value pairs of the Set-Cookie lines, merged over what the client had. */
function mergeCookies(previous: string, res: Response): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => [pair.split('=')[0] ?? '', pair] as const) : []);
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.split('=')[0] ?? '', pair);
  }
  return [...jar.values()].join('; ');
}

function csrfOf(cookie: string): string {
  const found = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie);
  if (!found?.[1]) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(found[1]);
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Client> {
  const visit = await fetch(`${baseUrl}/app/current_user`, { headers: { Accept: 'application/json' } });
  let cookie = mergeCookies('', visit);
  const res = await fetch(`${baseUrl}/app/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': csrfOf(cookie) },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  cookie = mergeCookies(cookie, res);
  return { cookie, csrf: csrfOf(cookie) };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface LevelResult {
  concurrency: number;
  sent: number;
  created: number;
  failed: Map<number, number>;
  seconds: number;
  latencies: number[];
}

async function runLevel(baseUrl: string, clients: Client[], concurrency: number): Promise<LevelResult> {
  const latencies: number[] = [];
  const failed = new Map<number, number>();
  let sent = 0;
  let created = 0;
  const started = performance.now();
  const deadline = started + MAX_MS;

  async function worker(w: number): Promise<void> {
    while (sent < REQUESTS && performance.now() < deadline) {
      const n = sent++;
      const client = clients[(w + n) % clients.length];
      if (!client) return;
      const body = JSON.stringify({ visit: testVisit(), details: { ...SAMPLE_DETAILS['home-cleaning'], bedrooms: (n % 10) + 1 } });
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/app/home`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: client.cookie, 'X-XSRF-TOKEN': client.csrf, 'Idempotency-Key': randomUUID() },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status === 201) created++;
      else failed.set(res.status, (failed.get(res.status) ?? 0) + 1);
    }
  }

  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return { concurrency, sent, created, failed, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  // Production settings where they matter for speed: responses are not validated in production.
  // Sign-in is rate limited per client address, and every bench customer is 127.0.0.1.
  const t = await startTestApp({
    dialect: 'sqlite',
    config: {
      validateResponses: false,
      logLevel: 'warn',
      rateLimits: { windowMs: 60_000, signInFailures: 10_000, passwordResetRequests: 5, passwordResets: 10, signUps: 10, proApplications: 10, contactMessages: 10, referrals: 10 },
    },
  });
  try {
    await resetData(t.db);
    const users = [];
    for (let i = 0; i < CUSTOMERS; i++) users.push(await seedUser(t.db, { email: `bench${i}@example.ng` }));
    const clients: Client[] = [];
    for (const u of users) clients.push(await signIn(t.baseUrl, u.email, u.password));

    console.log(`Ilé booking POST /app/home, full stack on SQLite (${t.baseUrl}), ${CUSTOMERS} signed-in customers`);
    console.log('concurrency  requests  201s  req/s    p50 ms  p99 ms  non-201');
    let total201 = 0;
    for (const concurrency of [1, 10]) {
      const r = await runLevel(t.baseUrl, clients, concurrency);
      total201 += r.created;
      const others = [...r.failed.entries()].map(([status, count]) => `${status}×${count}`).join(' ') || '-';
      console.log(
        [
          String(concurrency).padEnd(11),
          String(r.sent).padEnd(9),
          String(r.created).padEnd(5),
          (r.sent / r.seconds).toFixed(1).padEnd(8),
          percentile(r.latencies, 50).toFixed(1).padEnd(7),
          percentile(r.latencies, 99).toFixed(1).padEnd(7),
          others,
        ].join(' '),
      );
    }
    const rows = await t.db.models.Booking.count();
    console.log(`bookings in the database: ${rows}; 201s received: ${total201}; ${rows === total201 ? 'equal' : 'MISMATCH'}`);
    if (rows !== total201) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

await main();
