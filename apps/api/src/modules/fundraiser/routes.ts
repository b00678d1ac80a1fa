import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  fundraiserPageSchema,
  fundraiserPhotoRequestSchema,
  fundraiserStoryRequestSchema,
  pendingPhotosSchema,
  photoModerationSchema,
} from '@quit/contracts/fundraiser';
import { participantParamsSchema } from '@quit/contracts/money';
import { publicName } from '@quit/domain/profile';
import { fundraiserPages, profiles } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  findFundraiserPage,
  moderatePhoto,
  pageView,
  photoOf,
  removePhoto,
  savePhoto,
  saveStory,
  type FundraiserDeps,
} from './service';

export const fundraiserRoutes: FastifyPluginAsyncZod<{ deps: FundraiserDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['fundraiser'];
  const photo = async (reply: FastifyReply, found: Awaited<ReturnType<typeof photoOf>>) => {
    if (!found) throw new AppError('NOT_FOUND', { detail: 'no photo' });
    return reply
      .type(found.contentType)
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  };

  app.get(
    '/api/participant/fundraiser',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Your fundraiser page: story and photo status',
        response: { 200: fundraiserPageSchema },
      },
    },
    async (request) => pageView(await findFundraiserPage(deps.db, request.caller.userId)),
  );
  app.put(
    '/api/participant/fundraiser/story',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Set the short story on your fundraiser page (null removes it)',
        body: fundraiserStoryRequestSchema,
        response: { 200: fundraiserPageSchema },
      },
    },
    async (request) => saveStory(deps, request.caller.userId, request.body.story),
  );
  app.put(
    '/api/participant/fundraiser/photo',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Upload a photo (JPEG, PNG or WebP); it is public once an operator approves it',
        body: fundraiserPhotoRequestSchema,
        response: { 200: fundraiserPageSchema },
      },
    },
    async (request) => savePhoto(deps, request.caller.userId, request.body),
  );
  app.delete(
    '/api/participant/fundraiser/photo',
    {
      config: { access: 'participant' },
      schema: { tags, summary: 'Remove your photo', response: { 200: fundraiserPageSchema } },
    },
    async (request) => removePhoto(deps, request.caller.userId),
  );
  app.get(
    '/api/participant/fundraiser/photo',
    {
      config: { access: 'participant' },
      schema: { tags, summary: 'Your own photo, also while it waits for approval' },
    },
    async (request, reply) => photo(reply, await photoOf(deps, request.caller.userId, false)),
  );
  app.get(
    '/api/participant/:id/photo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A participant's approved photo",
        params: participantParamsSchema,
      },
    },
    async (request, reply) => photo(reply, await photoOf(deps, request.params.id, true)),
  );

  // Moderation by operators (the console's page is built elsewhere; these are its endpoints).
  app.get(
    '/api/admin/fundraiser/photos',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Photos waiting for approval',
        response: { 200: pendingPhotosSchema },
      },
    },
    async () => {
      const rows = await deps.db
        .select({ page: fundraiserPages, profile: profiles })
        .from(fundraiserPages)
        .leftJoin(profiles, eq(profiles.userId, fundraiserPages.participantId))
        .where(eq(fundraiserPages.photoStatus, 'pending'));
      return {
        photos: rows.map(({ page, profile }) => ({
          participantId: page.participantId,
          displayName: profile ? publicName(profile.firstName, profile.lastName) : '—',
          updatedAt: page.updatedAt.toISOString(),
        })),
      };
    },
  );
  app.get(
    '/api/admin/fundraiser/photos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A participant’s photo, whatever its status',
        params: participantParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await photoOf(deps, request.params.id, false);
      if (found) {
        await recordAudit(deps.db, {
          type: 'admin_fundraiser_photo_viewed',
          userId: request.caller.userId,
          ip: request.ip,
          detail: { targetId: request.params.id },
        });
      }
      return photo(reply, found);
    },
  );
  app.put(
    '/api/admin/fundraiser/photos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve or reject a participant’s photo',
        params: participantParamsSchema,
        body: photoModerationSchema,
        response: { 200: fundraiserPageSchema },
      },
    },
    async (request) => {
      const page = await moderatePhoto(deps, request.params.id, request.body.decision);
      await recordAudit(deps.db, {
        type: 'admin_fundraiser_photo_decided',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { targetId: request.params.id, decision: request.body.decision },
      });
      return page;
    },
  );
};
