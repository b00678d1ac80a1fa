import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../core/service-deps';
import { handleWebhook } from './webhook';

/**
 * The provider's webhook. Its own plugin scope so JSON stays a raw Buffer here: the signature
 * is computed over the exact bytes sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/api/stripe/webhook',
    {
      // The provider's bytes and our answer go as they are: never (de)compressed (issue 15).
      compress: false,
      decompress: false,
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Payment provider events (Stripe or the sandbox), signed',
        hide: true,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
    },
  );
};
