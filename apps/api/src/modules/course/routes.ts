import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelCourseRequestSchema,
  courseChangeSchema,
  courseDaySchema,
  courseSchema,
  startCourseRequestSchema,
} from '@quit/contracts/course';
import type { ServiceDeps } from '../../core/service-deps';
import type { CourseReadCache } from '../course-row/course-read-cache';
import {
  cancelCourse,
  chooseStartDate,
  courseDayOf,
  courseViewOf,
  finishCourse,
  openNewCourse,
} from './service';

export const courseRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  reads: CourseReadCache;
}> = async (app, { deps, reads }) => {
  const tags = ['course'];
  const shown = async (request: FastifyRequest) => {
    const participantId = request.caller.userId;
    return courseViewOf(deps, participantId, await reads(request, participantId));
  };

  app.post(
    '/api/course',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Choose the start date (C3)',
        body: startCourseRequestSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) =>
      chooseStartDate(
        deps,
        request.caller.userId,
        request.body.startDate,
        request.body.testTermsVersion,
      ),
  );
  app.post(
    '/api/course/new',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Open the next fundraiser after a course ended (an open course stays as it is)',
        response: { 200: courseSchema },
      },
    },
    async (request) => openNewCourse(deps, request.caller.userId),
  );
  app.get(
    '/api/course/active',
    {
      config: { access: 'participant' },
      schema: { tags, summary: 'The current course', response: { 200: courseSchema } },
    },
    shown,
  );
  app.get(
    '/api/course/day',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Today in the course',
        response: { 200: courseDaySchema },
      },
    },
    async (request) => courseDayOf(await shown(request), deps.clock.now()),
  );
  app.put(
    '/api/course/cancel',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Cancel the course; every supporter is refunded',
        body: cancelCourseRequestSchema,
        response: { 200: courseChangeSchema },
      },
    },
    async (request) => cancelCourse(deps, request.caller.userId),
  );
  app.put(
    '/api/course/finish',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Close a settled course',
        response: { 200: courseSchema },
      },
    },
    async (request) => finishCourse(deps, request.caller.userId),
  );
};
