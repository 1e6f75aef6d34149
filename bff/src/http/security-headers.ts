// helmet with a CSP that allows only this origin: no inline scripts, styles, frames or plugins.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // HSTS only makes sense over https; helmet sends it regardless and browsers ignore it on http.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Matches frame-ancestors 'none' for browsers that only read X-Frame-Options (helmet's default is SAMEORIGIN).
  xFrameOptions: { action: 'deny' },
});

// Browser features the app never uses are off for it and anything it could ever embed; the
// referral panel copies a code, so the clipboard stays writable by this origin alone.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-write=(self)';

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** /app answers carry personal data and CSRF tokens: no browser or shared cache may keep any of them, errors included. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
