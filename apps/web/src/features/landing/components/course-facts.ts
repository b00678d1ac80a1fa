/** The deployment's numbers the landing page quotes, already formatted where needed. */
export type CourseFacts = {
  minBalance: string;
  courseLengthDays: number;
  testMinDay: number;
  testWaitMinutes: number;
};
