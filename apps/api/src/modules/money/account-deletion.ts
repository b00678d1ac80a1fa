// C6: before an account is erased, its money is put right. A participant's open course ends and
// every supporter is refunded (money still pending is refunded once it is confirmed); a
// supporter's gifts stay in the pots they were given to, without their name or address. All of
// it is one transaction: a crash leaves the money either untouched or fully on its way back.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { canCancel, isOpenCourseState } from '@quit/domain/course-state';
import { courses, donations, giftChoices, payouts } from '../../db/schema';
import type { BeforeAccountDeletion } from '../account/deletion-hooks';
import { findOpenCourse, lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { refundCourseInTx } from './refunds';
import { refundWaitingGiftsInTx } from './second-chance';
import { closeBonusPotsInTx } from './bonus-pot';

export function moneyBeforeAccountDeletion(deps: ServiceDeps): BeforeAccountDeletion {
  return (db, userId) =>
    db.transaction(async (tx) => {
      const open = await findOpenCourse(tx, userId);
      if (open) {
        const course = await lockCourse(tx, open.id);
        const [live] = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(
            and(
              eq(payouts.courseId, course.id),
              eq(payouts.pot, 'course'),
              ne(payouts.status, 'failed'),
            ),
          );
        const stillOpen = isOpenCourseState(course.state);
        // A payout under way finishes; everything else goes back to the supporters.
        if (stillOpen && !live) {
          await tx
            .update(courses)
            .set({
              state: canCancel(course.state) ? 'cancelled' : 'refunded',
              updatedAt: deps.clock.now(),
            })
            .where(eq(courses.id, course.id));
          await refundCourseInTx(tx, deps, course.id, 'account_deleted');
        }
      }
      // C7: there is no next attempt any more, so gifts waiting for it or for their donor's
      // choice go back now (open course first, as above, then the ended ones in id order).
      const waiting = await tx
        .selectDistinct({ id: giftChoices.courseId })
        .from(giftChoices)
        .innerJoin(courses, eq(courses.id, giftChoices.courseId))
        .where(and(eq(courses.participantId, userId), inArray(giftChoices.state, ['open', 'kept'])))
        .orderBy(asc(giftChoices.courseId));
      for (const { id } of waiting) {
        await lockCourse(tx, id);
        await refundWaitingGiftsInTx(tx, deps, [id]);
      }
      // C8 (record 0083): stay-quit bonus pots still waiting for their test go back too.
      await closeBonusPotsInTx(tx, deps, userId);
      await tx
        .update(donations)
        .set({
          donorName: null,
          donorEmail: null,
          message: null,
          anonymous: true,
          supporterId: null,
        })
        .where(eq(donations.supporterId, userId));
    });
}
