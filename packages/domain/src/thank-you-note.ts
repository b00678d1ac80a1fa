// A8: the participant's one thank-you note to all supporters (record 0078). When it may be sent,
// what counts as a note, and who receives it. Pure: the API and the web form read these rules.
import type { CourseState } from './course-state';
import { CONFIRMED_DONATION_STATUSES, type DonationStatus } from './donation';

/** The note is plain text; a mail and a card on the donor's page hold this much comfortably. */
export const THANK_YOU_NOTE_MAX_LENGTH = 2_000;

/**
 * From day 1 on (the course runs) and after any end, cancelled ones included: before the course
 * starts, gifts still come in, and a note sent then would miss everyone who gives later.
 */
export const THANK_YOU_NOTE_STATES = [
  'active',
  'awaiting_test',
  'passed',
  'failed',
  'partial',
  'paid_out',
  'refunded',
  'cancelled',
] as const satisfies readonly CourseState[];

export function thankYouNoteOpen(state: CourseState): boolean {
  return (THANK_YOU_NOTE_STATES as readonly CourseState[]).includes(state);
}

/**
 * The gifts whose donors gave: money the provider confirmed, whether it is in the pot, on its
 * way back, refunded, paid out, or kept for the participant's next attempt.
 */
export const THANK_YOU_NOTE_DONATION_STATUSES = [
  ...CONFIRMED_DONATION_STATUSES,
  'kept',
  'carried',
] as const satisfies readonly DonationStatus[];

const gave = (status: DonationStatus) =>
  (THANK_YOU_NOTE_DONATION_STATUSES as readonly DonationStatus[]).includes(status);

export type ThankYouNoteProblem = 'empty' | 'too_long';

/** The note as stored: trimmed, with Windows line ends made plain. */
export function normaliseThankYouNote(text: string): string {
  return text.replaceAll('\r\n', '\n').trim();
}

/** Why a note cannot be sent as written, or null when it can (on the normalised text). */
export function thankYouNoteProblem(text: string): ThankYouNoteProblem | null {
  const note = normaliseThankYouNote(text);
  if (note.length === 0) return 'empty';
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  if ([...note].length > THANK_YOU_NOTE_MAX_LENGTH) return 'too_long';
  return null;
}

export type ThankYouDonation = {
  id: string;
  status: DonationStatus;
  /** Null once a supporter erased their account (D14): nobody to write to. */
  donorEmail: string | null;
  createdAt: Date;
};

/**
 * Everyone whose gift the provider confirmed, refunded or kept ones too (they gave), one mail per
 * address however many gifts it made: the newest gift of each address carries the mail (its
 * language and its "where my money went" link).
 */
export function thankYouRecipients<T extends ThankYouDonation>(donations: readonly T[]): T[] {
  const byAddress = new Map<string, T>();
  for (const donation of donations) {
    if (!gave(donation.status)) continue;
    const address = donation.donorEmail?.trim().toLowerCase();
    if (!address) continue;
    const kept = byAddress.get(address);
    if (!kept || kept.createdAt.getTime() < donation.createdAt.getTime()) {
      byAddress.set(address, donation);
    }
  }
  return [...byAddress.values()];
}

/** Whether a donor's page shows the note: only gifts that received it. */
export function showsThankYouNote(status: DonationStatus): boolean {
  return gave(status);
}
