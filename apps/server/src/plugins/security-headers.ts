import { createHash } from 'node:crypto';
import { FIRST_PAINT_THEME_SCRIPT } from '@basisdesk/shared/settings/first-paint-theme';
import type { FastifyInstance } from 'fastify';

/** Razorpay's checkout: its script, the frames it opens, and the API that script calls. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** The one inline script the pages carry (the theme before the first paint), allowed by its hash. */
const FIRST_PAINT_THEME_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_THEME_SCRIPT).digest('base64')}'`;

/**
 * A strict policy for the single-page app: our own scripts only (the theme's inline script by hash, and Razorpay's checkout, loaded
 * on demand to pay), no framing of us, no referrer leaks.
 * The headers never change, so they are built once and set with one call per response
 * (building them per request was a measurable share of the API's CPU time).
 */
export function buildSecurityHeaders(options: { connectSources: string[] }): Record<string, string> {
  const contentSecurityPolicy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", FIRST_PAINT_THEME_HASH, RAZORPAY_CHECKOUT],
    // Radix and toasts position themselves with inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", RAZORPAY_API, ...options.connectSources],
    'frame-src': [RAZORPAY_API, RAZORPAY_CHECKOUT],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'content-security-policy': Object.entries(contentSecurityPolicy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: { connectSources: string[] }) {
  const headers = buildSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
