// The operators' edits of a seminar (record 0069): a draft made from what a course starting now
// shows, its texts, video and captions replaced one at a time (each checked before anything is
// stored), then published as a new version, which running courses see only when it is applied
// to all as a correction. The routes write the audit rows.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { SeminarTextsRequest } from '@quit/contracts/admin-programme';
import type { Language } from '@quit/domain/constants';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import {
  draftProblems,
  keepsItsVersion,
  PINNED_COURSE_STATES,
  publishEffect,
  type SeminarVideoType,
} from '@quit/domain/seminar-versions';
import { isVideoContainer } from '@quit/domain/test-recording';
import { webVttProblem } from '@quit/domain/webvtt';
import type { Tx } from '../../db/client';
import {
  courses,
  courseSeminarPins,
  profiles,
  seminars,
  seminarTodos,
  seminarVersions,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ProgrammeDeps } from './deps';
import { publishedTexts } from './editor-read';
import { contentShown, newestPublished } from './seminar-content';

const EDITS_FOLDER = 'seminars/edits';

const contentVersion = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 16);

type Draft = typeof seminarVersions.$inferSelect;
export type EditedSeminar = { seminarId: string; day: number; slot: 'morning' | 'evening' };

/** Locks the seminar (edits of one seminar run one at a time) and returns its draft, made now if needed. */
async function lockedDraft(
  tx: Tx,
  seminarId: string,
  operatorId: string,
  now: Date,
): Promise<{ draft: Draft; seminar: EditedSeminar }> {
  const [seminar] = await tx
    .select()
    .from(seminars)
    .where(eq(seminars.id, seminarId))
    .for('update');
  if (!seminar) throw new AppError('NOT_FOUND', { detail: `seminar ${seminarId}` });
  const edited = { seminarId, day: seminar.day, slot: seminar.slot };
  const [existing] = await tx
    .select()
    .from(seminarVersions)
    .where(and(eq(seminarVersions.seminarId, seminarId), eq(seminarVersions.state, 'draft')));
  if (existing) return { draft: existing, seminar: edited };
  const content = (await contentShown(tx, null, [seminarId])).get(seminarId);
  if (!content) throw new AppError('NOT_FOUND', { detail: `seminar ${seminarId}` });
  const [draft] = await tx
    .insert(seminarVersions)
    .values({
      seminarId,
      videoKey: content.videoKey,
      videoVersion: content.videoVersion,
      videoType: content.videoType,
      durationSeconds: content.durationSeconds,
      texts: await publishedTexts(tx, content),
      createdBy: operatorId,
      updatedAt: now,
    })
    .returning();
  if (!draft) throw new Error('draft insert returned nothing');
  return { draft, seminar: edited };
}

type Editor = { operatorId: string };

export async function editDraftTexts(
  deps: ProgrammeDeps,
  editor: Editor,
  seminarId: string,
  language: Language,
  texts: SeminarTextsRequest,
): Promise<EditedSeminar> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { draft, seminar } = await lockedDraft(tx, seminarId, editor.operatorId, now);
    const next = { ...draft.texts, [language]: { ...draft.texts[language], ...texts } };
    await tx
      .update(seminarVersions)
      .set({ texts: next, updatedAt: now })
      .where(eq(seminarVersions.id, draft.id));
    return seminar;
  });
}

/** A file a draft uploaded and no published version uses: removed once the draft lets go of it. */
async function dropUnusedUpload(deps: ProgrammeDeps, key: string): Promise<void> {
  if (!key.startsWith(`${EDITS_FOLDER}/`)) return;
  const [used] = await deps.db
    .select({ id: seminarVersions.id })
    .from(seminarVersions)
    .where(
      sql`${seminarVersions.videoKey} = ${key} or ${seminarVersions.texts} -> 'de' ->> 'captionsKey' = ${key} or ${seminarVersions.texts} -> 'en' ->> 'captionsKey' = ${key}`,
    )
    .limit(1);
  if (!used) await deps.storage.delete(key);
}

