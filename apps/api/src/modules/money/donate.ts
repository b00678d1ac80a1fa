// POST /api/transaction (A5): anyone may donate to a participant's current course. The donation
// is stored `open`, then the provider's checkout is created; money counts only once a webhook
// says the donor paid (M7).
import { and, eq } from 'drizzle-orm';
import type { TransactionRequest, TransactionResponse } from '@quit/contracts/money';
import type { Language } from '@quit/domain/constants';
import { dateInTimeZone } from '@quit/domain/dates';
import { acceptsDonations, isValidDonationAmount } from '@quit/domain/donation';
import { donationBreakdown } from '@quit/domain/fees';
import { publicName } from '@quit/domain/profile';
import { donations, userRoles, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { writableCourse } from '../course-row/current-course';
import { findProfile } from '../course-row/find-profile';
import { followByGift } from '../fundraiser/followers';
import type { ServiceDeps } from '../../core/service-deps';
import { claimOperation, recordOperationResult, requestHash } from './operations';
import { openBonusPot } from './bonus-pot';

const donationPerIp = { limit: 30, windowSeconds: 60 * 60 };

const checkoutDescription: Record<Language, (name: string) => string> = {
  de: (name) => `Spende für ${name} (QuitPot)`,
  en: (name) => `Donation to ${name} (QuitPot)`,
};

/** The return address must be a page of our own origin: no open redirect through checkout. */
export function ownPageUrl(redirectUrl: string, ownOrigins: readonly string[]): URL {
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : undefined;
  if (!url || !ownOrigins.includes(url.origin) || url.username || url.password) {
    throw new AppError('INVALID_REDIRECT_URL', { fields: ['redirectUrl'] });
  }
  url.hash = '';
  return url;
}

function withParam(url: URL, value: string): string {
  const copy = new URL(url);
  copy.searchParams.set('donation', value);
  return copy.toString();
}

export async function participantForDonation(deps: ServiceDeps, participantId: string) {
  const [role] = await deps.db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, participantId), eq(userRoles.role, 'participant')));
  const profile = role ? await findProfile(deps.db, participantId) : null;
  if (!profile) throw new AppError('NOT_FOUND', { detail: 'no such participant' });
  return profile;
}

/** A5/A7: the supporter account whose verified address the donor typed, if any. */
async function supporterWithEmail(deps: ServiceDeps, email: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'supporter')))
    .where(and(eq(users.email, email), eq(users.emailVerified, true)));
  return row?.id ?? null;
}

/**
 * The course the gift goes to: the participant's current course while it takes gifts, or (C8,
 * pot `stay_quit`) the passed course whose 3-month test's bonus pot is open.
 */
async function donationCourse(
  deps: ServiceDeps,
  input: TransactionRequest,
  timeZone: string,
): Promise<{ id: string }> {
  if (input.pot === 'stay_quit') {
    const pot = await openBonusPot(deps.db, input.participantId, deps.clock.now());
    return { id: pot.courseId };
  }
  // After a course ended, gifts wait until the participant opens a new fundraiser themselves.
  const course = await writableCourse(deps.db, input.participantId);
  const today = dateInTimeZone(deps.clock.now(), timeZone);
  if (!course || !acceptsDonations(course.state, course.startDate, today)) {
    throw new AppError('DONATIONS_CLOSED');
  }
  return course;
}

export async function createDonation(
  deps: ServiceDeps,
  input: TransactionRequest,
  caller: { ip: string; language: Language; idempotencyKey: string | undefined },
): Promise<TransactionResponse> {
  const { db, settings, clock } = deps;
  await consumeRateLimit(db, `donation:ip:${caller.ip}`, donationPerIp, clock.now());
  const limits = { minCents: settings.donationMinCents, maxCents: settings.donationMaxCents };
  if (!isValidDonationAmount(input.amountCents, limits)) {
    throw new AppError('INVALID_AMOUNT', { fields: ['amountCents'] });
  }
  const returnUrl = ownPageUrl(input.redirectUrl, settings.ownOrigins);
  const profile = await participantForDonation(deps, input.participantId);
  const course = await donationCourse(deps, input, profile.timeZone);
  const breakdown = donationBreakdown({
    amountCents: input.amountCents,
    coverFee: input.coverFee ?? false,
  });
  const supporterId = await supporterWithEmail(deps, input.donorEmail);
  const key =
    caller.idempotencyKey === undefined ? undefined : `transaction:${caller.idempotencyKey}`;

  const donation = await db.transaction(async (tx) => {
    if (key !== undefined) {
      const claim = await claimOperation(tx, key, 'transaction', course.id, requestHash(input));
      if (!claim.fresh && claim.resultId) {
        const [earlier] = await tx.select().from(donations).where(eq(donations.id, claim.resultId));
        if (earlier) return earlier;
      }
    }
    const [created] = await tx
      .insert(donations)
      .values({
        courseId: course.id,
        supporterId,
        donorName: input.donorName,
        donorEmail: input.donorEmail,
        message: input.message ?? null,
        anonymous: input.anonymous ?? false,
        language: caller.language,
        coverFee: input.coverFee ?? false,
        amountCents: breakdown.amountCents,
        feeCents: breakdown.feeCents,
        shareCents: breakdown.shareCents,
        chargedCents: breakdown.chargedCents,
        currency: settings.currency,
        provider: deps.payments.kind,
        pot: input.pot ?? 'course',
      })
      .returning();
    if (!created) throw new Error('donation not stored');
    if (key !== undefined) await recordOperationResult(tx, key, created.id);
    // A8: "keep me posted" (on by default); it counts once the provider confirms the gift.
    if (input.follow ?? true) {
      await followByGift(tx, {
        participantId: input.participantId,
        email: input.donorEmail,
        language: caller.language,
        donationId: created.id,
        now: clock.now(),
      });
    }
    return created;
  });

  let checkoutUrl: string;
  try {
    const checkout = await deps.payments.createCheckout({
      donationId: donation.id,
      amountCents: donation.chargedCents,
      currency: donation.currency,
      description: checkoutDescription[caller.language](
        publicName(profile.firstName, profile.lastName),
      ),
      customerEmail: donation.donorEmail ?? input.donorEmail,
      language: caller.language,
      successUrl: withParam(returnUrl, 'success'),
      cancelUrl: withParam(returnUrl, 'cancelled'),
    });
    checkoutUrl = checkout.url;
    await db
      .update(donations)
      .set({ checkoutId: checkout.id, updatedAt: clock.now() })
      .where(eq(donations.id, donation.id));
  } catch (error) {
    await db
      .update(donations)
      .set({ status: 'failed', updatedAt: clock.now() })
      .where(and(eq(donations.id, donation.id), eq(donations.status, 'open')));
    throw new AppError('INTERNAL', { cause: error, detail: 'checkout could not be created' });
  }
  return {
    donationId: donation.id,
    checkoutUrl,
    currency: donation.currency,
    breakdown: {
      amountCents: donation.amountCents,
      feeCents: donation.feeCents,
      shareCents: donation.shareCents,
      chargedCents: donation.chargedCents,
    },
  };
}
