import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { pickLanguage } from '@quit/domain/format';
import type { Language } from '@quit/domain/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and messages use (decisions X2): user setting, headers, English. */
    language: Language;
    /**
     * The page's interface language as its headers say (spec §6: every call carries it): the
     * texts the server sends for the page (questionnaires, symptom and trigger lists, seminars)
     * follow it, never the account's setting
     * (docs/decisions/0072-page-language-and-courseresource.md).
     */
    interfaceLanguage: Language;
  }
}

/** A request's language from its headers: X-Language, then Accept-Language, else English. */
export function languageOfHeaders(headers: IncomingHttpHeaders): Language {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return pickLanguage({
    xLanguage: header('x-language'),
    acceptLanguage: header('accept-language'),
  });
}

/** Resolves each request's language from X-Language, then Accept-Language, else English. */
export const requestLanguage = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest('interfaceLanguage', 'en');
    app.addHook('onRequest', (request, _reply, next) => {
      request.language = languageOfHeaders(request.headers);
      request.interfaceLanguage = request.language;
      next();
    });
  },
  { name: 'request-language' },
);
