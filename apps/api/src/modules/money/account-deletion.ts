// C6: before an account is erased, its money is put right. A participant's open course ends and
// every supporter is refunded (money still pending is refunded once it is confirmed); a
// supporter's gifts stay in the pots they were given to, without their name or address.
import { and, eq, ne } from 'drizzle-orm';
import { canCancel } from '@quit/domain/course-state';
import { courses, donations, payouts } from '../../db/schema';
import type { BeforeAccountDeletion } from '../account/deletion-hooks';
import { findOpenCourse, lockCourse } from '../course/current-course';
import type { MoneyDeps } from './deps';
import { refundCourse } from './refunds';

export function moneyBeforeAccountDeletion(deps: MoneyDeps): BeforeAccountDeletion {
  return async (db, userId) => {
    const open = await findOpenCourse(db, userId);
    if (open) {
      const ended = await db.transaction(async (tx) => {
        const course = await lockCourse(tx, open.id);
        const [live] = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(eq(payouts.courseId, course.id), ne(payouts.status, 'failed')));
        // A payout under way finishes; everything else goes back to the supporters.
        if (live) return false;
        await tx
          .update(courses)
          .set({
            state: canCancel(course.state) ? 'cancelled' : 'refunded',
            updatedAt: deps.clock.now(),
          })
          .where(eq(courses.id, course.id));
        return true;
      });
      if (ended) await refundCourse(deps, open.id, 'account_deleted');
    }
    await db
      .update(donations)
      .set({ donorName: null, donorEmail: null, message: null, anonymous: true, supporterId: null })
      .where(eq(donations.supporterId, userId));
  };
}
