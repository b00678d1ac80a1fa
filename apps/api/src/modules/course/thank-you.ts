// A8: the participant's one thank-you note per course (record 0078). Sending stores the note
// and queues one mail job per supporter in the same transaction; the note's primary key is the
// course, so a double click, a retried request or two requests at once store and queue it once.
import { and, eq, inArray } from 'drizzle-orm';
import type { ThankYouNoteState } from '@quit/contracts/thank-you-note';
import {
  normaliseThankYouNote,
  THANK_YOU_NOTE_DONATION_STATUSES,
  THANK_YOU_NOTE_MAX_LENGTH,
  thankYouNoteOpen,
  thankYouNoteProblem,
  thankYouRecipients,
} from '@quit/domain/thank-you-note';
import type { Db } from '../../db/client';
import { courses, donations, thankYouNotes } from '../../db/schema';
import { enqueueJobs } from '../../platform/jobs';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { thankYouNoteJob } from './thank-you-mail';

type Note = typeof thankYouNotes.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The caller's own course, or not found: another participant's course is never confirmed. */
async function ownCourse(db: Reader, participantId: string, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, state: courses.state })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.participantId, participantId)));
  if (!course) throw new AppError('NOT_FOUND', { detail: 'no such course of the caller' });
  return course;
}

async function noteOf(db: Reader, courseId: string): Promise<Note | undefined> {
  const [note] = await db.select().from(thankYouNotes).where(eq(thankYouNotes.courseId, courseId));
  return note;
}

async function recipientsOf(db: Reader, courseId: string) {
  const gifts = await db
    .select({
      id: donations.id,
      status: donations.status,
      donorEmail: donations.donorEmail,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(
      and(
        eq(donations.courseId, courseId),
        inArray(donations.status, THANK_YOU_NOTE_DONATION_STATUSES),
      ),
    );
  return thankYouRecipients(gifts);
}

function stateOf(open: boolean, recipients: number, note: Note | undefined): ThankYouNoteState {
  return {
    open,
    recipients: note ? note.recipients : recipients,
    note: note ? { text: note.text, sentAt: note.sentAt.toISOString() } : null,
  };
}

export async function thankYouNoteState(
  deps: ServiceDeps,
  participantId: string,
  courseId: string,
): Promise<ThankYouNoteState> {
  const course = await ownCourse(deps.db, participantId, courseId);
  const note = await noteOf(deps.db, courseId);
  const recipients = note ? 0 : (await recipientsOf(deps.db, courseId)).length;
  return stateOf(thankYouNoteOpen(course.state), recipients, note);
}

/** The same text sent again (a retry) answers the note as it is; another text is refused. */
function alreadySent(note: Note, text: string, open: boolean): ThankYouNoteState {
  if (note.text !== text) throw new AppError('THANK_YOU_NOTE_SENT');
  return stateOf(open, note.recipients, note);
}

export async function sendThankYouNote(
  deps: ServiceDeps,
  participantId: string,
  courseId: string,
  written: string,
): Promise<ThankYouNoteState> {
  const course = await ownCourse(deps.db, participantId, courseId);
  const open = thankYouNoteOpen(course.state);
  const text = normaliseThankYouNote(written);
  const earlier = await noteOf(deps.db, courseId);
  if (earlier) return alreadySent(earlier, text, open);
  const problem = thankYouNoteProblem(text);
  if (problem === 'empty') throw new AppError('THANK_YOU_NOTE_EMPTY', { fields: ['text'] });
  if (problem === 'too_long') {
    throw new AppError('THANK_YOU_NOTE_TOO_LONG', {
      fields: ['text'],
      params: { max: THANK_YOU_NOTE_MAX_LENGTH },
    });
  }
  if (!open) throw new AppError('THANK_YOU_NOTE_NOT_YET');

  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const recipients = await recipientsOf(tx, courseId);
    if (recipients.length === 0) throw new AppError('THANK_YOU_NOTE_NO_SUPPORTERS');
    const [stored] = await tx
      .insert(thankYouNotes)
      .values({ courseId, participantId, text, recipients: recipients.length, sentAt: now })
      .onConflictDoNothing()
      .returning();
    // A request at the same moment stored its note first: this one waited and found it.
    if (!stored) {
      const other = await noteOf(tx, courseId);
      if (!other) throw new AppError('THANK_YOU_NOTE_SENT');
      return alreadySent(other, text, open);
    }
    await enqueueJobs(
      tx,
      recipients.map((donation) => thankYouNoteJob({ courseId, donationId: donation.id }, now)),
    );
    return stateOf(open, recipients.length, stored);
  });
}
