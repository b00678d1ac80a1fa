// T7: the unannounced spot test's vocabulary. A drawn day is `scheduled` (hidden from the
// participant and supporters), `announced` at 08:00 local that day, `taken` once its test's
// photo came, `missed` when 22:00 passed without one (an operator decides), `excused` once
// (a new day is drawn), or `cancelled` when the course ended before it.
export const SPOT_TEST_STATES = [
  'scheduled',
  'announced',
  'taken',
  'missed',
  'excused',
  'cancelled',
] as const;
export type SpotTestState = (typeof SPOT_TEST_STATES)[number];
