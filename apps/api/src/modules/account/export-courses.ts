// The data export's sections about the caller's courses (record 0067): history, badges,
// programme, tests and spot tests, payouts. Operators' ids and token secrets stay out.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import {
  courseTodoTicks,
  courseTransitions,
  followUps,
  participantBadges,
  payouts,
  seminars,
  seminarTodos,
  spotTests,
  testkits,
  testkitTests,
  watchProgress,
} from '../../db/schema';
import type { ExportFileLinks } from './export-files';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

type CourseSections = Pick<
  DataExport,
  | 'courseHistory'
  | 'badges'
  | 'watchProgress'
  | 'todoTicks'
  | 'testKits'
  | 'tests'
  | 'spotTests'
  | 'payouts'
  | 'followUpTests'
>;

/**
 * `calendarNow` is the product's clock: a spot test is listed once its announcement moment has
 * passed on it, as on the dashboard (T7).
 */
export async function exportedCourseSections(
  db: Db,
  courseIds: string[],
  calendarNow: Date,
  files: ExportFileLinks,
): Promise<CourseSections> {
  if (courseIds.length === 0) {
    return {
      courseHistory: [],
      badges: [],
      watchProgress: [],
      todoTicks: [],
      testKits: [],
      tests: [],
      spotTests: [],
      payouts: [],
      followUpTests: [],
    };
  }
  const [history, badges, watched, ticks, kits, tests, spots, paid, followUpRows] =
    await Promise.all([
      db
        .select()
        .from(courseTransitions)
        .where(inArray(courseTransitions.courseId, courseIds))
        .orderBy(asc(courseTransitions.id)),
      db
        .select()
        .from(participantBadges)
        .where(inArray(participantBadges.courseId, courseIds))
        .orderBy(asc(participantBadges.earnedAt)),
      db
        .select({ progress: watchProgress, day: seminars.day, slot: seminars.slot })
        .from(watchProgress)
        .innerJoin(seminars, eq(seminars.id, watchProgress.seminarId))
        .where(inArray(watchProgress.courseId, courseIds))
        .orderBy(asc(seminars.day), asc(seminars.slot)),
      db
        .select({ tick: courseTodoTicks, day: seminars.day, text: seminarTodos.text })
        .from(courseTodoTicks)
        .innerJoin(seminarTodos, eq(seminarTodos.id, courseTodoTicks.todoId))
        .innerJoin(seminars, eq(seminars.id, seminarTodos.seminarId))
        .where(inArray(courseTodoTicks.courseId, courseIds))
        .orderBy(asc(courseTodoTicks.tickedAt)),
      db
        .select()
        .from(testkits)
        .where(inArray(testkits.courseId, courseIds))
        .orderBy(asc(testkits.createdAt)),
      db
        .select()
        .from(testkitTests)
        .where(inArray(testkitTests.courseId, courseIds))
        .orderBy(asc(testkitTests.createdAt)),
      db
        .select()
        .from(spotTests)
        .where(and(inArray(spotTests.courseId, courseIds), lte(spotTests.announceAt, calendarNow)))
        .orderBy(asc(spotTests.announceAt)),
      db
        .select()
        .from(payouts)
        .where(inArray(payouts.courseId, courseIds))
        .orderBy(asc(payouts.createdAt)),
      db
        .select()
        .from(followUps)
        .where(inArray(followUps.courseId, courseIds))
        .orderBy(asc(followUps.opensAt)),
    ]);
  return {
    followUpTests: followUpRows.map((f) => ({
      courseId: f.courseId,
      stage: f.stage,
      state: f.state,
      opensOn: f.opensOn,
      closesOn: f.closesOn,
      result: f.result,
      testId: f.testId,
      joinedAt: f.createdAt.toISOString(),
      settledAt: iso(f.settledAt),
    })),
    courseHistory: history.map((h) => ({
      courseId: h.courseId,
      fromState: h.fromState,
      toState: h.toState,
      at: h.at.toISOString(),
    })),
    badges: badges.map((b) => ({ ...b, earnedAt: b.earnedAt.toISOString() })),
    watchProgress: watched.map(({ progress, day, slot }) => ({
      courseId: progress.courseId,
      day,
      slot,
      maxPositionSeconds: progress.maxPositionSeconds,
      watchedAt: iso(progress.watchedAt),
      updatedAt: progress.updatedAt.toISOString(),
    })),
    todoTicks: ticks.map(({ tick, day, text }) => ({
      courseId: tick.courseId,
      day,
      todo: text,
      tickedAt: tick.tickedAt.toISOString(),
    })),
    testKits: kits.map((k) => ({
      id: k.id,
      courseId: k.courseId,
      code: k.code,
      state: k.state,
      assignedAt: iso(k.assignedAt),
      startedAt: iso(k.startedAt),
      usedAt: iso(k.usedAt),
      missingAt: iso(k.missingAt),
    })),
    // decidedBy (the operator) stays out; the decision and its note are the participant's.
    tests: await Promise.all(
      tests.map(async (t) => ({
        id: t.id,
        courseId: t.courseId,
        testkitId: t.testkitId,
        kind: t.kind,
        predicted: t.predicted,
        confidence: t.confidence,
        reading: t.reading,
        status: t.status,
        result: t.result,
        note: t.note,
        disputedAt: iso(t.disputedAt),
        disputeNote: t.disputeNote,
        auditDueAt: iso(t.auditDueAt),
        createdAt: t.createdAt.toISOString(),
        finalAt: iso(t.finalAt),
        photo: t.photoKey ? await files.link('test-photo', t.id) : null,
        photoExpiresAt: t.photoKey ? files.expiresAt : null,
      })),
    ),
    spotTests: spots.map((s) => ({
      courseId: s.courseId,
      ordinal: s.ordinal,
      day: s.day,
      state: s.state,
      announceAt: s.announceAt.toISOString(),
      dueAt: s.dueAt.toISOString(),
      announcedAt: iso(s.announcedAt),
      testId: s.testId,
      decidedAt: iso(s.decidedAt),
      note: s.note,
    })),
    payouts: paid.map((p) => ({
      courseId: p.courseId,
      kind: p.kind,
      amountCents: p.amountCents,
      feeCents: p.feeCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}
