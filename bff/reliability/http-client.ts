// A small fetch-based client for the real BFF process, as a browser would drive it: a cookie jar,
// the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, sign-up / sign-in, and booking POSTs with an
// Idempotency-Key. Used by the reliability harness and the BFF bench. A network failure is an
// answer of its own kind (`no-answer`), never a throw: the crash harness must tell "the server
// said something" from "nothing came back".
import { addDaysToDay, bookableDays, DEFAULT_CATALOGUE, SMALLEST_JOB, type ServiceKey } from '@ile/domain';

export interface Answered {
  kind: 'answer';
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  /** Milliseconds from sending to the last byte of the body. */
  ms: number;
}

export interface NoAnswer {
  kind: 'no-answer';
  /** What failed (connection refused or reset, time-out…). */
  error: string;
  ms: number;
}

export type Answer = Answered | NoAnswer;

export interface ClientOptions {
  /** Sent as X-Forwarded-For, so that a server trusting its loopback proxy sees a client of its own (per-client rate limits). */
  forwardedFor?: string;
  /** Per-request time-out; a request that takes longer is a no-answer. Default 30 s. */
  timeoutMs?: number;
}

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface BookingCall {
  service: ServiceKey;
  /** The service's form path, e.g. /app/home. */
  path: string;
  body: { visit: BookingVisit; details: unknown };
}

export interface BookingVisit {
  address: { street: string; area: string; city: string; state: string; landmark?: string };
  date: string;
  timeWindow: 'morning' | 'afternoon' | 'evening';
  contactPhone: string;
  notes?: string;
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause: unknown = err.cause;
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  if (err.name === 'TimeoutError') return 'timeout';
  return code ?? (cause instanceof Error ? cause.message : err.message);
}

export class IleClient {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: ClientOptions = {},
  ) {}

  /** The cookie's current value, or undefined. */
  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** Forgets every cookie (a new browser). */
  clearCookies(): void {
    this.jar.clear();
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = decodeURIComponent(pair.slice(at + 1).trim());
      // A cleared cookie comes back empty (with a past expiry).
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.jar.entries()].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** One request; cookies in and out, the CSRF token echoed on writes. Never throws for network failures. */
  async request(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const cookies = this.cookieHeader();
    if (cookies) headers.Cookie = cookies;
    if (this.options.forwardedFor) headers['X-Forwarded-For'] = this.options.forwardedFor;
    const token = this.jar.get('XSRF-TOKEN');
    if (method !== 'GET' && method !== 'HEAD' && token) headers['X-XSRF-TOKEN'] = token;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] = 'application/json';
    }
    const started = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000) });
      const text = await res.text();
      this.remember(res.headers);
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { kind: 'answer', status: res.status, headers: res.headers, text, json, ms: performance.now() - started };
    } catch (err) {
      return { kind: 'no-answer', error: describeError(err), ms: performance.now() - started };
    }
  }

  get(path: string): Promise<Answer> {
    return this.request('GET', path);
  }

  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request('POST', path, { body, headers });
  }

  /** GET /app/current_user: starts a session and gets the XSRF-TOKEN cookie every write needs. */
  visit(): Promise<Answer> {
    return this.get('/app/current_user');
  }

  private async ensureToken(): Promise<void> {
    if (this.jar.has('XSRF-TOKEN')) return;
    const visited = await this.visit();
    if (visited.kind !== 'answer' || visited.status !== 200 || !this.jar.has('XSRF-TOKEN')) throw new Error(`visit failed: ${summary(visited)}`);
  }

  /** Creates the account and signs in (201); throws on anything else. */
  async signUp(account: Account): Promise<Answered> {
    await this.ensureToken();
    return expectStatus(await this.post('/app/signup', account), 201, 'sign-up');
  }

  /** The sign-in call as made (for the load mix, which counts statuses itself). */
  async trySignIn(email: string, password: string): Promise<Answer> {
    await this.ensureToken();
    return this.post('/app/signin', { email, password });
  }

  /** Signs in (200); throws on anything else. */
  async signIn(email: string, password: string): Promise<Answered> {
    return expectStatus(await this.trySignIn(email, password), 200, 'sign-in');
  }

  /** POST a booking with its Idempotency-Key. */
  book(call: BookingCall, idempotencyKey: string): Promise<Answer> {
    return this.post(call.path, call.body, { 'Idempotency-Key': idempotencyKey });
  }
}

