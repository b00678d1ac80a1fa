// C7 (record 0081): after a failed or cancelled course each supporter chooses, by a signed link,
// to have their gift refunded now (the default) or kept for the participant's next attempt.

/** Days a supporter has to choose; unanswered gifts are refunded then. */
export const GIFT_CHOICE_DAYS = 7;
/** Days a kept gift waits for the next attempt; refunded then if none started. */
export const GIFT_KEEP_DAYS = 90;

/** What a supporter may choose. */
export const GIFT_CHOICES = ['keep', 'refund'] as const;
export type GiftChoice = (typeof GIFT_CHOICES)[number];

/**
 * Where a gift of an ended course stands: waiting for the choice, kept for the next attempt,
 * refunded (by choice, at a deadline or when the next attempt started undecided), or moved into
 * the next attempt. `refunded` and `moved` are final: a gift is never both.
 */
export const GIFT_CHOICE_STATES = ['open', 'kept', 'refunded', 'moved'] as const;
export type GiftChoiceState = (typeof GIFT_CHOICE_STATES)[number];

/** Why a gift of an ended course was refunded. */
export const GIFT_REFUND_CAUSES = ['donor', 'no_answer', 'keep_expired', 'not_kept'] as const;
export type GiftRefundCause = (typeof GIFT_REFUND_CAUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function giftChoiceDeadlines(endedAt: Date): { decideBy: Date; keepUntil: Date } {
  return {
    decideBy: new Date(endedAt.getTime() + GIFT_CHOICE_DAYS * DAY_MS),
    keepUntil: new Date(endedAt.getTime() + GIFT_KEEP_DAYS * DAY_MS),
  };
}

export type ChoiceVerdict =
  { ok: true; effect: 'keep' | 'refund' | 'none' } | { ok: false; reason: 'closed' | 'deadline' };

/**
 * What a choice does to a gift in `state` at `now`: keeping is possible while the gift waits
 * for the choice (until `decideBy`); a refund until the gift is refunded or moved. Repeating a
 * choice already made changes nothing.
 */
export function judgeGiftChoice(
  state: GiftChoiceState,
  choice: GiftChoice,
  now: Date,
  deadlines: { decideBy: Date; keepUntil: Date },
): ChoiceVerdict {
  if (state === 'refunded')
    return choice === 'refund' ? { ok: true, effect: 'none' } : { ok: false, reason: 'closed' };
  if (state === 'moved') return { ok: false, reason: 'closed' };
  if (state === 'kept') {
    if (choice === 'keep') return { ok: true, effect: 'none' };
    return { ok: true, effect: 'refund' };
  }
  if (choice === 'refund') return { ok: true, effect: 'refund' };
  if (now.getTime() >= deadlines.decideBy.getTime()) return { ok: false, reason: 'deadline' };
  return { ok: true, effect: 'keep' };
}
