import {
  COURSE_LENGTH_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  DIARY_DUE_HOUR,
  DONATION_PRESETS_CENTS,
  HEALTH_CONSENT_VERSION,
  LANGUAGES,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  PARTIAL_PAYOUT_MIN_DAYS,
  REFUND_WINDOW_DAYS,
  TEST_MIN_DAY,
  TEST_WAIT_MINUTES,
} from '@quit/domain/constants';
import { FEE_TIERS } from '@quit/domain/fees';
import type { WebappConfig } from '@quit/contracts/global';
import type { Config } from '../../platform/config';

/** The public configuration of this deployment; nothing secret goes in here. */
export function webappConfig(config: Config): WebappConfig {
  const sandboxPayments = config.payments.kind === 'sandbox';
  const { operator } = config;
  return {
    currency: config.currency,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    courseLengthDays: COURSE_LENGTH_DAYS,
    minBalanceCents: config.minBalanceCents,
    feeTiers: FEE_TIERS.map((tier) => ({ ...tier })),
    donation: {
      minCents: config.donationMinCents,
      maxCents: config.donationMaxCents,
      presetsCents: [...DONATION_PRESETS_CENTS],
    },
    minAgeYears: MIN_AGE_YEARS,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    diaryDueHour: DIARY_DUE_HOUR,
    testMinDay: TEST_MIN_DAY,
    partialPayoutMinDays: PARTIAL_PAYOUT_MIN_DAYS,
    testWaitMinutes: TEST_WAIT_MINUTES,
    refundWindowDays: REFUND_WINDOW_DAYS,
    defaultTimeZone: DEFAULT_TIME_ZONE,
    offlineCacheBytes: config.offlineCacheBytes,
    recordingChunkSeconds: config.recordingChunkSeconds,
    sandbox: {
      payments: sandboxPayments,
      identity: sandboxPayments,
      mail: config.smtpUrl === undefined,
    },
    operator: {
      example: operator.example,
      name: operator.name,
      addressLines: operator.addressLines,
      representative: operator.representative ?? null,
      email: operator.email,
      phone: operator.phone ?? null,
      register: operator.register ?? null,
      vatId: operator.vatId ?? null,
      contentResponsible: operator.contentResponsible ?? null,
    },
    processors: {
      payments: sandboxPayments ? 'sandbox' : 'stripe',
      mail: config.smtpUrl === undefined ? null : (operator.mailProvider ?? null),
      hosting: operator.hosting ?? null,
      clickUp: config.clickUp !== undefined,
      objectStorage: config.storage.kind === 's3',
    },
    team: operator.team,
    betaFeedbackUrl: config.betaFeedbackUrl ?? null,
    healthConsentVersion: HEALTH_CONSENT_VERSION,
  };
}
