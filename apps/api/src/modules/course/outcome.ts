// The one entry point for a nicotine test's outcome (C4, C5, M8), for the test issue to call:
// passed → the participant may pay out the whole share and finish; failed → every supporter
// chooses a refund or keeping the gift for the next attempt (C7); partial → a partial payout in proportion to the smoke-free diary days, or, with
// fewer than the minimum, the same as failed. The smoke-free days are counted from the diary
// (C5) when the outcome is recorded, and kept on the course for the payout.
import { eq } from 'drizzle-orm';
import { PARTIAL_PAYOUT_MIN_DAYS } from '@quit/domain/constants';
import { transition, type CourseEvent } from '@quit/domain/course-state';
import { cappedFinalResult } from '@quit/domain/spot-test';
import { courses } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { offerGiftChoicesInTx } from '../money/second-chance';
import { smokeFreeDiaryDays } from '../programme/counts';
import { awardBadges } from '../questionnaires/award-badges';
import { lockCourse, type Course } from '../course-row/current-course';
import { cancelPendingSpotTests, spotResults } from './spot-tests';
import { queueTestMail } from './test-mail-jobs';

export type TestOutcome = { result: 'passed' } | { result: 'failed' } | { result: 'partial' };

export async function recordTestOutcome(
  deps: ServiceDeps,
  courseId: string,
  outcome: TestOutcome,
): Promise<Course> {
  const course = await deps.db.transaction(async (tx) => {
    const current = await lockCourse(tx, courseId);
    // T7: a partial spot result caps a passed final test at partial.
    const result = cappedFinalResult(outcome.result, await spotResults(tx, courseId));
    // Counted under the course lock: the diary cannot change once the outcome is recorded.
    const smokeFreeDays = result === 'partial' ? await smokeFreeDiaryDays(tx, courseId) : null;
    const treatedAsFailed =
      result === 'failed' || (smokeFreeDays !== null && smokeFreeDays < PARTIAL_PAYOUT_MIN_DAYS);
    const event: CourseEvent = treatedAsFailed
      ? 'test_failed'
      : result === 'passed'
        ? 'test_passed'
        : 'test_partial';
    const next = transition(current.state, event);
    if (!next.ok)
      throw new AppError('NOT_SUCCESSFUL', { detail: `${event} from ${current.state}` });
    const [updated] = await tx
      .update(courses)
      .set({
        state: next.state,
        smokeFreeDays,
        updatedAt: deps.clock.now(),
      })
      .where(eq(courses.id, courseId))
      .returning();
    if (!updated) throw new Error('course vanished');
    // The course has its outcome: a spot test still ahead of it no longer comes.
    await cancelPendingSpotTests(tx, courseId);
    // A failed course and its supporters' keep-or-refund choices (C7, record 0081) commit
    // together (a crash cannot strand the money); the deadline jobs refund what nobody keeps.
    if (updated.state === 'failed') {
      await offerGiftChoicesInTx(tx, deps, courseId);
      // The participant hears the result by mail too (record 0070).
      await queueTestMail(tx, { mail: 'failed', courseId }, deps.clock.now());
    }
    // "Test passed" and any badge the final diary earns are stored with the outcome.
    await awardBadges(tx, courseId, deps.clock.now());
    return updated;
  });
  return course;
}
