import fp from 'fastify-plugin';
import { pickLanguage } from '@quit/domain/format';
import type { Language } from '@quit/domain/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and messages use (decisions X2): user setting, headers, English. */
    language: Language;
  }
}

/** Resolves each request's language from X-Language, then Accept-Language, else English. */
export const requestLanguage = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', (request, _reply, next) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      request.language = pickLanguage({
        xLanguage: header('x-language'),
        acceptLanguage: header('accept-language'),
      });
      next();
    });
  },
  { name: 'request-language' },
);
