// C9 and the calendar file: the participant's private slip help and the course as an .ics file.
// Both are the participant's own (access: participant); supporters and the public get nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';
import { slipHelpSchema } from '@quit/contracts/slip';
import { courseCalendarFile } from './calendar-file';
import type { ProgrammeDeps } from './deps';
import { slipHelp } from './slip';

const calendarQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

export const slipRoutes: FastifyPluginAsyncZod<{ deps: ProgrammeDeps }> = async (app, { deps }) => {
  const participant = { access: 'participant' } as const;
  app.get(
    '/api/feedback/slip',
    {
      config: participant,
      schema: {
        tags: ['programme'],
        summary:
          'After a "smoked" diary entry: smoke-free days so far, the partial minimum, days to the test (C9)',
        response: { 200: slipHelpSchema },
      },
    },
    async (request) => slipHelp(deps, request.caller.userId),
  );
  app.get(
    '/api/course/calendar.ics',
    {
      config: participant,
      schema: {
        tags: ['course'],
        summary:
          'The course as a calendar file: day 1, the diary each day, the test day and its deadline',
        querystring: calendarQuerySchema,
        response: {
          200: z.string().meta({ description: 'An iCalendar file (text/calendar)' }),
        },
      },
    },
    async (request, reply) => {
      const file = await courseCalendarFile(deps, request.caller.userId, request.query.language);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="quitpot-course.ics"')
        .send(file);
    },
  );
};
