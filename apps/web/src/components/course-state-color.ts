import type { CourseState } from '@quit/domain/course-state';

/**
 * One colour per course state, shared by the participant's and the supporters' badges.
 * No yellow or orange: their light variants fail the contrast the app keeps (AA).
 */
export const COURSE_STATE_COLOR: Record<CourseState, string> = {
  funding: 'blue',
  scheduled: 'blue',
  active: 'pot',
  awaiting_test: 'grape',
  passed: 'pot',
  failed: 'red',
  partial: 'grape',
  paid_out: 'pot',
  refunded: 'gray',
  cancelled: 'gray',
};
