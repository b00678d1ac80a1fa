// GDPR Art. 15 and 20: the data export, and the files it links to (record 0067).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportSchema } from '@quit/contracts/account';
import type { ServiceDeps } from '../../core/service-deps';
import type { AccountDeps } from './deps';
import { exportOwnData } from './export';
import { EXPORT_FILE_KINDS, exportedFile } from './export-files';

const tags = ['account'];
const fileParamsSchema = z.object({
  kind: z.enum(EXPORT_FILE_KINDS),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
const fileQuerySchema = z.object({ token: z.string().max(200) });

export const exportRoutes: FastifyPluginAsyncZod<{
  deps: AccountDeps;
  services: ServiceDeps;
}> = async (app, { deps, services }) => {
  app.get(
    '/api/account/export',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Download everything stored about me as JSON (GDPR Art. 15 and 20)',
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      void reply.header('content-disposition', 'attachment; filename="quitpot-my-data.json"');
      return exportOwnData(
        deps.db,
        request.caller.userId,
        deps.clock.now(),
        deps.publicUrl,
        services.clock.now(),
      );
    },
  );

  app.get(
    '/api/account/export/files/:kind/:id',
    {
      // A file of the data export behind its signed link: whoever holds it, for a day.
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags,
        summary: 'A photo from my data export (the link is signed and valid for a day)',
        params: fileParamsSchema,
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const file = await exportedFile(
        { db: deps.db, storage: services.storage },
        kind,
        id,
        request.query.token,
        deps.clock.now(),
      );
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
