// Consent to processing health data (Art. 9 (2) (a) GDPR): given once before the first diary
// entry or questionnaire answer, for a version of the text, and withdrawable at any time.
import { HEALTH_CONSENT_VERSION } from '@quit/domain/constants';
import { isCurrentTestTerms, TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import type { HealthConsent } from '@quit/contracts/consent';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthConsents, testTermsConsents } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

type ConsentDeps = { db: Db; clock: Clock };

async function activeConsent(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(healthConsents)
    .where(and(eq(healthConsents.userId, userId), isNull(healthConsents.withdrawnAt)))
    .orderBy(desc(healthConsents.givenAt))
    .limit(1);
  return row;
}

export async function healthConsentView(db: Db, userId: string): Promise<HealthConsent> {
  const row = await activeConsent(db, userId);
  return {
    given: row?.version === HEALTH_CONSENT_VERSION,
    version: row?.version ?? null,
    givenAt: row?.givenAt.toISOString() ?? null,
    currentVersion: HEALTH_CONSENT_VERSION,
  };
}

/** Records consent to the text version the participant saw; only the current one is accepted. */
export async function giveHealthConsent(
  { db, clock }: ConsentDeps,
  userId: string,
  version: number,
): Promise<HealthConsent> {
  if (version !== HEALTH_CONSENT_VERSION) {
    throw new AppError('CONSENT_VERSION_OUTDATED', {
      detail: `version ${version}, current ${HEALTH_CONSENT_VERSION}`,
    });
  }
  const current = await activeConsent(db, userId);
  if (current?.version !== HEALTH_CONSENT_VERSION) {
    await db.transaction(async (tx) => {
      const now = clock.now();
      // An older version's consent is superseded: stamped, so one row at most is active.
      await tx
        .update(healthConsents)
        .set({ withdrawnAt: now })
        .where(and(eq(healthConsents.userId, userId), isNull(healthConsents.withdrawnAt)));
      await tx.insert(healthConsents).values({ userId, version, givenAt: now });
    });
  }
  return healthConsentView(db, userId);
}

export async function withdrawHealthConsent(
  { db, clock }: ConsentDeps,
  userId: string,
): Promise<HealthConsent> {
  await db
    .update(healthConsents)
    .set({ withdrawnAt: clock.now() })
    .where(and(eq(healthConsents.userId, userId), isNull(healthConsents.withdrawnAt)));
  return healthConsentView(db, userId);
}

/** Refuses storing health data (diary entries, questionnaire answers) without consent. */
export async function requireHealthConsent(db: Db, userId: string): Promise<void> {
  const row = await activeConsent(db, userId);
  if (row?.version !== HEALTH_CONSENT_VERSION) {
    throw new AppError('HEALTH_CONSENT_REQUIRED', { detail: `no consent by ${userId}` });
  }
}

/**
 * Said up front (T5, T7, T8): before choosing a start date the participant agrees that tests are
 * filmed, that one comes unannounced between day 8 and day 21, and that automatic passes may be
 * audited. Called in the start date's transaction: without the current version it refuses (and
 * nothing changes); with it, one row is kept as the proof, like the health-data consent
 * (docs/decisions/0061-test-terms-before-the-start-date.md).
 */
export async function recordTestTermsConsent(
  tx: Pick<Db, 'insert'>,
  consent: { userId: string; courseId: string; version: number | undefined; givenAt: Date },
): Promise<void> {
  if (!isCurrentTestTerms(consent.version)) {
    throw new AppError('TEST_TERMS_REQUIRED', {
      detail: `version ${consent.version ?? 'none'}, current ${TEST_TERMS_VERSION}`,
      fields: ['testTermsVersion'],
    });
  }
  await tx.insert(testTermsConsents).values({
    userId: consent.userId,
    courseId: consent.courseId,
    version: TEST_TERMS_VERSION,
    givenAt: consent.givenAt,
  });
}
