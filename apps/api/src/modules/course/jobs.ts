import { z } from 'zod';
import type { JobRunner } from '../../platform/jobs';
import type { MoneyDeps } from '../money/deps';
import { advanceCourse, COURSE_JOBS } from './advance';

const advanceJob = z.object({ courseId: z.string() });

export function registerCourseJobs(jobs: JobRunner, deps: MoneyDeps): void {
  // Many courses reach a boundary at the same midnight: their moves run side by side, each
  // under its course lock (issue 15).
  jobs.register(
    COURSE_JOBS.advance,
    (payload) => advanceCourse(deps, advanceJob.parse(payload).courseId),
    { parallel: true },
  );
}
