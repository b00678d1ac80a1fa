// The photo of the result window (T3): stripped of metadata, stored privately, read by the
// server; a confident reading is final and records the course's outcome, anything else waits
// for an operator. Nothing moves money until the result is final: a failed / partial reading
// only once its dispute window has passed (@quit/domain/nicotine-test).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PresenceFlags, TestReading } from '@quit/contracts/testkit';
import { courses, testkits, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { strippedJpeg } from '../../platform/uploaded-image';
import { outcomeJobKey, scheduleOutcome, scheduleOutcomeAfterWindow } from './apply-outcome';
import {
  disputableUntil,
  disputeWindowEnd,
  isWaitOver,
  waitsForDisputeWindow,
} from '@quit/domain/nicotine-test';
import type { ServiceDeps } from '../../core/service-deps';
import { assertKitTestOpen, ownKit } from './participant-kits';
import { schedulePhotoDeletion } from './photo-retention';
import { linkRecordings, witnessTest } from './recordings';
import { checkPresence, storePresence } from './test-presence';
import { markSpotTestTaken, openSpotTest } from '../course/spot-tests';
import { drawsAudit, scheduleAuditDeadline } from './test-audit';
import { auditDueAt } from '@quit/domain/test-audit';
import type { PhotoReading } from './reading/read-photo';

/** The photo as JPEG with no metadata: JPEG, PNG or WebP only, its size checked before decoding. */
export async function strippedPhoto(image: string): Promise<Buffer> {
  const bytes = Buffer.from(image.replace(/^data:image\/(jpeg|png|webp);base64,/, ''), 'base64');
  return strippedJpeg(bytes);
}

export const photoKey = (testId: string) => `testkit-photos/${testId}.jpg`;

export async function submitTestPhoto(
  deps: ServiceDeps,
  userId: string,
  code: string,
  image: string,
  recordingId?: string,
  presence?: PresenceFlags,
): Promise<TestReading> {
  const kit = await ownKit(deps, userId, code);
  await assertKitTestOpen(deps, userId, kit);
  const now = deps.clock.now();
  if (!kit.startedAt || !isWaitOver(kit.startedAt, now)) {
    throw new AppError('TEST_WAIT_RUNNING');
  }
  // T5: no film of the collection and the wait, no photo (the kit stays unused); gaps: review.
  const witness = await witnessTest(
    deps,
    { id: kit.id, startedAt: kit.startedAt },
    recordingId,
    now,
  );
  const photo = await strippedPhoto(image);
  const { readPhoto } = await import('./reading/read-photo');
  const reading = await readPhoto(photo);
  // The photo must show this kit: another kit's code (or none read) goes to an operator.
  const wrongKit = reading.code !== null && reading.code !== kit.code;
  // T6: the kit's QR code and a face out of view too long, or no flags at all: an operator looks.
  const seen = checkPresence(presence);
  const decided =
    reading.result !== null && !reading.needsReview && !wrongKit && !witness.review && !seen.review;
  // T8: a share of the automatic passes waits for an operator's audit: no result, no outcome.
  const audited = decided && reading.result === 'passed' && drawsAudit(deps);
  const finalNow = decided && !audited;
  const testId = randomUUID();
  await deps.storage.put(photoKey(testId), photo, 'image/jpeg');
  const details: Record<string, unknown> = {
    ...readingDetails(reading),
    wrongKit,
    recording: { ...witness.recording, review: witness.review },
    presenceCheck: seen.details,
  };
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(testkits)
      .set({ state: 'used', usedAt: now })
      .where(and(eq(testkits.id, kit.id), eq(testkits.state, 'unused')))
      .returning({ id: testkits.id });
    if (!used) throw new AppError('TESTKIT_USED');
    // T7: a photo in an open spot-test window is that spot test's (kind 'spot'); C8: a
    // follow-up's kit makes the test that follow-up's (kind 'follow_up', record 0082).
    const spot = kit.followUpId ? null : await openSpotTest(tx, kit.courseId!, now, kit.startedAt);
    // T6: the flags are kept with the recording the app named, else with the reading.
    const kept = await storePresence(tx, kit.id, recordingId, presence);
    await tx.insert(testkitTests).values({
      id: testId,
      testkitId: kit.id,
      courseId: kit.courseId!,
      kind: kit.followUpId ? 'follow_up' : spot ? 'spot' : 'final',
      followUpId: kit.followUpId,
      photoKey: photoKey(testId),
      predicted: reading.result,
      confidence: reading.confidence,
      reading: presence && !kept ? { ...details, presence } : details,
      status: finalNow ? 'final' : audited ? 'audit' : 'review',
      result: finalNow ? reading.result : null,
      createdAt: now,
      finalAt: finalNow ? now : null,
      auditDueAt: audited ? auditDueAt(now) : null,
    });
    if (spot) await markSpotTestTaken(tx, spot.id, testId);
    await linkRecordings(tx, kit.id, testId);
    if (audited) await scheduleAuditDeadline(tx, testId, auditDueAt(now));
    if (finalNow) {
      await schedulePhotoDeletion(tx, testId, now);
      const windowEnd = disputeWindowEnd({
        status: 'final',
        result: reading.result,
        decidedBy: null,
        disputedAt: null,
        finalAt: now,
      });
      if (windowEnd && waitsForDisputeWindow(reading.result)) {
        // Recorded now; the refunds / partial payout wait for the dispute window (T3).
        await scheduleOutcomeAfterWindow(tx, testId, windowEnd);
      } else {
        await scheduleOutcome(tx, testId, now);
      }
    }
  });
  // The outcome's own job, at once: the answer shows the course moved (a failure is retried).
  if (finalNow) await deps.jobs.runKey(outcomeJobKey(testId));
  return myTestReading(deps, userId, testId);
}

function readingDetails(reading: PhotoReading): Record<string, unknown> {
  return {
    reason: reading.reason,
    code: reading.code,
    lines: reading.lines,
    pxPerMm: reading.pxPerMm,
    // T6: what the reader measured of the light, the sharpness and the window's view.
    quality: reading.quality,
  };
}

/** GET /api/testkit/predict?testId=: the state of one of my tests (after a reload, or review). */
export async function myTestReading(
  deps: ServiceDeps,
  userId: string,
  testId: string,
): Promise<TestReading> {
  const [row] = await deps.db
    .select({ test: testkitTests })
    .from(testkitTests)
    .innerJoin(courses, eq(courses.id, testkitTests.courseId))
    .where(and(eq(testkitTests.id, testId), eq(courses.participantId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  const { test } = row;
  return {
    testId: test.id,
    status: test.status,
    result: test.result,
    predicted: test.predicted,
    confidence: test.confidence,
    disputableUntil: disputableUntil(test, deps.clock.now())?.toISOString() ?? null,
  };
}
