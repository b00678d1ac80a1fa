import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPageRoute, SIGNED_OUT_PAGE_HEADER } from '@quit/contracts/routes';
import { sendError } from './error-handler';
import { hasSession } from './auth/session-cookie';
import { createPrerenderer, withPrerenderedPage } from './prerender';
import { pageLanguageOf, withPageLanguage } from './page-language';
import { readPagePreloads, withPagePreloads } from './page-preloads';
import type { MessageSettings } from './i18n';

/**
 * Serves the built web app: hashed assets (precompressed: brotli, gzip) cached for a year as
 * immutable, index.html for every page
 * route, and index.html with status 404 for unknown paths (the app shows its 404 page).
 * Unknown /api paths get the JSON NOT_FOUND error.
 */
export const webApp = fp<{
  distDir: string;
  settings: MessageSettings;
  /** Head tags for a page (e.g. a fundraiser's share tags); they replace the default title. */
  pageHead?: (request: FastifyRequest, pathname: string) => Promise<string | null>;
}>(
  async (app, { distDir, settings, pageHead }) => {
    const indexPath = path.join(distDir, 'index.html');
    const built = existsSync(indexPath);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // dist/ holds a brotli and a gzip copy of every compressible file (written at build
        // time, apps/web/vite-precompress.ts); the static server picks the one the client
        // accepts and answers with Content-Encoding and Vary: Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.raw.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: page paths answer 503 until `npm run build`');
    }
    const indexHtml = () => readFileSync(indexPath, 'utf8');
    // A signed-in page's own chunks, fetched beside the entry (record 0091); read with
    // index.html, so that a new build's names come with its page.
    const preloadsOf = () => (built ? readPagePreloads(distDir) : null);
    // The public pages as HTML with their text, hydrated in the browser (issue 13).
    const prerender = built ? createPrerenderer(app, distDir) : null;
    const pageHtml = async (request: FastifyRequest, pathname: string) => {
      const html = indexHtml();
      try {
        const page = prerender ? await prerender(request, pathname) : null;
        return page ? withPrerenderedPage(html, page) : html;
      } catch (error) {
        // The app shell still renders the page in the browser.
        request.log.error({ err: error, pathname }, 'prerendering a page failed');
        return html;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (pathname === '/api' || pathname.startsWith('/api/') || !isPage) {
        return sendError(request, reply, settings, 'NOT_FOUND');
      }
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`.');
      }
      const known = isPageRoute(pathname);
      const head = known && pageHead ? await pageHead(request, pathname) : null;
      const language = pageLanguageOf(request);
      // Title, description and manifest in the visitor's language before the app wakes.
      const localized = withPageLanguage(
        known ? await pageHtml(request, pathname) : indexHtml(),
        language,
      );
      const preloads = known && hasSession(request) ? preloadsOf() : null;
      const page = preloads ? withPagePreloads(localized, preloads, pathname, language) : localized;
      const html = head ? withHead(page, head) : page;
      void reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      // No session cookie at all: the browser's offline cache must hold nothing of an account.
      if (!hasSession(request)) void reply.header(SIGNED_OUT_PAGE_HEADER, '1');
      return sendCompressed(request, reply, html);
    });
  },
  { name: 'web-app', dependencies: ['request-language'] },
);

/** index.html with the page's own head tags instead of its default title and description. */
export function withHead(html: string, head: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`);
}

/** Pages compressed lately, per encoding (index.html and the prerendered public pages). */
const compressed = new Map<string, Buffer>();
const COMPRESSED_PAGES = 64;

/** Sends HTML brotli- or gzip-compressed when the client accepts it (Vary: Accept-Encoding). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  void reply.header('vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return reply.send(html);
  const key = `${encoding}\n${html}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    if (compressed.size >= COMPRESSED_PAGES) {
      compressed.delete(compressed.keys().next().value as string);
    }
    compressed.set(key, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}
