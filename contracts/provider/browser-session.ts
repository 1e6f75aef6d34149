// A browser's view of the BFF for provider verification: the cookies (session and XSRF-TOKEN)
// a real visitor would hold. Pact replays the consumer's placeholder CSRF header; the request
// filter swaps in this session's real token and cookies, so CSRF stays on during verification.
import type { IncomingMessage } from 'node:http';

export class BrowserSession {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** Forgets every cookie and opens the site as a new visitor (which issues a session and token). */
  async visit(): Promise<void> {
    this.cookies.clear();
    await this.request('GET', '/app/current_user');
  }

  /** Visits, then signs in through the real sign-in call. */
  async signIn(email: string, password: string): Promise<void> {
    await this.visit();
    const response = await this.request('POST', '/app/signin', { email, password });
    if (response.status !== 200) throw new Error(`provider state sign-in failed with ${response.status}: ${await response.text()}`);
  }

  get csrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** Makes a replayed pact request look like it came from this browser. */
  applyTo(req: IncomingMessage): void {
    if (this.cookies.size) req.headers.cookie = this.cookieHeader();
    const token = this.csrfToken;
    if (token && req.headers['x-xsrf-token'] !== undefined) req.headers['x-xsrf-token'] = token;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A call as this browser makes it (cookies, and the CSRF header on a POST); a state uses it to act through the real BFF. */
  send(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
    return this.request(method, path, body, extraHeaders);
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['X-XSRF-TOKEN'] = this.csrfToken ?? '';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
