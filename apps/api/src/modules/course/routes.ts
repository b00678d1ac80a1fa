import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelCourseRequestSchema,
  courseChangeSchema,
  courseDaySchema,
  courseSchema,
  startCourseRequestSchema,
} from '@quit/contracts/course';
import { errorBodySchema } from '@quit/contracts/errors';
import { requireRole } from '../account/guards';
import type { MoneyDeps } from '../money/deps';
import { cancelCourse, chooseStartDate, courseDayView, courseView, finishCourse } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  500: errorBodySchema,
};

export const courseRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps }> = async (app, { deps }) => {
  const me = async (request: Parameters<typeof requireRole>[0]) =>
    (await requireRole(request, deps.db, 'participant')).userId;
  const tags = ['course'];

  app.post(
    '/api/course',
    {
      schema: {
        tags,
        summary: 'Choose the start date (C3)',
        body: startCourseRequestSchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (request) => chooseStartDate(deps, await me(request), request.body.startDate),
  );
  app.get(
    '/api/course/active',
    { schema: { tags, summary: 'The current course', response: { 200: courseSchema, ...errors } } },
    async (request) => courseView(deps, await me(request)),
  );
  app.get(
    '/api/course/day',
    {
      schema: {
        tags,
        summary: 'Today in the course',
        response: { 200: courseDaySchema, ...errors },
      },
    },
    async (request) => courseDayView(deps, await me(request)),
  );
  app.put(
    '/api/course/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the course; every supporter is refunded',
        body: cancelCourseRequestSchema,
        response: { 200: courseChangeSchema, ...errors },
      },
    },
    async (request) => cancelCourse(deps, await me(request)),
  );
  app.put(
    '/api/course/finish',
    {
      schema: {
        tags,
        summary: 'Close a settled course',
        response: { 200: courseSchema, ...errors },
      },
    },
    async (request) => finishCourse(deps, await me(request)),
  );
};
