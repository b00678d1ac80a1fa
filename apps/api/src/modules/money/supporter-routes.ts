import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@quit/contracts/errors';
import { moneyAttentionSchema, supporterDonationsSchema } from '@quit/contracts/money';
import { requireRole } from '../account/guards';
import { moneyAttention } from './attention';
import type { MoneyDeps } from './deps';
import { supporterDonationsView } from './views';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const supporterMoneyRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/supporter/donations',
    {
      schema: {
        tags: ['supporter'],
        summary: "The supporter's own donations and the progress of whom they support (A4)",
        response: { 200: supporterDonationsSchema, ...errors },
      },
    },
    async (request) =>
      supporterDonationsView(deps, (await requireRole(request, deps.db, 'supporter')).userId),
  );

  app.get(
    '/api/admin/money/attention',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refunds, payouts and jobs that failed for good (operators only)',
        response: { 200: moneyAttentionSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, deps.db, 'admin');
      return moneyAttention(deps);
    },
  );
};
