import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donationTrailQuerySchema,
  donationTrailSchema,
  idempotencyKeySchema,
  participantParamsSchema,
  publicGiftsQuerySchema,
  publicGiftsSchema,
  publicParticipantSchema,
  transactionRequestSchema,
  transactionResponseSchema,
} from '@quit/contracts/money';
import {
  giftChoiceParamsSchema,
  giftChoiceRequestSchema,
  giftChoiceSchema,
} from '@quit/contracts/second-chance';
import type { ServiceDeps } from '../../core/service-deps';
import { chooseGift } from './second-chance';
import { createDonation } from './donate';
import { donationTrailView } from './trail';
import {
  PUBLIC_SHARED_MAX_AGE_S,
  type PublicFundraiserCache,
  publicFundraiser,
  publicGifts,
} from './public-fundraiser';

/** Shared caches may keep the public answer a few seconds; browsers ask again (ETag → 304). */
const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_SHARED_MAX_AGE_S}, must-revalidate`;

/** Public money routes: donating needs no account (A5) and the fundraiser page is public. */
export const publicMoneyRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  /** The module's one cache of the public answer (the share card and GraphQL read it too). */
  cache: PublicFundraiserCache;
}> = async (app, { deps, cache }) => {
  app.post(
    '/api/transaction',
    {
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: 'Donate to a participant: answers the checkout URL (no account needed)',
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: transactionRequestSchema,
        response: { 200: transactionResponseSchema },
      },
    },
    async (request) =>
      createDonation(deps, request.body, {
        ip: request.ip,
        language: request.language,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.get(
    '/api/participant/:id/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: "A participant's public fundraiser (A4: no emails, anonymous gifts unnamed)",
        params: participantParamsSchema,
        response: { 200: publicParticipantSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await publicFundraiser(deps, cache, request.params.id);
      void reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (asked?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send(null);
      return body;
    },
  );

  app.get(
    '/api/participant/:id/gifts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: "An older page of a participant's public gift list (newest first)",
        params: participantParamsSchema,
        querystring: publicGiftsQuerySchema,
        response: { 200: publicGiftsSchema },
      },
    },
    async (request) => publicGifts(deps, cache, request.params.id, request.query.cursor),
  );

  app.get(
    '/api/donation/:id/trail',
    {
      // The signed link is the permission: the donor needs no account (A5).
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags: ['donations'],
        summary: 'Where one donation’s money went, for the holder of its signed link',
        params: participantParamsSchema,
        querystring: donationTrailQuerySchema,
        response: { 200: donationTrailSchema },
      },
    },
    async (request) => donationTrailView(deps, request.params.id, request.query.token),
  );

  app.post(
    '/api/donation/:id/choice',
    {
      // C7 (record 0081): the signed choice token is the permission (anonymous donors too).
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags: ['donations'],
        summary: 'Refund now, or keep the gift for the participant’s next attempt (C7)',
        params: giftChoiceParamsSchema,
        body: giftChoiceRequestSchema,
        response: { 200: giftChoiceSchema },
      },
    },
    async (request) => {
      const outcome = await chooseGift(
        deps,
        request.params.id,
        request.body.choice,
        request.body.token,
      );
      return {
        state: outcome.state,
        choice: outcome.choice,
        decideBy: outcome.decideBy.toISOString(),
        keepUntil: outcome.keepUntil.toISOString(),
      };
    },
  );
};
