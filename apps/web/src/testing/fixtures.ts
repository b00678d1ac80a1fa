import type { WebappConfig } from '@quit/contracts/global';

export const webappConfig: WebappConfig = {
  currency: 'EUR',
  languages: ['de', 'en'],
  defaultLanguage: 'en',
  courseLengthDays: 28,
  minBalanceCents: 14_000,
  feeTiers: [{ minCents: 10_000, maxCents: null, percent: 8 }],
  donation: { minCents: 100, maxCents: 1_000_000, presetsCents: [1_000, 2_500, 5_000, 10_000] },
  minAgeYears: 13,
  minPasswordLength: 6,
  diaryDueHour: 18,
  testMinDay: 28,
  partialPayoutMinDays: 7,
  testWaitMinutes: 5,
  refundWindowDays: 28,
  defaultTimeZone: 'Europe/Berlin',
  sandbox: { payments: false, identity: false, mail: false },
};
