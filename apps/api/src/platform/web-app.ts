import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isPageRoute } from '@quit/contracts/routes';
import { sendError } from './error-handler';
import type { MessageSettings } from './i18n';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page
 * route, and index.html with status 404 for unknown paths (the app shows its 404 page).
 * Unknown /api paths get the JSON NOT_FOUND error.
 */
export const webApp = fp<{ distDir: string; settings: MessageSettings }>(
  async (app, { distDir, settings }) => {
    const indexPath = path.join(distDir, 'index.html');
    const built = existsSync(indexPath);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
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

    app.setNotFoundHandler((request, reply) => {
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
      return reply
        .status(isPageRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml());
    });
  },
  { name: 'web-app', dependencies: ['request-language'] },
);