/** One line for a log: the status and the start of the body, or the network error. */
export function summary(answer: Answer): string {
  return answer.kind === 'answer' ? `${answer.status} ${answer.text.slice(0, 200)}` : `no answer (${answer.error})`;
}

export function expectStatus(answer: Answer, status: number, what: string): Answered {
  if (answer.kind !== 'answer' || answer.status !== status) throw new Error(`${what}: expected ${status}, got ${summary(answer)}`);
  return answer;
}

/** The new booking's id in a booking answer ({ data: CurrentUser } with the new booking first), or null. */
export function bookingIdOf(answer: Answer): string | null {
  if (answer.kind !== 'answer' || answer.status !== 201) return null;
  const json = answer.json;
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const data: unknown = json.data;
  if (typeof data !== 'object' || data === null || !('bookings' in data) || !Array.isArray(data.bookings)) return null;
  const first: unknown = data.bookings[0];
  return typeof first === 'object' && first !== null && 'id' in first && typeof first.id === 'string' ? first.id : null;
}

/** Whether the answer is a replay of an earlier request with the same key. */
export function isReplay(answer: Answer): boolean {
  return answer.kind === 'answer' && answer.headers.get('idempotent-replayed') === 'true';
}

/** A Nigerian mobile (0803 / 0806 / 0813 / 0905… prefixes) made from n, typed the local way. */
export function nigerianPhone(n: number): string {
  const prefixes = ['803', '806', '813', '816', '703', '706', '903', '905'];
  const prefix = prefixes[n % prefixes.length] ?? '803';
  const line = String(1_000_000 + (Math.floor(n / prefixes.length) % 9_000_000)).padStart(7, '0');
  return `0${prefix} ${line.slice(0, 3)} ${line.slice(3)}`;
}

/** `n` in letters (0 → a, 25 → z, 26 → ba): a person's name holds no digits. */
function lettersOf(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  return n < 26 ? letter : lettersOf(Math.floor(n / 26)) + letter;
}

/** A fresh customer account; `tag` keeps e-mails unique across runs. */
export function customerAccount(tag: string, n: number): Account {
  return { name: `Load Customer ${lettersOf(n)}`, email: `rel-${tag}-${n}@example.ng`, phone: nigerianPhone(n), password: `Suya-Night-${tag}-${n}` };
}

const ADDRESSES: BookingVisit['address'][] = [
  { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' },
  { street: '7 Admiralty Way', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' },
  { street: '3 Awolowo Road', area: 'Ikoyi', city: 'Lagos', state: 'Lagos', landmark: 'Near the roundabout' },
  { street: '21 Ogui Road', area: 'Ogui', city: 'Enugu', state: 'Enugu' },
];
const WINDOWS: BookingVisit['timeWindow'][] = ['morning', 'afternoon', 'evening'];
const SERVICES = DEFAULT_CATALOGUE.map((entry) => ({ key: entry.key, path: entry.formPath }));

/**
 * A valid booking for one of the 17 services, varied by n: a day 2 to 30 days out (bookable
 * whatever the time of day in Lagos), one of a few addresses and windows, a Nigerian mobile.
 * Keep the object: a retry must send the same body with its key (another body is a 422).
 */
export function bookingCall(n: number, now: Date = new Date()): BookingCall {
  const service = SERVICES[n % SERVICES.length];
  if (!service) throw new Error('the catalogue is empty');
  const visit: BookingVisit = {
    address: ADDRESSES[n % ADDRESSES.length] ?? { street: '1 Broad Street', area: 'Marina', city: 'Lagos', state: 'Lagos' },
    date: addDaysToDay(bookableDays(now).first, 2 + (n % 29)),
    timeWindow: WINDOWS[n % WINDOWS.length] ?? 'morning',
    contactPhone: nigerianPhone(n + 7),
    ...(n % 5 === 0 ? { notes: `Gate code ${1000 + (n % 9000)}` } : {}),
  };
  return { service: service.key, path: service.path, body: { visit, details: SMALLEST_JOB[service.key] } };
}
