// A page's HTML in the visitor's language before the app wakes (issue 30): `<html lang>`, the
// title, the meta description and the web manifest (one per language, apps/web/public/
// manifest.{en,de}.webmanifest). The app shell and the prerendered public pages alike.
import type { FastifyRequest } from 'fastify';
import dePage from '@quit/contracts/locales/de/page.json' with { type: 'json' };
import enPage from '@quit/contracts/locales/en/page.json' with { type: 'json' };
import type { Language } from '@quit/domain/constants';
import { cookieLanguage } from './prerender';

const PAGE_TEXTS: Record<Language, { title: string; description: string }> = {
  en: enPage,
  de: dePage,
};

/** The web manifest of a language (apps/web/public/). */
export const manifestPath = (language: Language) => `/manifest.${language}.webmanifest`;

/** The page's language: the one the web app remembered (its cookie), else the request's headers. */
export function pageLanguageOf(request: FastifyRequest): Language {
  return cookieLanguage(request) ?? request.language;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** index.html (or a prerendered page) with the language's title, description and manifest. */
export function withPageLanguage(html: string, language: Language): string {
  const texts = PAGE_TEXTS[language];
  // (Replacer functions: the texts may hold "$&" and the like.)
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(texts.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeText(texts.description)}" />`,
    )
    .replace(
      /<link rel="manifest" href="[^"]*"\s*\/?>/,
      () => `<link rel="manifest" href="${manifestPath(language)}" />`,
    );
}
