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

/**
 * `?language=` of a request's address: the interface language of a read that a page's HTML
 * started itself, which cannot send X-Language (@quit/contracts/early-reads, record 0097).
 */
function queryLanguage(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('language=', query)) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('language') ?? undefined;
}

/**
 * A request's language: X-Language, then `?language=` in its address, then Accept-Language,
 * else English.
 */
export function languageOfRequest(headers: IncomingHttpHeaders, url: string): Language {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return pickLanguage({
    xLanguage: header('x-language') ?? queryLanguage(url),
    acceptLanguage: header('accept-language'),
  });
}

/** Resolves each request's language (languageOfRequest). */
export const requestLanguage = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest('interfaceLanguage', 'en');
    app.addHook('onRequest', (request, _reply, next) => {
      request.language = languageOfRequest(request.headers, request.url);
      request.interfaceLanguage = request.language;
      next();
    });
  },
  { name: 'request-language' },
);
