import fp from 'fastify-plugin';

const contentSecurityPolicy = (https: boolean) =>
  [
    "default-src 'self'",
    // WebAssembly (the face check's TensorFlow.js backend without a graphics chip) needs its own
    // keyword; it allows compiling WebAssembly, not evaluating script text.
    "script-src 'self' 'wasm-unsafe-eval'",
    // Mantine writes its CSS variables into style tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

/** The security headers of every response, computed once (the same set helmet would send). */
export function securityHeaderSet(https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers for every response: a strict CSP, no framing, HSTS only when the public
 * URL is https, and no caching of API answers.
 */
export const securityHeaders = fp<{ https: boolean }>(
  (app, { https }, done) => {
    const headers = securityHeaderSet(https);
    app.addHook('onRequest', (request, reply, next) => {
      reply.headers(headers);
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
