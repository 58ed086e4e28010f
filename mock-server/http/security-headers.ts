import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of the application, one directive per entry. The mock server sends
 * it and docs/deployment.md repeats it for nginx; a unit test keeps the two equal.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The API, the push stream and pdf.js's cmaps and fonts come from the same origin. pdf.js reads
  // a preview through fetch() of the blob: URL the app made from the downloaded file; only a
  // script of this origin can mint such a URL, so blob: opens no way out to another host.
  'connect-src': ["'self'", 'blob:'],
  // pdf.js runs its parser in a module worker loaded from /assets.
  'worker-src': ["'self'"],
  // Nothing is framed: PDFs are drawn on a canvas, previews are dialogs.
  'frame-src': ["'none'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const contentSecurityPolicy = (): string =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Every header the server adds to every response, HTML, assets and API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
};
