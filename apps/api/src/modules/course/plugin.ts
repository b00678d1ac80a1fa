import fp from 'fastify-plugin';
import { registerCourseJobs } from './jobs';
import { registerFollowUpJobs } from './follow-up-jobs';
import { courseRoutes } from './routes';
import { spotTestRoutes } from './spot-test-routes';
import { registerSpotTestJobs } from './spot-tests';
import { registerTestMailJobs, resumeTestMails } from './test-mail-jobs';
import { registerThankYouNoteJobs } from './thank-you-mail';
import { thankYouRoutes } from './thank-you-routes';
import { courseReadCache } from '../course-row/course-read-cache';

/** The course lifecycle: start dates, transitions by date (jobs), cancel and finish. */
export const courseModule = fp(
  async (app) => {
    registerCourseJobs(app.jobs, app.money);
    registerSpotTestJobs(app.jobs, app.money);
    registerTestMailJobs(app.jobs, app.money);
    registerThankYouNoteJobs(app.jobs, app.money);
    registerFollowUpJobs(app.jobs, app.money);
    await resumeTestMails(app.db, app.calendar.now());
    await app.register(courseRoutes, { deps: app.money, reads: courseReadCache(app) });
    await app.register(spotTestRoutes, { deps: app.money });
    await app.register(thankYouRoutes, { deps: app.money });
  },
  { name: 'course-module', dependencies: ['money-module'] },
);
