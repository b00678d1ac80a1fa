// C6: before an account is erased, its money is put right. A participant's open course ends and
// every supporter is refunded (money still pending is refunded once it is confirmed); a
// supporter's gifts stay in the pots they were given to, without their name or address. All of
// it is one transaction: a crash leaves the money either untouched or fully on its way back.
import { and, eq, ne } from 'drizzle-orm';
import { canCancel, isOpenCourseState } from '@quit/domain/course-state';
import { courses, donations, payouts } from '../../db/schema';
import type { BeforeAccountDeletion } from '../account/deletion-hooks';
import { findOpenCourse, lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { refundCourseInTx } from './refunds';

export function moneyBeforeAccountDeletion(deps: ServiceDeps): BeforeAccountDeletion {
  return (db, userId) =>
    db.transaction(async (tx) => {
      const open = await findOpenCourse(tx, userId);
      if (open) {
        const course = await lockCourse(tx, open.id);
        const [live] = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(eq(payouts.courseId, course.id), ne(payouts.status, 'failed')));
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
