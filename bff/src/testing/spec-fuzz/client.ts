// A small HTTP client for the fuzzer: node:http with keep-alive, a cookie jar per caller and the
// caller's CSRF token on every write. Unlike fetch or supertest it sends the path and the body
// bytes exactly as built (no URL normalisation of "..", no re-serialising), so a printed failing
// request is the request that was sent.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '../../http/csrf.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded, sent byte for byte. */
  url: string;
  headers: Record<string, string>;
  /** The body bytes (JSON text or not); absent for no body. */
  body?: Buffer;
}

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const agent = new HttpAgent({ keepAlive: true, maxSockets: 8 });

/** One caller (signed out, customer, admin): its cookies and CSRF token. */
export class Caller {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | null {
    const token = this.cookies.get(CSRF_COOKIE);
    return token === undefined ? null : decodeURIComponent(token);
  }

  async send(request: FuzzRequest): Promise<FuzzResponse> {
    const headers: Record<string, string> = {};
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const token = this.csrfToken;
    if (token) headers[CSRF_HEADER] = token;
    Object.assign(headers, request.headers);
    if (request.body !== undefined) headers['content-length'] = String(request.body.length);
    const target = new URL(this.baseUrl);
    const response = await new Promise<FuzzResponse>((resolve, reject) => {
      const req = httpRequest({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(request.body);
    });
    this.remember(response.headers['set-cookie']);
    return response;
  }

  private remember(setCookie: string[] | string | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const pair = line.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      // An expiry in the past (or an empty value) is the server clearing the cookie.
      if (!value || /expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A signed-out visitor with a session and CSRF token (as after opening the site). */
export async function visitor(baseUrl: string): Promise<Caller> {
  const caller = new Caller(baseUrl);
  const res = await caller.send({ method: 'GET', url: '/app/current_user', headers: { accept: 'application/json' } });
  if (res.status !== 200 || !caller.csrfToken) throw new Error(`GET /app/current_user answered ${res.status} without a CSRF cookie`);
  return caller;
}

/** A caller signed in through the real sign-in call. */
export async function signedIn(baseUrl: string, email: string, password: string): Promise<Caller> {
  const caller = await visitor(baseUrl);
  const res = await caller.send({ method: 'POST', url: '/app/signin', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ email, password })) });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${res.text}`);
  return caller;
}

/** The request as a curl command line (JSON-escaped body shown up to `bodyLimit` characters). */
export function describeRequest(baseUrl: string, request: FuzzRequest, bodyLimit = 2000): string {
  const parts = [`curl -i -X ${request.method} '${baseUrl}${request.url}'`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${JSON.stringify(`${name}: ${value}`)}`);
  if (request.body !== undefined) {
    const text = request.body.toString('utf8');
    const exact = Buffer.from(text, 'utf8').equals(request.body);
    const shown = exact ? text : `base64:${request.body.toString('base64')}`;
    parts.push(`--data-binary ${JSON.stringify(shown.length > bodyLimit ? `${shown.slice(0, bodyLimit)}…` : shown)}${shown.length > bodyLimit ? ` (${request.body.length} bytes in all)` : ''}`);
  }
  return parts.join(' ');
}
