// Where the browser may be sent after a payment call. The server names the place (the checkout, the
// return page), but a URL from an answer is never followed blindly: an in-app path is navigated to
// inside the app, Paystack's hosted checkout is left for over https, and anything else is refused.

/** The spec's limit on returnUrl: longer is not something our server sent. */
const MAX_PATH_LENGTH = 300;
const PROBE_ORIGIN = 'https://ile.invalid';

/**
 * `value` when it is a path on this site ("/pay/b_1/return?reference=…"), else null. Refuses
 * protocol-relative ("//evil.ng"), backslash tricks ("/\\evil.ng") and control characters, which
 * browsers strip ("/\t/evil.ng" becomes "//evil.ng").
 */
export function safeReturnPath(value: string): string | null {
  if (value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  // Belt and braces: resolved against any origin, it must stay on that origin.
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

export type CheckoutDestination = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * Where startPayment's `checkoutUrl` sends the browser: the test checkout is a screen of this app
 * (no reload); Paystack's checkout is another site (https only; plain http only on this machine,
 * for a local fake). Null for anything else, e.g. a `javascript:` URL.
 */
export function checkoutDestination(checkoutUrl: string): CheckoutDestination | null {
  const path = safeReturnPath(checkoutUrl);
  if (path) return { kind: 'app', path };
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return { kind: 'external', url: url.href };
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) return { kind: 'external', url: url.href };
  return null;
}
