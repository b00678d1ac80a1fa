import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderSettingSchema,
  reminderStateSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '@quit/contracts/reminders';
import type { ReminderDeps } from './deps';
import { setReminders, unsubscribeWithToken } from './preferences';

const FORM_LIMIT = 4096;

/**
 * Reminder settings. The unsubscribe endpoint is public (the link in the mail is the proof)
 * and also takes RFC 8058 one-click POSTs, whose form body only says "One-Click"; those form
 * parsers are registered in this plugin only.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ deps: ReminderDeps }> = async (
  app,
  { deps },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // One-click clients may send multipart/form-data; the token is in the URL, so the body is ignored.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/api/reminders/unsubscribe',
    {
      config: { access: 'public', guesses: 'signed-link' },
      // A one-click POST may come without a body at all; the token is then in the URL.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: ['reminders'],
        summary: 'Turn reminder mails off with the signed token of a reminder mail',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: reminderStateSchema },
      },
    },
    async (request) =>
      unsubscribeWithToken(
        deps.db,
        deps.unsubscribeSecret,
        request.body.token ?? request.query.token,
        deps.clock.now(),
      ),
  );

  app.put(
    '/api/participant/reminders',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['participant'],
        summary: 'Turn reminder mails on or off',
        body: reminderSettingSchema,
        response: { 200: reminderStateSchema },
      },
    },
    async (request) =>
      setReminders(deps.db, request.caller.userId, request.body.enabled, deps.clock.now()),
  );
};
