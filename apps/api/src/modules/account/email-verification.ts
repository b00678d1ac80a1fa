// Decisions A7: an address counts for an account only once a mailed link proved it. Links are
// rows here (only a hash of the token is stored) and go out through the job queue, enqueued in
// the transaction that asked for them; a link works once and for 24 hours.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { emailVerification, MAIL_KIND } from '../../providers/mail/templates';
import { findProfile } from '../course-row/find-profile';
import type { AccountDeps } from './deps';
import { linkGiftsOfVerifiedAddress } from './link-gifts';

export const VERIFICATION_LINK_VALID_HOURS = 24;
export const VERIFICATION_MAIL_JOB = 'account.verification_mail';

/**
 * Mails are due at once whatever the calendar says: the job runner uses the product's calendar
 * clock (which tests and the sandbox move), accounts use real time.
 */
export const DUE_AT_ONCE = new Date(0);

type Executor = Db | Tx;

/**
 * The token is derived from the row id with a server secret, so the job that mails it needs
 * only the id: no usable token is ever stored, in the jobs table or anywhere else.
 */
function tokenOf(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`email-verification:${id}`).digest('base64url');
}
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts proving `email` for the user: earlier open links for other addresses stop working
 * (the newest address asked for wins), a new link row is stored and its mail is enqueued,
 * all in the caller's transaction.
 */
export async function startVerification(
  deps: Pick<AccountDeps, 'linkSecret'>,
  tx: Executor,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        ne(emailVerifications.email, email),
      ),
    );
  const id = randomUUID();
  await tx.insert(emailVerifications).values({
    id,
    userId,
    email,
    tokenHash: hashOf(tokenOf(deps.linkSecret, id)),
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_VALID_HOURS * 60 * 60 * 1000),
    createdAt: now,
  });
  await enqueueJob(tx, VERIFICATION_MAIL_JOB, { verificationId: id }, { runAt: DUE_AT_ONCE });
}

/**
 * An address the user is changing to that is not confirmed yet (the newest open link's; an
 * expired link still shows it, so "send again" can renew it).
 */
export async function pendingEmailOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        ne(emailVerifications.email, users.email),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** The queued mail: the link to the address it proves, in the account's language. */
export async function sendVerificationMail(deps: AccountDeps, id: string): Promise<void> {
  const [row] = await deps.db
    .select({ link: emailVerifications, accountEmail: users.email })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(emailVerifications.id, id));
  // Used, superseded or expired before the mail went out: there is nothing to send.
  if (!row || row.link.usedAt !== null || row.link.expiresAt <= deps.clock.now()) return;
  const profile = await findProfile(deps.db, row.link.userId);
  const language = profile?.language ?? 'en';
  const token = tokenOf(deps.linkSecret, id);
  const content = emailVerification({
    language,
    firstName: profile?.firstName ?? '',
    email: row.link.email,
    change: row.link.email !== row.accountEmail,
    link: `${deps.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`,
    validHours: VERIFICATION_LINK_VALID_HOURS,
  });
  await deps.mailer.send({
    to: row.link.email,
    ...content,
    kind: MAIL_KIND.emailVerification,
    language,
  });
}

/**
 * Follows a mailed link: the address it names becomes the account's verified email (replacing
 * the old one after a change), the link stops working, and gifts made with that address are
 * linked to the account. Anything else (unknown, used, expired) is INVALID_VERIFICATION_LINK.
 */
export async function confirmEmail(
  deps: AccountDeps,
  token: string,
  ip: string,
): Promise<{ userId: string; email: string }> {
  const now = deps.clock.now();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashOf(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw new AppError('INVALID_VERIFICATION_LINK');
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user) throw new AppError('INVALID_VERIFICATION_LINK');
    const changed = user.email !== link.email;
    if (changed) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, link.email), ne(users.id, user.id)));
      if (taken) throw new AppError('EMAIL_IN_USE');
      // Links for the old address (or any other) mean nothing once the address changed.
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    } else {
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.userId, user.id),
            eq(emailVerifications.email, link.email),
            isNull(emailVerifications.usedAt),
          ),
        );
    }
    try {
      await tx
        .update(users)
        .set({ email: link.email, emailVerified: true, updatedAt: now })
        .where(eq(users.id, user.id));
    } catch (error) {
      // Two accounts confirming one address at the same moment: the unique index decides.
      throw new AppError('EMAIL_IN_USE', { cause: error });
    }
    await linkGiftsOfVerifiedAddress(tx, user.id);
    return { userId: user.id, email: link.email, changed };
  });
  await recordAudit(deps.db, {
    type: confirmed.changed ? 'email_changed' : 'email_verified',
    userId: confirmed.userId,
    ip,
  });
  return { userId: confirmed.userId, email: confirmed.email };
}

/** Limits the mails one account can cause ("send the link again"). */
export const resendLimit = { limit: 5, windowSeconds: 60 * 60 };

/**
 * Mails a fresh link: for the address being changed to, else for the account's own address
 * while it is unverified. Nothing to prove: nothing is sent.
 */
export async function resendVerification(deps: AccountDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('UNAUTHENTICATED');
    const target = (await pendingEmailOf(tx, userId)) ?? (user.emailVerified ? null : user.email);
    if (target !== null) await startVerification(deps, tx, userId, target, now);
  });
}

/** True while the user has a live link for their own, unverified address (no second mail). */
export async function hasOpenLinkForOwnAddress(db: Executor, userId: string, now: Date) {
  const rows = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.userId, userId),
        eq(emailVerifications.email, users.email),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
