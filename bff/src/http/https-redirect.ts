// Plain http is sent to https, except on this machine (seed: "except on localhost").
import type { RequestHandler } from 'express';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * `req.protocol` honours X-Forwarded-Proto only when TRUST_PROXY is set, so behind a TLS proxy
 * TRUST_PROXY must be set or every request would be redirected. The target is always PUBLIC_URL's
 * host, never the request's Host header: a forged Host must not become a (cacheable) redirect elsewhere.
 */
export function httpsRedirect(publicUrl: string): RequestHandler {
  const publicHost = new URL(publicUrl).host;
  return (req, res, next) => {
    if (req.protocol === 'https' || isLocalHost(req.hostname)) {
      next();
      return;
    }
    // 308 keeps the method and body of a POST; browsers navigating with GET get a cacheable 301.
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    res.redirect(status, `https://${publicHost}${req.originalUrl}`);
  };
}
