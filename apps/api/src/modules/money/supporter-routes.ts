import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyAttentionSchema, supporterDonationsSchema } from '@quit/contracts/money';
import { moneyAttention } from './attention';
import type { MoneyDeps } from './deps';
import { supporterDonationsView } from './views';

export const supporterMoneyRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/supporter/donations',
    {
      config: { access: 'supporter' },
      schema: {
        tags: ['supporter'],
        summary: "The supporter's own donations and the progress of whom they support (A4)",
        response: { 200: supporterDonationsSchema },
      },
    },
    async (request) => supporterDonationsView(deps, request.caller.userId),
  );

  app.get(
    '/api/admin/money/attention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Refunds, payouts and jobs that failed for good (operators only)',
        response: { 200: moneyAttentionSchema },
      },
    },
    async () => moneyAttention(deps),
  );
};