export async function replaceDraftVideo(
  deps: ProgrammeDeps,
  editor: Editor,
  seminarId: string,
  video: { bytes: Buffer; contentType: SeminarVideoType; durationSeconds: number },
): Promise<EditedSeminar> {
  if (!isVideoContainer(video.contentType, video.bytes.subarray(0, 12))) {
    throw new AppError('INVALID_VIDEO', { detail: `not a ${video.contentType} file` });
  }
  const extension = video.contentType === 'video/webm' ? 'webm' : 'mp4';
  const key = `${EDITS_FOLDER}/${randomUUID()}.${extension}`;
  await deps.storage.put(key, video.bytes, video.contentType);
  const now = deps.clock.now();
  const { seminar, previous } = await deps.db.transaction(async (tx) => {
    const { draft, seminar } = await lockedDraft(tx, seminarId, editor.operatorId, now);
    await tx
      .update(seminarVersions)
      .set({
        videoKey: key,
        videoVersion: contentVersion(video.bytes),
        videoType: video.contentType,
        durationSeconds: video.durationSeconds,
        updatedAt: now,
      })
      .where(eq(seminarVersions.id, draft.id));
    return { seminar, previous: draft.videoKey };
  });
  await dropUnusedUpload(deps, previous);
  return seminar;
}

export async function replaceDraftCaptions(
  deps: ProgrammeDeps,
  editor: Editor,
  seminarId: string,
  language: Language,
  text: string,
): Promise<EditedSeminar> {
  const problem = webVttProblem(text);
  if (problem) {
    const line = 'line' in problem ? problem.line : 1;
    throw new AppError('INVALID_CAPTIONS', { detail: problem.kind, params: { line } });
  }
  const key = `${EDITS_FOLDER}/${randomUUID()}.${language}.vtt`;
  await deps.storage.put(key, Buffer.from(text), 'text/vtt; charset=utf-8');
  const now = deps.clock.now();
  const { seminar, previous } = await deps.db.transaction(async (tx) => {
    const { draft, seminar } = await lockedDraft(tx, seminarId, editor.operatorId, now);
    const own = {
      ...draft.texts[language],
      captionsKey: key,
      captionsVersion: contentVersion(text),
    };
    await tx
      .update(seminarVersions)
      .set({ texts: { ...draft.texts, [language]: own }, updatedAt: now })
      .where(eq(seminarVersions.id, draft.id));
    return { seminar, previous: draft.texts[language].captionsKey };
  });
  await dropUnusedUpload(deps, previous);
  return seminar;
}

/** Started, running courses without a pin for this seminar: they keep what they show now. */
async function pinStartedCourses(tx: Tx, seminarId: string, keep: string | null, now: Date) {
  // A day's margin for the time zones ahead of UTC; each course's own zone decides below.
  const candidates = await tx
    .select({
      id: courses.id,
      state: courses.state,
      startDate: courses.startDate,
      timeZone: profiles.timeZone,
    })
    .from(courses)
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .leftJoin(
      courseSeminarPins,
      and(eq(courseSeminarPins.courseId, courses.id), eq(courseSeminarPins.seminarId, seminarId)),
    )
    .where(
      and(
        inArray(courses.state, [...PINNED_COURSE_STATES]),
        lte(courses.startDate, addDays(dateInTimeZone(now, 'UTC'), 1)),
        sql`${courseSeminarPins.courseId} is null`,
      ),
    );
  const started = candidates.filter((c) =>
    keepsItsVersion(c, dateInTimeZone(now, timeZoneOf(c.timeZone))),
  );
  if (started.length > 0) {
    await tx
      .insert(courseSeminarPins)
      .values(started.map((c) => ({ courseId: c.id, seminarId, versionId: keep })))
      .onConflictDoNothing();
  }
}

