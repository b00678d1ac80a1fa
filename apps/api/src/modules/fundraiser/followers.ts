// A8: who follows a fundraiser (record 0080). A donor follows by ticking "keep me posted" (on by
// default); anyone follows without giving by an address confirmed through a mailed link. Answers
// never say whether an address was known, and no address ever leaves this module but in the one
// mail addressed to it.
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FollowState } from '@quit/contracts/followers';
import type { Language } from '@quit/domain/constants';
import { CONFIRMED_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { donations, followers, userRoles, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import type { ServiceDeps } from '../../core/service-deps';
import { FOLLOWER_MAIL_KIND, followConfirmMail } from '../../providers/mail/follower-templates';
import { findProfile } from '../course-row/find-profile';
import { followPageLink, verifyFollowLink, type FollowLinkPurpose } from './follower-links';

type Writer = Pick<Db, 'insert'>;
type Reader = Pick<Db, 'select'>;

const followsPerIp = { limit: 20, windowSeconds: 60 * 60 };
/** Confirm mails one address may be sent in a day, whoever asks: no mail bombing through us. */
const confirmMailsPerAddress = { limit: 3, windowSeconds: 24 * 60 * 60 };

/** The participant as a follower may know them (A4), or not found for anyone else. */
export async function followedParticipant(db: Reader, participantId: string): Promise<string> {
  const [role] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, participantId), eq(userRoles.role, 'participant')));
  const profile = role ? await findProfile(db, participantId) : null;
  if (!profile) throw new AppError('NOT_FOUND', { detail: 'no such participant' });
  return publicName(profile.firstName, profile.lastName);
}

/** Followers who hear how it goes now: confirmed by their link or their confirmed gift. */
export function activeFollowerCondition() {
  return and(
    isNull(followers.unsubscribedAt),
    or(isNotNull(followers.confirmedAt), inArray(donations.status, CONFIRMED_DONATION_STATUSES)),
  );
}

export async function activeFollowersOf(db: Reader, participantId: string) {
  return db
    .select({ id: followers.id })
    .from(followers)
    .leftJoin(donations, eq(donations.id, followers.donationId))
    .where(and(eq(followers.participantId, participantId), activeFollowerCondition()));
}

/** In the donation's transaction: the donor ticked "keep me posted" (again, if they had left). */
export async function followByGift(
  tx: Writer,
  gift: {
    participantId: string;
    email: string;
    language: Language;
    donationId: string;
    now: Date;
  },
): Promise<void> {
  const row = {
    participantId: gift.participantId,
    email: gift.email.toLowerCase(),
    language: gift.language,
    donationId: gift.donationId,
    createdAt: gift.now,
  };
  await tx
    .insert(followers)
    .values(row)
    .onConflictDoUpdate({
      target: [followers.participantId, followers.email],
      set: { donationId: row.donationId, language: row.language, unsubscribedAt: null },
    });
}

/**
 * Follow without giving: the address gets a confirm link (unless it already follows). The
 * answer is the same either way, so nobody learns whether an address follows.
 */
export async function followWithoutGiving(
  deps: ServiceDeps,
  participantId: string,
  input: { email: string; language: Language },
  ip: string,
): Promise<{ mailed: true }> {
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, `follow:ip:${ip}`, followsPerIp, now);
  const participant = await followedParticipant(deps.db, participantId);
  const email = input.email.toLowerCase();
  const [row] = await deps.db
    .insert(followers)
    .values({ participantId, email, language: input.language, createdAt: now })
    .onConflictDoUpdate({
      target: [followers.participantId, followers.email],
      // A follower who already hears how it goes keeps their language; others take the new one.
      set: {
        language: sql`case when ${followers.confirmedAt} is null or ${followers.unsubscribedAt} is not null then excluded.language else ${followers.language} end`,
      },
    })
    .returning();
  if (!row) throw new Error('follower not stored');
  const [active] = await deps.db
    .select({ id: followers.id })
    .from(followers)
    .leftJoin(donations, eq(donations.id, followers.donationId))
    .where(and(eq(followers.id, row.id), activeFollowerCondition()));
  if (active) return { mailed: true };
  try {
    await consumeRateLimit(deps.db, `follow:mail:${email}`, confirmMailsPerAddress, now);
  } catch (error) {
    // The address had its mails for today: the same answer, and nothing sent.
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return { mailed: true };
    throw error;
  }
  await deps.mailer.send({
    to: email,
    kind: FOLLOWER_MAIL_KIND.confirm,
    language: row.language,
    ...followConfirmMail({
      language: row.language,
      participant,
      confirmLink: followPageLink(deps.settings.publicUrl, deps.linkSecret, 'confirm', row.id, now),
    }),
  });
  return { mailed: true };
}

async function withLink(
  deps: ServiceDeps,
  purpose: FollowLinkPurpose,
  link: { follower: string; token: string },
) {
  const now = deps.clock.now();
  if (!verifyFollowLink(deps.linkSecret, purpose, link, now)) {
    throw new AppError('INVALID_FOLLOW_LINK', { detail: `${purpose} link refused` });
  }
  const [row] = await deps.db.select().from(followers).where(eq(followers.id, link.follower));
  // Erased meanwhile (the participant's or the follower's account): the link leads nowhere.
  if (!row) throw new AppError('INVALID_FOLLOW_LINK', { detail: 'follower gone' });
  return { row, now };
}

/** The confirm link: the address now hears how it goes (again, after an unsubscribe). */
export async function confirmFollow(
  deps: ServiceDeps,
  link: { follower: string; token: string },
): Promise<FollowState> {
  const { row, now } = await withLink(deps, 'confirm', link);
  await deps.db
    .update(followers)
    .set({ confirmedAt: row.confirmedAt ?? now, unsubscribedAt: null })
    .where(eq(followers.id, row.id));
  return { following: true, participant: await followedParticipant(deps.db, row.participantId) };
}

/** The unsubscribe link of every follower mail: no mail more, without signing in. */
export async function unsubscribeFollower(
  deps: ServiceDeps,
  link: { follower: string; token: string },
): Promise<FollowState> {
  const { row, now } = await withLink(deps, 'unsubscribe', link);
  await deps.db
    .update(followers)
    .set({ unsubscribedAt: row.unsubscribedAt ?? now })
    .where(eq(followers.id, row.id));
  return { following: false, participant: await followedParticipant(deps.db, row.participantId) };
}

/** An erased account's address follows nothing any more (its own fundraiser's rows cascade). */
export function followersBeforeAccountDeletion() {
  return async (db: Db, userId: string): Promise<void> => {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await db.delete(followers).where(eq(followers.email, user.email.toLowerCase()));
  };
}
