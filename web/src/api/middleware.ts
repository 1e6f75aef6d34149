// openapi-fetch middleware: JSON Accept header, the CSRF header on state-changing calls, and every
// failure (HTTP error answers and transport failures alike) thrown as one ApiError.
import type { Middleware } from 'openapi-fetch';
import { errorFromResponse, toApiError } from './errors.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const raw = rest.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function documentCsrfToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE);
}

export const acceptJson: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    return request;
  },
};

export function csrfHeader(readToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method.toUpperCase())) return request;
      const token = readToken();
      if (token) request.headers.set(CSRF_HEADER, token);
      return request;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const normaliseErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    throw errorFromResponse(response.status, await readBody(response), response.headers.get('Retry-After'));
  },
  onError({ error }) {
    return toApiError(error);
  },
};