/** A correction: each course's ticked to-dos carry over to the new version's, by position. */
async function carryTicksOver(tx: Tx, seminarId: string, versionId: string) {
  await tx.execute(sql`
    insert into course_todo_ticks (course_id, todo_id, ticked_at)
    select distinct on (t.course_id, n.id) t.course_id, n.id, t.ticked_at
    from course_todo_ticks t
    join seminar_todos o on o.id = t.todo_id
    join seminar_todos n on n.seminar_id = o.seminar_id and n.position = o.position
      and n.version_id = ${versionId}
    where o.seminar_id = ${seminarId} and o.id <> n.id
    order by t.course_id, n.id, t.ticked_at
    on conflict do nothing`);
}

export type Published = EditedSeminar & {
  number: number;
  appliedToRunning: boolean;
  coursesKeepingTheirVersion: number;
};

export async function publishDraft(
  deps: ProgrammeDeps,
  editor: Editor,
  seminarId: string,
  applyToRunning: boolean,
): Promise<Published> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [seminar] = await tx
      .select()
      .from(seminars)
      .where(eq(seminars.id, seminarId))
      .for('update');
    if (!seminar) throw new AppError('NOT_FOUND', { detail: `seminar ${seminarId}` });
    const [draft] = await tx
      .select()
      .from(seminarVersions)
      .where(and(eq(seminarVersions.seminarId, seminarId), eq(seminarVersions.state, 'draft')));
    if (!draft) throw new AppError('NOT_FOUND', { detail: 'no draft to publish' });
    const problems = draftProblems(draft.texts);
    if (problems.length > 0) throw new AppError('DRAFT_INCOMPLETE', { fields: problems });
    const previous = (await newestPublished(tx, [seminarId])).newest.get(seminarId);
    const [numbers] = await tx
      .select({ n: max(seminarVersions.number) })
      .from(seminarVersions)
      .where(eq(seminarVersions.seminarId, seminarId));
    const number = (numbers?.n ?? 0) + 1;
    const effect = publishEffect(applyToRunning, previous?.id ?? null);
    if (effect.kind === 'pin-started') await pinStartedCourses(tx, seminarId, effect.keep, now);
    await tx
      .update(seminarVersions)
      .set({
        state: 'published',
        number,
        appliedToRunning: applyToRunning,
        publishedBy: editor.operatorId,
        publishedAt: now,
        updatedAt: now,
      })
      .where(eq(seminarVersions.id, draft.id));
    await tx.insert(seminarTodos).values(
      draft.texts.de.todos.map((de, position) => ({
        seminarId,
        versionId: draft.id,
        position,
        text: { de, en: draft.texts.en.todos[position] ?? de },
      })),
    );
    if (effect.kind === 'unpin-all') {
      await carryTicksOver(tx, seminarId, draft.id);
      await tx.delete(courseSeminarPins).where(eq(courseSeminarPins.seminarId, seminarId));
    }
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(courseSeminarPins)
      .where(eq(courseSeminarPins.seminarId, seminarId));
    return {
      seminarId,
      day: seminar.day,
      slot: seminar.slot,
      number,
      appliedToRunning: applyToRunning,
      coursesKeepingTheirVersion: kept?.n ?? 0,
    };
  });
}

/** Throws the draft away; its uploads no version uses are removed from storage. */
export async function discardDraft(deps: ProgrammeDeps, seminarId: string): Promise<EditedSeminar> {
  const [seminar] = await deps.db.select().from(seminars).where(eq(seminars.id, seminarId));
  if (!seminar) throw new AppError('NOT_FOUND', { detail: `seminar ${seminarId}` });
  const [draft] = await deps.db
    .delete(seminarVersions)
    .where(and(eq(seminarVersions.seminarId, seminarId), eq(seminarVersions.state, 'draft')))
    .returning();
  if (!draft) throw new AppError('NOT_FOUND', { detail: 'no draft' });
  for (const key of [draft.videoKey, draft.texts.de.captionsKey, draft.texts.en.captionsKey]) {
    await dropUnusedUpload(deps, key);
  }
  return { seminarId, day: seminar.day, slot: seminar.slot };
}
