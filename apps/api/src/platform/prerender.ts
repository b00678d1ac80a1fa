import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@quit/domain/constants';
import { hasSession } from './auth/session-cookie';

/**
 * Public pages as HTML with their text (issue 13, docs/decisions/0047-prerendered-public-pages.md):
 * `/`, `/about`, the legal pages and a fundraiser page are rendered here with the web app's own
 * components (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr/) as a signed-out
 * visitor sees them, in the visitor's language, with the data of this server's own answers
 * (the operator's configuration, the fundraiser). The browser hydrates them.
 */

/** What apps/web/src/entry-server.tsx exports (its build is plain JavaScript). */
type ServerEntry = {
  prerenderedModules: (pathname: string, search: string) => string[] | null;
  renderPage: (request: {
    url: string;
    language: Language;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }) => Promise<{ html: string; state: string }>;
};

export type PrerenderedPage = {
  language: Language;
  html: string;
  state: string;
  /** The stylesheets of the page's modules (index.html links only the entry's). */
  stylesheets: string[];
  /** The script the page loads instead of the app (apps/web/src/wake.ts), when built. */
  wakeScript: string | null;
};

/** The cookie the web app keeps the page language in (apps/web/src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'quitpot_language';
/** How long a page is served from memory: a fundraiser as long as its public answer (2 s). */
const FUNDRAISER_TTL_MS = 2_000;
const PAGE_TTL_MS = 30_000;
/** An older landing or legal page is served while it renders afresh, up to this age. */
const PAGE_STALE_MS = 5 * 60_000;
const CACHE_SIZE = 200;
const FUNDRAISER_PAGE = /^\/supporter\/support\//;

type Manifest = Record<string, { file?: string; css?: string[]; imports?: string[] }>;

function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    for (const file of entry?.css ?? []) css.add(`/${file}`);
    for (const imported of entry?.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...css];
}

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

export function cookieLanguage(request: FastifyRequest): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(
    request.headers.cookie ?? '',
  );
  return match && isLanguage(match[1]) ? match[1] : null;
}

export type Prerenderer = (
  request: FastifyRequest,
  pathname: string,
) => Promise<PrerenderedPage | null>;

/**
 * Null when the web app has no server build (then every page is the app shell, as before).
 * The build (React and the pages) loads with the first public page asked for.
 */
export function createPrerenderer(app: FastifyInstance, distDir: string): Prerenderer | null {
  const entryPath = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) {
    app.log.warn({ entryPath }, 'no server build of the web app: public pages are not prerendered');
    return null;
  }
  let loading: Promise<ServerEntry> | null = null;
  const loadEntry = () =>
    (loading ??= import(pathToFileURL(entryPath).href) as Promise<ServerEntry>);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const wakeFile = manifest['src/wake.ts']?.file;
  const wakeScript = wakeFile ? `/${wakeFile}` : null;
  const cache = new Map<string, { page: PrerenderedPage; at: number }>();
  const pending = new Map<string, Promise<PrerenderedPage>>();
  // What a page shows changed in this process: every copy is rendered afresh when next asked,
  // and a render already under way is neither kept nor shared.
  let generation = 0;
  const stop = app.changes.on('public-pages', () => {
    generation += 1;
    cache.clear();
    pending.clear();
  });
  app.addHook('onClose', async () => stop());

  // The app's calls answered by this server itself, without the visitor's cookies.
  const fetchFor =
    (language: Language) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>), 'x-language': language },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(response.statusCode === 204 ? null : response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };

  const render = (
    entry: ServerEntry,
    key: string,
    url: string,
    language: Language,
    stylesheets: string[],
  ) => {
    const running = pending.get(key);
    if (running) return running;
    const started = generation;
    const rendering = entry
      .renderPage({ url, language, fetch: fetchFor(language) })
      .then((page) => {
        const result = { ...page, language, stylesheets, wakeScript };
        if (started !== generation) return result;
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, { page: result, at: app.clock.now().getTime() });
        return result;
      })
      .finally(() => {
        if (pending.get(key) === rendering) pending.delete(key);
      });
    pending.set(key, rendering);
    return rendering;
  };

  return async (request, pathname) => {
    // A signed-in visitor sees signed-in pages, which the browser renders itself.
    if (hasSession(request)) return null;
    const entry = await loadEntry();
    const search = request.url.slice(pathname.length);
    const modules = entry.prerenderedModules(pathname, search);
    if (!modules) return null;
    const language = cookieLanguage(request) ?? request.language;
    // The origin the visitor asked at: the page shows its own link (a fundraiser's share link).
    const url = `${request.protocol}://${request.host}${pathname}${search}`;
    const key = `${language}|${url}`;
    const stylesheets = stylesheetsOf(manifest, modules);
    const fundraiser = FUNDRAISER_PAGE.test(pathname);
    const hit = cache.get(key);
    const age = hit ? app.clock.now().getTime() - hit.at : Infinity;
    if (hit && age < (fundraiser ? FUNDRAISER_TTL_MS : PAGE_TTL_MS)) return hit.page;
    if (hit && !fundraiser && age < PAGE_STALE_MS) {
      // An older landing or legal page is served at once and rendered afresh behind it.
      render(entry, key, url, language, stylesheets).catch((error: unknown) =>
        app.log.error({ err: error, pathname }, 'prerendering a page failed'),
      );
      return hit.page;
    }
    return render(entry, key, url, language, stylesheets);
  };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * index.html with a prerendered page: its language, stylesheets, markup and query state. The
 * page loads only the wake script, which loads the app's entry (and with it the chunks
 * index.html preloads) when the visitor reaches for the page
 * (docs/decisions/0048-public-pages-load-code-on-demand.md).
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const links = page.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('\n    ');
  const wakeScript = page.wakeScript;
  const withScripts = wakeScript
    ? html
        .replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, entry: string) =>
            `<script type="module" crossorigin src="${escapeAttribute(wakeScript)}" ` +
            `data-entry="${escapeAttribute(entry)}"></script>`,
        )
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    : html;
  // (Replacer functions: the page's text may hold "$&" and the like.)
  return withScripts
    .replace(
      /<html lang="[^"]*"/,
      () => `<html lang="${page.language}" data-mantine-color-scheme="light"`,
    )
    .replace('</head>', () => `${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${page.language}" data-hydrating>${page.html}</div>\n    ` +
        `<script type="application/json" id="prerendered-state">${page.state}</script>`,
    );
}
