import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donationTrailQuerySchema,
  donationTrailSchema,
  idempotencyKeySchema,
  participantParamsSchema,
  publicParticipantSchema,
  transactionRequestSchema,
  transactionResponseSchema,
} from '@quit/contracts/money';
import type { MoneyDeps } from './deps';
import { createDonation } from './donate';
import { donationTrailView } from './trail';
import { publicParticipantView } from './views';

/** Public money routes: donating needs no account (A5) and the fundraiser page is public. */
export const publicMoneyRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps }> = async (
  app,
  { deps },
) => {
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
        response: { 200: publicParticipantSchema },
      },
    },
    async (request) => publicParticipantView(deps, request.params.id),
  );

  app.get(
    '/api/donation/:id/trail',
    {
      // The signed link is the permission: the donor needs no account (A5).
      config: { access: 'public' },
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
};
