// "Said up front" (T5, T7, T8): before choosing a start date the participant agrees that tests
// are filmed, that one test comes unannounced between day 8 and day 21, and that automatic
// passes may be audited. The text is in the web app's locales; raising the version asks again.
export const TEST_TERMS_VERSION = 1;

/** Whether the participant agreed to the current text (the start-date call sends its version). */
export const isCurrentTestTerms = (version: number | undefined | null): boolean =>
  version === TEST_TERMS_VERSION;
