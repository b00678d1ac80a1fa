import { z } from 'zod';
import type { JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { advanceCourse, advanceCourses, COURSE_JOBS } from './advance';

const advanceJob = z.object({ courseId: z.string() });

export function registerCourseJobs(jobs: JobRunner, deps: ServiceDeps): void {
  // Many courses reach a boundary at the same midnight: the jobs claimed together move their
  // courses in one set-based transaction (issue 15); should that fail, each runs on its own,
  // side by side, under its course lock.
  jobs.register(
    COURSE_JOBS.advance,
    (payload) => advanceCourse(deps, advanceJob.parse(payload).courseId),
    {
      parallel: true,
      batch: (payloads) =>
        advanceCourses(
          deps,
          payloads.map((payload) => advanceJob.parse(payload).courseId),
        ),
    },
  );
}
