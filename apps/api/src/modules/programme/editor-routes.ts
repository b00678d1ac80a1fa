// The programme editor's routes under /api/admin/programme (issue 30, item 1; record 0069).
// Operators only; every change leaves an audit row once it succeeded (record 0064).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProgrammeSchema,
  adminSeminarSchema,
  captionsRequestSchema,
  publishRequestSchema,
  publishResponseSchema,
  seminarIdParamsSchema,
  seminarLanguageParamsSchema,
  seminarTextsRequestSchema,
  videoQuerySchema,
} from '@quit/contracts/admin-programme';
import { isSeminarVideoType, SEMINAR_VIDEO_MAX_BYTES } from '@quit/domain/seminar-versions';
import { recordAudit, type AuditEventType } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ProgrammeDeps } from './deps';
import { adminProgramme, adminSeminar } from './editor-read';
import {
  discardDraft,
  editDraftTexts,
  publishDraft,
  replaceDraftCaptions,
  replaceDraftVideo,
  type EditedSeminar,
} from './editor-write';
import { sendMedia } from './media';

const admin = { access: 'admin' } as const;
const tags = ['admin', 'programme'];
const BASE = '/api/admin/programme';

export const editorRoutes: FastifyPluginAsyncZod<{ deps: ProgrammeDeps }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  const audit = (
    request: FastifyRequest,
    type: AuditEventType,
    seminar: EditedSeminar,
    detail: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      type,
      userId: request.caller.userId,
      ip: request.ip,
      detail: { seminarId: seminar.seminarId, day: seminar.day, slot: seminar.slot, ...detail },
    });
  const editor = (request: FastifyRequest) => ({ operatorId: request.caller.userId });

  // A video arrives as the request's body: only this plugin's routes take these types.
  for (const type of ['video/mp4', 'video/webm']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: SEMINAR_VIDEO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }

  app.get(
    `${BASE}/seminars`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every seminar of the programme with where its edits stand',
        response: { 200: adminProgrammeSchema },
      },
    },
    async () => adminProgramme(db),
  );

  app.get(
    `${BASE}/seminars/:seminarId`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A seminar's published content, its draft and its versions",
        params: seminarIdParamsSchema,
        response: { 200: adminSeminarSchema },
      },
    },
    async (request) => adminSeminar(db, request.params.seminarId),
  );

  app.put(
    `${BASE}/seminars/:seminarId/draft/texts/:language`,
    {
      config: admin,
      schema: {
        tags,
        summary: "The draft's title, description, key points and to-dos in one language",
        params: seminarLanguageParamsSchema,
        body: seminarTextsRequestSchema,
        response: { 200: adminSeminarSchema },
      },
    },
    async (request) => {
      const { seminarId, language } = request.params;
      const seminar = await editDraftTexts(
        deps,
        editor(request),
        seminarId,
        language,
        request.body,
      );
      await audit(request, 'admin_seminar_edited', seminar, { part: 'texts', language });
      return adminSeminar(db, seminarId);
    },
  );

  app.put(
    `${BASE}/seminars/:seminarId/draft/video`,
    {
      config: admin,
      bodyLimit: SEMINAR_VIDEO_MAX_BYTES,
      schema: {
        tags,
        summary: "Replace the draft's video (body: the MP4 or WebM file, at most 200 MB)",
        params: seminarIdParamsSchema,
        querystring: videoQuerySchema,
        response: { 200: adminSeminarSchema },
      },
    },
    async (request) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
      if (!isSeminarVideoType(contentType) || !Buffer.isBuffer(request.body)) {
        throw new AppError('INVALID_VIDEO', { detail: `content type ${contentType}` });
      }
      const { seminarId } = request.params;
      const seminar = await replaceDraftVideo(deps, editor(request), seminarId, {
        bytes: request.body,
        contentType,
        durationSeconds: request.query.durationSeconds,
      });
      await audit(request, 'admin_seminar_edited', seminar, {
        part: 'video',
        contentType,
        bytes: request.body.length,
      });
      return adminSeminar(db, seminarId);
    },
  );

  app.put(
    `${BASE}/seminars/:seminarId/draft/captions/:language`,
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace the draft's captions in one language (WebVTT, checked)",
        params: seminarLanguageParamsSchema,
        body: captionsRequestSchema,
        response: { 200: adminSeminarSchema },
      },
    },
    async (request) => {
      const { seminarId, language } = request.params;
      const seminar = await replaceDraftCaptions(
        deps,
        editor(request),
        seminarId,
        language,
        request.body.text,
      );
      await audit(request, 'admin_seminar_edited', seminar, { part: 'captions', language });
      return adminSeminar(db, seminarId);
    },
  );

  app.post(
    `${BASE}/seminars/:seminarId/draft/publish`,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Publish the draft: courses starting from now show it; running ones only as a correction to all',
        params: seminarIdParamsSchema,
        body: publishRequestSchema,
        response: { 200: publishResponseSchema },
      },
    },
    async (request) => {
      const published = await publishDraft(
        deps,
        editor(request),
        request.params.seminarId,
        request.body.applyToRunning,
      );
      const { number, appliedToRunning, coursesKeepingTheirVersion } = published;
      await audit(request, 'admin_seminar_published', published, {
        number,
        appliedToRunning,
        coursesKeepingTheirVersion,
      });
      return { number, appliedToRunning, coursesKeepingTheirVersion };
    },
  );

  app.delete(
    `${BASE}/seminars/:seminarId/draft`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Throw the draft away',
        params: seminarIdParamsSchema,
        response: { 200: adminSeminarSchema },
      },
    },
    async (request) => {
      const { seminarId } = request.params;
      const seminar = await discardDraft(deps, seminarId);
      await audit(request, 'admin_seminar_draft_discarded', seminar, {});
      return adminSeminar(db, seminarId);
    },
  );

  app.get(
    `${BASE}/media/*`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A seminar's video or captions for the operators' preview (drafts' too)",
        params: z.object({ '*': z.string().max(512) }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) =>
      sendMedia(deps, reply, {
        key: request.params['*'],
        version: request.query.v,
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
        drafts: true,
      }),
  );
};
