// The participant's daily programme (spec §2–§4, §8): seminars, progress, to-dos, the diary and
// its lists. Every route works on the participant's running course.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseTodoRequestSchema,
  diaryEntrySchema,
  feedbackCurrentDaySchema,
  feedbackRequestSchema,
  listItemsSchema,
  programmeCalendarSchema,
  programmeDayParamsSchema,
  programmeDaySchema,
  progressRequestSchema,
  progressResponseSchema,
  resourceParamsSchema,
  todoParamsSchema,
  todoSchema,
  todosSchema,
  unwatchedSchema,
} from '@quit/contracts/programme';
import { requireHealthConsent } from '../consent/service';
import { programmeCalendar } from './calendar';
import type { ProgrammeDeps } from './deps';
import { currentFeedback, submitFeedback } from './diary';
import { symptomList, triggerTypeList } from './lists';
import { recordProgress } from './progress';
import { programmeReadCache } from './read-cache';
import { currentProgrammeDay, programmeDay, unwatchedSeminars } from './resources';
import { seminarTodosView, setTodo } from './todos';

export const programmeRoutes: FastifyPluginAsyncZod<{ deps: ProgrammeDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['programme'];
  const participant = { access: 'participant' } as const;
  const today = programmeReadCache(app, deps.clock);
  const diaryDay = programmeReadCache(app, deps.clock);
  const calendar = programmeReadCache(app, deps.clock);
  // The diary's lists are everyone's: one answer per language, kept the same way.
  const lists = programmeReadCache(app, deps.clock);

  app.get(
    '/api/resource/currentday',
    {
      config: participant,
      schema: { tags, summary: "Today's two seminars", response: { 200: programmeDaySchema } },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return today(request, reply, me, () =>
        currentProgrammeDay(deps, me, request.interfaceLanguage),
      );
    },
  );
  app.get(
    '/api/resource/unwatched',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Seminars of the days reached that are not watched yet',
        response: { 200: unwatchedSchema },
      },
    },
    async (request) => unwatchedSeminars(deps, request.caller.userId, request.interfaceLanguage),
  );
  app.get(
    '/api/resource/day/:day',
    {
      config: participant,
      schema: {
        tags,
        summary: 'The seminars of a day already reached (later days: DAY_NOT_REACHED)',
        params: programmeDayParamsSchema,
        response: { 200: programmeDaySchema },
      },
    },
    async (request) =>
      programmeDay(deps, request.caller.userId, request.params.day, request.interfaceLanguage),
  );
  app.post(
    '/api/resource/:id/progress',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Report the player position; watched at 90 % (P1)',
        params: resourceParamsSchema,
        body: progressRequestSchema,
        response: { 200: progressResponseSchema },
      },
    },
    async (request) =>
      recordProgress(deps, request.caller.userId, request.params.id, request.body.positionSeconds),
  );
  app.get(
    '/api/todo/:resourceId',
    {
      config: participant,
      schema: {
        tags,
        summary: "A seminar's to-dos with their ticks in the current course",
        params: todoParamsSchema,
        response: { 200: todosSchema },
      },
    },
    async (request) =>
      seminarTodosView(
        deps,
        request.caller.userId,
        request.params.resourceId,
        request.interfaceLanguage,
      ),
  );
  app.put(
    '/api/course-todo',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Tick or untick a to-do',
        body: courseTodoRequestSchema,
        response: { 200: todoSchema },
      },
    },
    async (request) =>
      setTodo(
        deps,
        request.caller.userId,
        request.body.todoId,
        request.body.ticked,
        request.interfaceLanguage,
      ),
  );
  app.post(
    '/api/feedback',
    {
      config: participant,
      schema: {
        tags,
        summary: "Write or edit an open day's diary entry (P2, P3)",
        body: feedbackRequestSchema,
        response: { 200: diaryEntrySchema },
      },
    },
    async (request) => {
      await requireHealthConsent(deps.db, request.caller.userId);
      return submitFeedback(deps, request.caller.userId, request.body);
    },
  );
  app.get(
    '/api/feedback/currentday',
    {
      config: participant,
      schema: {
        tags,
        summary: 'The diary day shown now, its window and entry',
        response: { 200: feedbackCurrentDaySchema },
      },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return diaryDay(request, reply, me, () => currentFeedback(deps, me));
    },
  );
  app.get(
    '/api/symptom',
    {
      config: participant,
      schema: { tags, summary: 'Withdrawal symptoms', response: { 200: listItemsSchema } },
    },
    async (request, reply) =>
      lists(request, reply, 'symptoms', () => symptomList(deps.db, request.interfaceLanguage)),
  );
  app.get(
    '/api/triggertype',
    {
      config: participant,
      schema: { tags, summary: 'Trigger types', response: { 200: listItemsSchema } },
    },
    async (request, reply) =>
      lists(request, reply, 'triggers', () => triggerTypeList(deps.db, request.interfaceLanguage)),
  );
  app.get(
    '/api/programme/calendar',
    {
      config: participant,
      schema: {
        tags,
        summary: 'The 28 days: seminars watched, diary done/missed/open/future',
        response: { 200: programmeCalendarSchema },
      },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return calendar(request, reply, me, () =>
        programmeCalendar(deps, me, request.interfaceLanguage),
      );
    },
  );
};
