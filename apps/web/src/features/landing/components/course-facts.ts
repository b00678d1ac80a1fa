/** The deployment's numbers the landing page quotes, already formatted where needed. */
export type CourseFacts = {
  minBalance: string;
  courseLengthDays: number;
  testMinDay: number;
  testWaitMinutes: number;
  /** The fee tiers as lines (from the domain's FEE_TIERS via the configuration). */
  feeTierLines: string[];
};
