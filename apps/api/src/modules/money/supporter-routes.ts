import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyAttentionSchema, supporterDonationsSchema } from '@quit/contracts/money';
import { moneyAttention } from './attention';
import type { MoneyDeps } from './deps';
import type { SupporterDashboardCache } from './supporter-cache';
import { supporterDonationsView } from './views';

/**
 * The contract's serializer (only the contract's fields leave), its text kept per answer
 * object: a kept dashboard sent again is not validated and stringified again.
 */
function keptTextSerializer(route: FastifyRouteSchemaDef<unknown>) {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const texts = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
}

export const supporterMoneyRoutes: FastifyPluginAsyncZod<{
  deps: MoneyDeps;
  dashboards: SupporterDashboardCache;
}> = async (app, { deps, dashboards }) => {
  app.get(
    '/api/supporter/donations',
    {
      config: { access: 'supporter' },
      serializerCompiler: keptTextSerializer,
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
