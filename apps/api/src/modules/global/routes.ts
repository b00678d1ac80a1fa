import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webappConfigSchema } from '@quit/contracts/global';
import type { Config } from '../../platform/config';
import { cachedTextSerializer } from '../../platform/cached-text-serializer';
import { webappConfig } from './service';

export const globalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = webappConfig(config);
  app.get(
    '/api/global/webapp',
    {
      config: { access: 'public' },
      // The same answer every time: serialized once.
      serializerCompiler: cachedTextSerializer,
      schema: {
        tags: ['global'],
        summary: 'Public configuration of the web app',
        response: { 200: webappConfigSchema },
      },
    },
    async () => body,
  );
};
