// Proves the mock's session: the persona's cookie and example, and sign-in and sign-out followed.
import { describe, expect, it } from 'vitest';
import { MockSession, personaFrom } from './mock-persona.ts';

/** A proxied request's headers, as the proxy's ClientRequest holds them. */
function outgoing(initial: Record<string, string> = {}) {
  const headers = new Map(Object.entries(initial));
  return { headers, getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value) };
}

describe('personaFrom', () => {
  it('is customer when MOCK_USER is unset, and refuses an unknown persona by name', () => {
    expect(personaFrom(undefined)).toBe('customer');
    expect(personaFrom('admin')).toBe('admin');
    expect(() => personaFrom('root')).toThrow(/MOCK_USER=root .*visitor, customer, admin, pro/);
  });
});

describe('MockSession', () => {
  it('sends the persona session cookie beside the browser cookies, and its current-user example', () => {
    const session = new MockSession('admin');
    const request = outgoing({ cookie: 'XSRF-TOKEN=t' });
    session.prepare('GET /app/current_user', request);
    expect(request.headers.get('cookie')).toBe('XSRF-TOKEN=t; ile.sid=mock-admin');
    expect(request.headers.get('prefer')).toBe('example=admin');
  });

  it('leaves other calls on their first example and keeps a Prefer the developer sent', () => {
    const session = new MockSession('pro');
    const other = outgoing();
    session.prepare('GET /app/pro/jobs', other);
    expect(other.headers.get('prefer')).toBeUndefined();
    const chosen = outgoing({ prefer: 'code=404' });
    session.prepare('GET /app/current_user', chosen);
    expect(chosen.headers.get('prefer')).toBe('code=404');
  });

  it('sends no session as a visitor, then the customer after a sign-in, and none after sign-out', () => {
    const session = new MockSession('visitor');
    const before = outgoing();
    session.prepare('GET /app/current_user', before);
    expect(before.headers.get('cookie')).toBeUndefined();
    expect(before.headers.get('prefer')).toBe('example=visitor');

    const signIn = outgoing();
    session.prepare('POST /app/signin', signIn);
    expect(signIn.headers.get('prefer')).toBe('example=customer');
    session.answered('POST /app/signin', 401);
    expect(session.persona).toBe('visitor');
    session.answered('POST /app/signin', 200);
    expect(session.persona).toBe('customer');

    const signOut = outgoing();
    session.prepare('GET /app/logout', signOut);
    expect(signOut.headers.get('prefer')).toBe('code=302');
    session.answered('GET /app/logout', 302);
    expect(session.persona).toBe('visitor');
  });

  it('signs in with a texted code as it does with a password; asking for the code changes nothing', () => {
    const session = new MockSession('visitor');
    const code = outgoing();
    session.prepare('POST /app/signin/code', code);
    expect(code.headers.get('prefer')).toBeUndefined();
    session.answered('POST /app/signin/code', 202);
    expect(session.persona).toBe('visitor');

    const withCode = outgoing();
    session.prepare('POST /app/signin/phone', withCode);
    expect(withCode.headers.get('prefer')).toBe('example=customer');
    session.answered('POST /app/signin/phone', 200);
    expect(session.persona).toBe('customer');
  });

  it('signs up on the spec\'s only sign-up example (a new customer, its e-mail waiting), then is the customer', () => {
    const session = new MockSession('visitor');
    const signUp = outgoing();
    session.prepare('POST /app/signup', signUp);
    // The 201 has no persona examples: asking for one would get Prism's 404.
    expect(signUp.headers.get('prefer')).toBeUndefined();
    session.answered('POST /app/signup', 201);
    expect(session.persona).toBe('customer');
  });

  it('answers proving a phone with the persona\'s example, so a pro stays a pro; the persona does not change', () => {
    const session = new MockSession('pro');
    const prove = outgoing();
    session.prepare('POST /app/account/phone', prove);
    expect(prove.headers.get('prefer')).toBe('example=pro');
    session.answered('POST /app/account/phone', 200);
    expect(session.persona).toBe('pro');
    const link = outgoing();
    session.prepare('POST /app/account/email', link);
    expect(link.headers.get('prefer')).toBeUndefined();
    const visitor = outgoing();
    new MockSession('visitor').prepare('POST /app/account/phone', visitor);
    expect(visitor.headers.get('prefer')).toBeUndefined();
  });

  it('signs back in as the persona it started as, and hands out the CSRF cookie with the current user', () => {
    const session = new MockSession('admin');
    session.answered('GET /app/logout', 302);
    session.answered('POST /app/signin', 200);
    expect(session.persona).toBe('admin');
    expect(session.answered('GET /app/current_user', 200)).toEqual([expect.stringMatching(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/)]);
    expect(session.answered('GET /app/fetchCompleteBookings', 200)).toEqual([]);
  });
});
