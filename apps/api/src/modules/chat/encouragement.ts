// Supporters' encouragement (issue 17, A4): a supporter who gave to a participant sends a short
// note; a gift's message counts too. The participant sees the sender's public name only, may
// hide or report any; operators see the reported ones and remove any.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Encouragement, ModerationList } from '@quit/contracts/chat';
import { ENCOURAGEMENT_MAX, ENCOURAGEMENT_RATE_LIMIT } from '@quit/domain/chat';
import { CONFIRMED_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { courses, donations, encouragements, profiles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, isAppError } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { checkText } from './conversation';

const PANEL_SIZE = 50;
/** Gifts that count as support: paid (or on the way) and not sent back. */
const SUPPORTING = ['pending', ...CONFIRMED_DONATION_STATUSES] as const;
const GIFT_SHOWN = CONFIRMED_DONATION_STATUSES;

/** A donor's typed name as A4 shows people: first name and last initial. */
function donorPublicName(name: string | null, anonymous: boolean): string | null {
  if (anonymous || !name?.trim()) return null;
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? (parts.pop() ?? '') : '';
  return publicName(parts.join(' '), last);
}

export async function sendEncouragement(
  deps: { db: Db; clock: Clock },
  input: { supporterId: string; participantId: string; text: string },
): Promise<void> {
  const text = checkText(input.text, ENCOURAGEMENT_MAX);
  const [gift] = await deps.db
    .select({ id: donations.id })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .where(
      and(
        eq(donations.supporterId, input.supporterId),
        eq(courses.participantId, input.participantId),
        inArray(donations.status, SUPPORTING),
      ),
    )
    .limit(1);
  if (!gift) throw new AppError('NOT_A_SUPPORTER');
  const now = deps.clock.now();
  try {
    await consumeRateLimit(
      deps.db,
      `encouragement:${input.supporterId}`,
      ENCOURAGEMENT_RATE_LIMIT,
      now,
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'RATE_LIMITED') throw new AppError('CHAT_RATE_LIMITED');
    throw error;
  }
  const [sender] = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, input.supporterId));
  await deps.db.insert(encouragements).values({
    participantId: input.participantId,
    senderId: input.supporterId,
    senderName: sender ? publicName(sender.firstName, sender.lastName) : null,
    body: text,
    createdAt: now,
  });
}

/** The Support Panel: notes and gifts' messages, newest first, without the hidden or reported. */
export async function supportPanel(
  db: Db,
  participantId: string,
): Promise<{ items: Encouragement[] }> {
  const notes = await db
    .select()
    .from(encouragements)
    .where(
      and(
        eq(encouragements.participantId, participantId),
        isNull(encouragements.donationId),
        isNull(encouragements.hiddenAt),
        isNull(encouragements.reportedAt),
        isNull(encouragements.removedAt),
      ),
    )
    .orderBy(desc(encouragements.createdAt))
    .limit(PANEL_SIZE);
  const gifts = await db
    .select({ donation: donations })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(encouragements, eq(encouragements.donationId, donations.id))
    .where(
      and(
        eq(courses.participantId, participantId),
        isNotNull(donations.message),
        sql`btrim(${donations.message}) <> ''`,
        inArray(donations.status, GIFT_SHOWN),
        isNull(encouragements.id),
      ),
    )
    .orderBy(desc(donations.createdAt))
    .limit(PANEL_SIZE);
  const items: Encouragement[] = [
    ...notes.map((n) => ({
      key: `note:${n.id}`,
      kind: 'note' as const,
      senderName: n.senderName,
      text: n.body,
      createdAt: n.createdAt.toISOString(),
    })),
    ...gifts.map(({ donation: d }) => ({
      key: `gift:${d.id}`,
      kind: 'gift' as const,
      senderName: donorPublicName(d.donorName, d.anonymous),
      text: d.message ?? '',
      createdAt: d.createdAt.toISOString(),
    })),
  ];
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items: items.slice(0, PANEL_SIZE) };
}

/** Hides or reports one item of the participant's own panel (anything else: NOT_FOUND). */
export async function moderateOwn(
  deps: { db: Db; clock: Clock },
  participantId: string,
  key: string,
  action: 'hide' | 'report',
): Promise<void> {
  const now = deps.clock.now();
  const flags = action === 'hide' ? { hiddenAt: now } : { reportedAt: now };
  const [kind, id = ''] = key.split(':');
  if (kind === 'note') {
    const [done] = await deps.db
      .update(encouragements)
      .set(flags)
      .where(
        and(
          eq(encouragements.id, id),
          eq(encouragements.participantId, participantId),
          isNull(encouragements.donationId),
        ),
      )
      .returning({ id: encouragements.id });
    if (!done) throw new AppError('NOT_FOUND');
    return;
  }
  const [gift] = await deps.db
    .select({ donation: donations })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .where(
      and(
        eq(donations.id, id),
        eq(courses.participantId, participantId),
        isNotNull(donations.message),
      ),
    );
  if (!gift) throw new AppError('NOT_FOUND');
  const d = gift.donation;
  // A gift's message gets a moderation record the first time it is hidden or reported.
  await deps.db
    .insert(encouragements)
    .values({
      participantId,
      donationId: d.id,
      senderName: donorPublicName(d.donorName, d.anonymous),
      body: d.message ?? '',
      createdAt: d.createdAt,
      ...flags,
    })
    .onConflictDoUpdate({ target: encouragements.donationId, set: flags });
}

/** Operators: reported first, then the newest, each with whom it went to. */
export async function moderationList(db: Db): Promise<ModerationList> {
  const rows = await db
    .select({ e: encouragements, profile: profiles })
    .from(encouragements)
    .leftJoin(profiles, eq(profiles.userId, encouragements.participantId))
    .where(isNull(encouragements.removedAt))
    .orderBy(sql`${encouragements.reportedAt} desc nulls last`, desc(encouragements.createdAt))
    .limit(100);
  return {
    items: rows.map(({ e, profile }) => ({
      id: e.id,
      participantName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '—',
      senderName: e.senderName,
      text: e.body,
      kind: e.donationId ? ('gift' as const) : ('note' as const),
      createdAt: e.createdAt.toISOString(),
      reportedAt: e.reportedAt?.toISOString() ?? null,
      hiddenAt: e.hiddenAt?.toISOString() ?? null,
    })),
  };
}

export async function removeEncouragement(
  deps: { db: Db; clock: Clock },
  id: string,
  by: string,
): Promise<{ participantId: string }> {
  const [done] = await deps.db
    .update(encouragements)
    .set({ removedAt: deps.clock.now(), removedBy: by })
    .where(and(eq(encouragements.id, id), isNull(encouragements.removedAt)))
    .returning({ participantId: encouragements.participantId });
  if (!done) throw new AppError('NOT_FOUND');
  return done;
}
