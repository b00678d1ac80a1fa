import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followAcceptedSchema,
  followLinkSchema,
  followRequestSchema,
  followStateSchema,
  fundraiserUpdateParamsSchema,
  fundraiserUpdateRequestSchema,
  fundraiserUpdateSchema,
  fundraiserUpdatesSchema,
  pendingUpdatePhotosSchema,
} from '@quit/contracts/followers';
import { okSchema } from '@quit/contracts/account';
import { photoModerationSchema } from '@quit/contracts/fundraiser';
import { participantParamsSchema } from '@quit/contracts/money';
import type { ServiceDeps } from '../../core/service-deps';
import { confirmFollow, followWithoutGiving, unsubscribeFollower } from './followers';
import { recordAudit } from '../../platform/audit';
import {
  moderateUpdatePhoto,
  pendingUpdatePhotos,
  postUpdate,
  updatePhoto,
  updatesOf,
} from './updates';

const FORM_LIMIT = 4096;

/**
 * A8 (record 0080): following a fundraiser and the participant's updates. Confirm and
 * unsubscribe are public (the signed link is the proof); unsubscribe also takes RFC 8058
 * one-click POSTs, whose form body only says "One-Click" (the link is in the URL).
 */
export const followerRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['fundraiser'];
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/api/participant/:id/follow',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow a fundraiser without giving: the address is sent a confirm link',
        params: participantParamsSchema,
        body: followRequestSchema,
        response: { 202: followAcceptedSchema },
      },
    },
    async (request, reply) => {
      const accepted = await followWithoutGiving(
        deps,
        request.params.id,
        { email: request.body.email, language: request.body.language ?? request.language },
        request.ip,
      );
      return reply.code(202).send(accepted);
    },
  );
  app.post(
    '/api/follow/confirm',
    {
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags,
        summary: 'Confirm following with the signed link of the confirm mail',
        body: followLinkSchema,
        response: { 200: followStateSchema },
      },
    },
    async (request) => confirmFollow(deps, request.body),
  );
  app.post(
    '/api/follow/unsubscribe',
    {
      config: { access: 'public', guesses: 'signed-link' },
      // A one-click POST carries the link in the URL and a form body (or none).
      preValidation: (request, _reply, done) => {
        // Anything but an object with the link's fields (none, a form, a stray JSON string) is
        // read from the URL; the schema then judges what is there.
        const body: unknown = request.body;
        const carriesLink = typeof body === 'object' && body !== null && 'follower' in body;
        if (!carriesLink) request.body = request.query as typeof request.body;
        done();
      },
      schema: {
        tags,
        summary: 'Stop all mails about this fundraiser with the signed link of one of them',
        body: followLinkSchema,
        response: { 200: followStateSchema },
      },
    },
    async (request) => unsubscribeFollower(deps, request.body),
  );

  app.post(
    '/api/participant/fundraiser/updates',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Post a short update (and a photo) on your fundraiser page; followers are mailed',
        body: fundraiserUpdateRequestSchema,
        response: { 200: fundraiserUpdateSchema },
      },
    },
    async (request) => postUpdate(deps, request.caller.userId, request.body),
  );
  app.get(
    '/api/participant/:id/updates',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A participant's updates on their fundraiser page, newest first",
        params: participantParamsSchema,
        response: { 200: fundraiserUpdatesSchema },
      },
    },
    async (request) => updatesOf(deps.db, request.params.id),
  );
  app.get(
    '/api/fundraiser/updates/:updateId/photo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An update's photo (JPEG without metadata)",
        params: fundraiserUpdateParamsSchema,
      },
    },
    async (request, reply) =>
      // Not kept for long: an operator may still take an approved photo down (record 0102).
      jpeg(reply, 'public, max-age=300', (await updatePhoto(deps, request.params.updateId)).body),
  );

  // Record 0102: operators approve or reject update photos (the console's Photos page).
  app.get(
    '/api/admin/fundraiser/update-photos',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update photos waiting for approval, oldest first',
        response: { 200: pendingUpdatePhotosSchema },
      },
    },
    async () => pendingUpdatePhotos(deps.db),
  );
  app.get(
    '/api/admin/fundraiser/updates/:updateId/photo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An update's photo, whatever its status",
        params: fundraiserUpdateParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await updatePhoto(deps, request.params.updateId, true);
      await recordAudit(deps.db, {
        type: 'admin_update_photo_viewed',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { targetId: photo.participantId, updateId: request.params.updateId },
      });
      return jpeg(reply, 'private, no-store', photo.body);
    },
  );
  app.put(
    '/api/admin/fundraiser/updates/:updateId/photo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Approve or reject an update's photo",
        params: fundraiserUpdateParamsSchema,
        body: photoModerationSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { updateId } = request.params;
      const { decision } = request.body;
      const { participantId } = await moderateUpdatePhoto(deps.db, updateId, decision);
      await recordAudit(deps.db, {
        type: 'admin_update_photo_decided',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { targetId: participantId, updateId, decision },
      });
      return { ok: true as const };
    },
  );
};

function jpeg(reply: FastifyReply, cacheControl: string, body: Readable) {
  return reply
    .type('image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
