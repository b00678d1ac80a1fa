// T5: what the server does with a test's recordings beyond receiving them: the photo's check
// that they witnessed the test, the link to the test once its photo came, and streaming a file
// to its participant or to an operator (every operator view audited).
import type { FastifyReply } from 'fastify';
import { and, asc, eq, ne } from 'drizzle-orm';
import { recordingCoverage, type RecordingGap } from '@quit/domain/test-recording';
import { testkitTests, testRecordings, courses } from '../../db/schema';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { sharedSecret } from '../../platform/auth/secret';
import { verifySignedLinkToken } from '../../platform/signed-link';
import { RECORDING_LINK_PURPOSE, RECORDING_LINK_SECRET } from '../account/recording-links';
import { AppError } from '../../platform/errors';
import { resolveRange } from '../../platform/http-range';
import type { ServiceDeps } from '../../core/service-deps';

type Recording = typeof testRecordings.$inferSelect;

/** What the photo's check found: the reason for review (with the gaps listed), or none. */
export type Witness = { review: boolean; recording: Record<string, unknown> };

/**
 * T5 at the photo: the kit's recordings (one, or several after a reload) must have filmed the
 * collection and the wait up to now. Nothing filmed: RECORDING_REQUIRED; the collection or
 * most of the wait unfilmed: RECORDING_INCOMPLETE. Both change nothing (the kit stays unused).
 * Filmed with silences over the tolerance: accepted, and the test goes to review.
 */
export async function witnessTest(
  deps: ServiceDeps,
  kit: { id: string; startedAt: Date },
  recordingId: string | undefined,
  photoAt: Date,
): Promise<Witness> {
  const rows = await deps.db
    .select()
    .from(testRecordings)
    .where(and(eq(testRecordings.testkitId, kit.id), ne(testRecordings.state, 'deleted')))
    .orderBy(asc(testRecordings.createdAt));
  // The app names the recording it filmed the photo with: it must be one of this kit's.
  if (recordingId !== undefined && !rows.some((row) => row.id === recordingId)) {
    throw new AppError('RECORDING_REQUIRED', { detail: `recording ${recordingId} not this kit's` });
  }
  const coverage = recordingCoverage({ recordings: rows, waitStartedAt: kit.startedAt, photoAt });
  if (coverage.verdict === 'none') throw new AppError('RECORDING_REQUIRED');
  if (coverage.verdict === 'incomplete') {
    throw new AppError('RECORDING_INCOMPLETE', {
      detail: `wait share ${coverage.waitShare.toFixed(2)}, collection ${coverage.collectionFilmed}`,
    });
  }
  return {
    review: coverage.verdict === 'gaps',
    recording: {
      ids: rows.map((row) => row.id),
      waitShare: Number(coverage.waitShare.toFixed(3)),
      gaps: coverage.gaps.map((gap: RecordingGap) => ({
        from: gap.from.toISOString(),
        to: gap.to.toISOString(),
        seconds: Math.round((gap.to.getTime() - gap.from.getTime()) / 1000),
      })),
    },
  };
}

/** In the photo's transaction: the kit's recordings witnessed this test. */
export async function linkRecordings(tx: Pick<Db, 'update'>, kitId: string, testId: string) {
  await tx
    .update(testRecordings)
    .set({ testId })
    .where(and(eq(testRecordings.testkitId, kitId), ne(testRecordings.state, 'deleted')));
}

/** The caller's own recording (another person's is not found). */
export async function ownRecording(
  deps: ServiceDeps,
  userId: string,
  id: string,
): Promise<Recording> {
  const [row] = await deps.db
    .select()
    .from(testRecordings)
    .where(and(eq(testRecordings.id, id), eq(testRecordings.participantId, userId)));
  if (!row || row.state === 'deleted' || !row.storageKey) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A test's recording for an operator: the one named, else the first (it filmed the collection).
 * Every view is written to the audit log, on the participant's page too.
 */
export async function operatorRecording(
  deps: ServiceDeps,
  viewer: { operatorId: string; ip: string },
  testId: string,
  recordingId: string | undefined,
): Promise<Recording> {
  const rows = await deps.db
    .select({ recording: testRecordings, participantId: courses.participantId })
    .from(testRecordings)
    .innerJoin(testkitTests, eq(testkitTests.id, testRecordings.testId))
    .innerJoin(courses, eq(courses.id, testkitTests.courseId))
    .where(
      and(
        eq(testRecordings.testId, testId),
        ne(testRecordings.state, 'deleted'),
        ...(recordingId ? [eq(testRecordings.id, recordingId)] : []),
      ),
    )
    .orderBy(asc(testRecordings.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row?.recording.storageKey) throw new AppError('NOT_FOUND');
  await recordAudit(deps.db, {
    type: 'admin_recording_viewed',
    userId: viewer.operatorId,
    ip: viewer.ip,
    detail: { targetId: row.participantId, testId, recordingId: row.recording.id },
  });
  return row.recording;
}

/**
 * A recording behind a download link of the participant's data export, signed for a day by the
 * clock of sessions and links (`now`), like the export itself.
 */
export async function exportedRecording(
  deps: ServiceDeps,
  id: string,
  token: string,
  now: Date,
): Promise<Recording> {
  const secret = await sharedSecret(deps.db, RECORDING_LINK_SECRET);
  if (!verifySignedLinkToken(secret, RECORDING_LINK_PURPOSE, id, token, now)) {
    throw new AppError('NOT_FOUND');
  }
  const [row] = await deps.db.select().from(testRecordings).where(eq(testRecordings.id, id));
  if (!row || row.state === 'deleted' || !row.storageKey) throw new AppError('NOT_FOUND');
  return row;
}

/** Streams a recording's file, one byte range at a time when asked (a player seeks). */
export async function sendRecording(
  deps: ServiceDeps,
  reply: FastifyReply,
  recording: Recording,
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  const key = recording.storageKey!;
  const object = await deps.storage.head(key);
  if (!object || object.size === 0) throw new AppError('NOT_FOUND', { detail: `recording ${key}` });
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(recording.mimeType);
  const range = resolveRange(rangeHeader, object.size);
  if (range.kind === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${object.size}`).send('');
  }
  const slice = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  const stream = await deps.storage.get(key, slice);
  if (!stream) throw new AppError('NOT_FOUND', { detail: `recording ${key} vanished` });
  if (slice) {
    reply
      .status(206)
      .header('content-range', `bytes ${slice.start}-${slice.end}/${object.size}`)
      .header('content-length', slice.end - slice.start + 1);
  } else {
    reply.status(200).header('content-length', object.size);
  }
  return reply.send(stream);
}
