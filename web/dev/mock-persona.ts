// Who a front-end developer is against the Prism mock (`MOCK_USER`, `npm run dev:mock`). Prism
// is stateless, so the dev server's proxy plays the session: it sends the persona's session
// cookie, picks the persona's example of the current user, and follows sign-in and sign-out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';

export const PERSONAS = ['visitor', 'customer', 'admin', 'pro'] as const;
export type Persona = (typeof PERSONAS)[number];

/** `MOCK_USER`'s persona: customer when unset, an error naming the choices when unknown. */
export function personaFrom(value: string | undefined): Persona {
  if (value === undefined || value === '') return 'customer';
  const persona = PERSONAS.find((name) => name === value);
  if (!persona) throw new Error(`MOCK_USER=${value} is not a persona; use one of ${PERSONAS.join(', ')}`);
  return persona;
}

const SESSION_COOKIE = 'ile.sid';
// The mock's CSRF cookie: the web client echoes it in X-XSRF-TOKEN as it does the BFF's.
const CSRF_COOKIE = 'XSRF-TOKEN=mock-csrf-token; Path=/; SameSite=Lax';
// The calls that answer with (or without) a signed-in user, as the BFF's do.
const SIGNS_IN = new Set(['POST /app/signin', 'POST /app/signin/phone', 'POST /app/signup', 'POST /app/reset_password']);
// The calls whose answer is the current user with one example per persona (customer, admin, pro).
// Sign-up's answer has only its new customer (the e-mail waiting for its link): Prism answers that.
const ANSWERS_PERSONA = new Set(['POST /app/signin', 'POST /app/signin/phone', 'POST /app/reset_password', 'POST /app/account/phone']);
const SIGNS_OUT = 'GET /app/logout';
const CURRENT_USER = 'GET /app/current_user';

type ProxyServer = Parameters<NonNullable<ProxyOptions['configure']>>[0];
interface OutgoingHeaders { getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }

/** The mock session: the persona now, and what each proxied request gets from it. */
export class MockSession {
  private current: Persona;
  private readonly signedIn: Exclude<Persona, 'visitor'>;

  constructor(initial: Persona) {
    this.current = initial;
    this.signedIn = initial === 'visitor' ? 'customer' : initial;
  }

  get persona(): Persona {
    return this.current;
  }

  /** Adds the session cookie and, on the current-user call, the persona's example. */
  prepare(call: string, headers: OutgoingHeaders): void {
    if (this.current !== 'visitor') {
      const cookie = headers.getHeader('cookie');
      const sent = typeof cookie === 'string' && cookie !== '' ? `${cookie}; ` : '';
      headers.setHeader('cookie', `${sent}${SESSION_COOKIE}=mock-${this.current}`);
    }
    const asked = headers.getHeader('prefer');
    if (asked !== undefined && asked !== '') return;
    if (call === CURRENT_USER) headers.setHeader('prefer', `example=${this.current}`);
    else if (SIGNS_IN.has(call) && ANSWERS_PERSONA.has(call)) headers.setHeader('prefer', `example=${this.signedIn}`);
    // A visitor has no example of its own here: Prism answers the call's 401 as it is.
    else if (ANSWERS_PERSONA.has(call) && this.current !== 'visitor') headers.setHeader('prefer', `example=${this.current}`);
    // Prism answers a 2xx or the default before anything else; sign-out is a redirect home.
    if (call === SIGNS_OUT) headers.setHeader('prefer', 'code=302');
  }

  /** Follows sign-in and sign-out; answers the Set-Cookie values to add to the response. */
  answered(call: string, status: number): string[] {
    if (SIGNS_IN.has(call) && status >= 200 && status < 300) this.current = this.signedIn;
    if (call === SIGNS_OUT) this.current = 'visitor';
    return call === CURRENT_USER ? [CSRF_COOKIE] : [];
  }
}

function callOf(req: IncomingMessage): string {
  return `${req.method ?? 'GET'} ${(req.url ?? '').split('?')[0]}`;
}

/** The proxy's `configure` for the mock: every /app request goes through `session`. */
export function mockPersonaProxy(session: MockSession): (proxy: ProxyServer) => void {
  return (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      session.prepare(callOf(req), proxyReq);
    });
    proxy.on('proxyRes', (proxyRes, req, _res: ServerResponse) => {
      const cookies = session.answered(callOf(req), proxyRes.statusCode ?? 0);
      if (cookies.length === 0) return;
      const existing = proxyRes.headers['set-cookie'] ?? [];
      proxyRes.headers['set-cookie'] = [...existing, ...cookies];
    });
  };
}
