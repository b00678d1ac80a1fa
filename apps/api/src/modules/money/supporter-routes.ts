import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyAttentionSchema, supporterDonationsSchema } from '@quit/contracts/money';
import { moneyAttention } from './attention';
import { cachedTextSerializer } from '../../platform/cached-text-serializer';
import type { ServiceDeps } from '../../core/service-deps';
import type { SupporterDashboardCache } from './supporter-cache';
import { supporterDonationsView } from './views';

export const supporterMoneyRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  dashboards: SupporterDashboardCache;
}> = async (app, { deps, dashboards }) => {
  app.get(
    '/api/supporter/donations',
    {
      config: { access: 'supporter' },
      serializerCompiler: cachedTextSerializer,
      schema: {
        tags: ['supporter'],
        summary: "The supporter's own donations and the progress of whom they support (A4)",
        response: { 200: supporterDonationsSchema },
      },
    },
    async (request) => {
      const supporterId = request.caller.userId;
      return dashboards(request, supporterId, () => supporterDonationsView(deps, supporterId));
    },
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
