import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantParamsSchema, type PublicParticipant } from '@quit/contracts/money';
import { LANGUAGES, type Language } from '@quit/domain/constants';
import { AppError } from '../../platform/errors';
import { shareCard, shareTags } from './share-card';

declare module 'fastify' {
  interface FastifyInstance {
    /** The head tags a page's HTML carries beyond index.html's own (null: none). */
    pageHead: (request: FastifyRequest, pathname: string) => Promise<string | null>;
  }
}

const FUNDRAISER_PAGE = /^\/supporter\/support\/([^/]+)\/?$/;
/** Generated cards kept in memory (keyed by the figures they show, so progress refreshes). */
const CACHE_SIZE = 200;

type PublicView = (id: string) => Promise<PublicParticipant>;

const imageRoutes: FastifyPluginAsyncZod<{
  render: (key: string, make: () => Promise<Buffer>) => Promise<Buffer>;
  publicView: PublicView;
}> = async (app, { render, publicView }) => {
  app.get(
    '/api/participant/:id/share-card.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: "The fundraiser's preview image for messengers (public name and progress only)",
        params: participantParamsSchema,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? request.language;
      const view = await publicView(request.params.id);
      const card = shareCard(view, language);
      // The image code (sharp) loads with the first card: start-up and idle memory (issue 15).
      const png = await render(
        `${view.id}|${language}|${card.title}|${card.description}`,
        async () => (await import('./image')).shareCardPng(card),
      );
      return reply.type('image/png').header('cache-control', 'public, max-age=600').send(png);
    },
  );
};

/**
 * Share cards of fundraiser pages (issue 13): the Open Graph / Twitter tags in the page's HTML
 * and the PNG they point to, made with sharp and cached.
 */
export const shareCardModule = fp(
  async (app) => {
    const cache = new Map<string, Buffer>();
    const render = async (key: string, make: () => Promise<Buffer>) => {
      const hit = cache.get(key);
      if (hit) return hit;
      const png = await make();
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, png);
      return png;
    };
    // The fundraiser's public answer, from the cache the page's own call fills (2 s).
    const publicView: PublicView = async (id) => (await app.publicFundraiser(id)).body;
    await app.register(imageRoutes, { render, publicView });

    app.decorate('pageHead', async (request: FastifyRequest, pathname: string) => {
      const match = FUNDRAISER_PAGE.exec(pathname);
      const id = match?.[1] ? decodeURIComponent(match[1]) : null;
      if (!id || !participantParamsSchema.safeParse({ id }).success) return null;
      const language: Language = request.language;
      try {
        const view = await publicView(id);
        const card = shareCard(view, language);
        const base = app.config.publicUrl.replace(/\/$/, '');
        const version = encodeURIComponent(`${view.raisedCents}-${view.supporterCount}`);
        return shareTags(card, {
          language,
          pageUrl: `${base}/supporter/support/${encodeURIComponent(id)}`,
          imageUrl: `${base}/api/participant/${encodeURIComponent(id)}/share-card.png?lang=${language}&v=${version}`,
        });
      } catch (error) {
        if (error instanceof AppError) return null; // no such participant: the app says so
        throw error;
      }
    });
  },
  { name: 'share-card', dependencies: ['money-module', 'request-language'] },
);
