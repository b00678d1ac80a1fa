import fp from 'fastify-plugin';
import { registerCourseJobs } from './jobs';
import { courseRoutes } from './routes';
import { keptCourseReads } from '../course-row/kept-course-reads';

/** The course lifecycle: start dates, transitions by date (jobs), cancel and finish. */
export const courseModule = fp(
  async (app) => {
    registerCourseJobs(app.jobs, app.money);
    await app.register(courseRoutes, { deps: app.money, reads: keptCourseReads(app) });
  },
  { name: 'course-module', dependencies: ['money-module'] },
);
