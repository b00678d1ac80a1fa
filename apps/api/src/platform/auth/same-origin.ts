import fp from 'fastify-plugin';
import { AppError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sent from another site: when an Origin
 * header is present its host must be the host the request was sent to. (Cookies are also
 * SameSite=Lax, and JSON bodies need a CORS preflight that this API never grants.)
 */
export const sameOriginGuard = fp(
  async (app) => {
    // A callback, not an async hook: it runs on every request, reads included.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return done();
      const origin = request.headers.origin;
      if (origin === undefined || origin === '') return done();
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        return done(new AppError('FORBIDDEN', { detail: 'malformed origin' }));
      }
      if (host !== request.host)
        return done(new AppError('FORBIDDEN', { detail: `cross-site ${origin}` }));
      done();
    });
  },
  { name: 'same-origin' },
);
