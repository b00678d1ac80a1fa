// Course transitions due at the same midnight run side by side (issue 15), and two processes
// running them at once still move each course once. Also: the daily prune of finished jobs
// and old outbox mails.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, courseTransitions, jobs, mailOutbox } from '../src/db/schema';
import { COURSE_JOBS } from '../src/modules/course/advance';
import { registerCourseJobs } from '../src/modules/course/jobs';
import { manualClock } from '../src/platform/clock';
import { enqueueJob, JobRunner } from '../src/platform/jobs';
import { pruneOld, RETENTION_DAYS } from '../src/platform/prune';
import { createTestApp, type TestApp } from './test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { calendar: clock });
});
afterAll(() => t.close());

/** Another API process: its own job runner on the same database. */
function secondProcess() {
  const runner = new JobRunner({ db: t.database.db, clock, log: t.app.log });
  registerCourseJobs(runner, t.app.money);
  return runner;
}

it('two processes running 200 due transitions at once move each course once', async () => {
  const db = t.database.db;
  // Scheduled courses whose start date is today: each is due to become active.
  const rows = await db
    .insert(courses)
    .values(
      Array.from({ length: 200 }, () => ({ state: 'scheduled' as const, startDate: '2026-11-22' })),
    )
    .returning({ id: courses.id });
  const ids = rows.map((r) => r.id);
  for (const id of ids) {
    await enqueueJob(
      db,
      COURSE_JOBS.advance,
      { courseId: id },
      { runAt: clock.now(), key: `t:${id}` },
    );
  }
  // Each course's job twice (another key), so both processes may well pick one of a course.
  for (const id of ids) {
    await enqueueJob(
      db,
      COURSE_JOBS.advance,
      { courseId: id },
      { runAt: clock.now(), key: `u:${id}` },
    );
  }

  const other = secondProcess();
  const started = Date.now();
  await Promise.all([t.app.jobs.runDue(), other.runDue(), t.app.jobs.runDue(), other.runDue()]);
  const tookMs = Date.now() - started;

  const states = await db
    .select({ state: courses.state })
    .from(courses)
    .where(inArray(courses.id, ids));
  expect(states.every((s) => s.state === 'active')).toBe(true);
  const moves = await db
    .select({ course: courseTransitions.courseId, n: sql<number>`count(*)::int` })
    .from(courseTransitions)
    .where(and(inArray(courseTransitions.courseId, ids), isNotNull(courseTransitions.fromState)))
    .groupBy(courseTransitions.courseId);
  expect(moves).toHaveLength(200);
  expect(moves.every((m) => m.n === 1)).toBe(true);
  const left = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, COURSE_JOBS.advance), inArray(jobs.state, ['queued', 'running', 'failed'])),
    )
    .then((all) => all.filter((j) => ids.includes(String(j.payload['courseId']))));
  // What is left is each course's next boundary (day 28 is over), queued for later.
  expect(left.every((j) => j.state === 'queued' && j.runAt > clock.now())).toBe(true);
  expect(tookMs).toBeLessThan(20_000);
});

it('prunes done jobs and outbox mails older than the retention, nothing else', async () => {
  const db = t.database.db;
  const old = new Date(clock.now().getTime() - (RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
  const [doneOld] = await db
    .insert(jobs)
    .values({ kind: 'x', payload: {}, runAt: old, state: 'done', updatedAt: old })
    .returning();
  const [failedOld] = await db
    .insert(jobs)
    .values({ kind: 'x', payload: {}, runAt: old, state: 'failed', updatedAt: old })
    .returning();
  const [doneNew] = await db
    .insert(jobs)
    .values({ kind: 'x', payload: {}, runAt: clock.now(), state: 'done', updatedAt: clock.now() })
    .returning();
  const mail = { to: 'a@example.com', subject: 's', text: 't', kind: 'k', language: 'en' };
  const [mailOld] = await db
    .insert(mailOutbox)
    .values({ ...mail, createdAt: old })
    .returning();
  const [mailNew] = await db
    .insert(mailOutbox)
    .values({ ...mail, createdAt: clock.now() })
    .returning();

  const pruned = await pruneOld(db, clock.now());
  expect(pruned.jobs).toBeGreaterThanOrEqual(1);
  const jobIds = (await db.select({ id: jobs.id }).from(jobs)).map((j) => j.id);
  expect(jobIds).not.toContain(doneOld!.id);
  expect(jobIds).toContain(failedOld!.id);
  expect(jobIds).toContain(doneNew!.id);
  const mailIds = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id);
  expect(mailIds).not.toContain(mailOld!.id);
  expect(mailIds).toContain(mailNew!.id);
});
