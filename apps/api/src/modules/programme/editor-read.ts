// The operators' view of the programme (record 0069): every seminar with where its edits stand,
// and one seminar's published content, draft and versions, with preview URLs of its media.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminProgramme, AdminSeminar, SeminarContent } from '@quit/contracts/admin-programme';
import { LANGUAGES } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import {
  courseSeminarPins,
  seminars,
  seminarTodos,
  seminarVersions,
  type SeminarVersionText,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { contentShown, newestPublished, type ShownContent } from './seminar-content';

type Reader = Pick<Db, 'select'>;

/** The operators' preview URL of a media file (drafts included; see editor-routes.ts). */
export const previewUrl = (key: string, version: string) =>
  `/api/admin/programme/media/${key}?v=${encodeURIComponent(version)}`;

const slotOrder = (slot: 'morning' | 'evening') => (slot === 'morning' ? 0 : 1);

export async function adminProgramme(db: Reader): Promise<AdminProgramme> {
  const rows = await db.select().from(seminars).orderBy(asc(seminars.day));
  rows.sort((a, b) => a.day - b.day || slotOrder(a.slot) - slotOrder(b.slot));
  const ids = rows.map((r) => r.id);
  const [shown, published, drafts] = await Promise.all([
    contentShown(db, null, ids),
    newestPublished(db, ids),
    db
      .select({ seminarId: seminarVersions.seminarId })
      .from(seminarVersions)
      .where(eq(seminarVersions.state, 'draft')),
  ]);
  return {
    seminars: rows.map((row) => {
      const content = shown.get(row.id);
      const title = (language: 'de' | 'en') => content?.texts[language]?.title ?? '';
      return {
        id: row.id,
        day: row.day,
        slot: row.slot,
        title: { de: title('de'), en: title('en') },
        publishedNumber: published.newest.get(row.id)?.number ?? null,
        hasDraft: drafts.some((d) => d.seminarId === row.id),
      };
    }),
  };
}

/** The to-dos of the content as shipped, per language (paired by position). */
async function seededTodos(db: Reader, seminarId: string) {
  const rows = await db
    .select({ text: seminarTodos.text })
    .from(seminarTodos)
    .where(and(eq(seminarTodos.seminarId, seminarId), isNull(seminarTodos.versionId)))
    .orderBy(asc(seminarTodos.position));
  return { de: rows.map((r) => r.text.de), en: rows.map((r) => r.text.en) };
}

/** The content a course starting now shows, with its to-dos, as a draft would begin. */
export async function publishedTexts(
  db: Reader,
  content: ShownContent,
): Promise<Record<'de' | 'en', SeminarVersionText>> {
  if (content.versionId !== null) {
    const [version] = await db
      .select({ texts: seminarVersions.texts })
      .from(seminarVersions)
      .where(eq(seminarVersions.id, content.versionId));
    if (version) return version.texts;
  }
  const todos = await seededTodos(db, content.seminarId);
  const entries = LANGUAGES.map((language) => {
    const text = content.texts[language] ?? content.texts.de ?? content.texts.en;
    if (!text) throw new Error(`seminar ${content.seminarId} has no texts`);
    const { title, description, keyPoints, captionsKey, captionsVersion } = text;
    const own = { title, description, keyPoints, captionsKey, captionsVersion };
    return [language, { ...own, todos: todos[language] }] as const;
  });
  return Object.fromEntries(entries) as Record<'de' | 'en', SeminarVersionText>;
}

function toContract(
  content: {
    videoKey: string;
    videoVersion: string;
    videoType: 'video/mp4' | 'video/webm';
    durationSeconds: number;
  },
  texts: Record<'de' | 'en', SeminarVersionText>,
): SeminarContent {
  const text = (t: SeminarVersionText) => ({
    title: t.title,
    description: t.description,
    keyPoints: t.keyPoints,
    todos: t.todos,
    captionsUrl: previewUrl(t.captionsKey, t.captionsVersion),
  });
  return {
    videoUrl: previewUrl(content.videoKey, content.videoVersion),
    videoType: content.videoType,
    durationSeconds: content.durationSeconds,
    texts: { de: text(texts.de), en: text(texts.en) },
  };
}

export async function adminSeminar(db: Reader, seminarId: string): Promise<AdminSeminar> {
  const content = (await contentShown(db, null, [seminarId])).get(seminarId);
  if (!content) throw new AppError('NOT_FOUND', { detail: `seminar ${seminarId}` });
  const [versions, [draft], [pinned]] = await Promise.all([
    db
      .select()
      .from(seminarVersions)
      .where(and(eq(seminarVersions.seminarId, seminarId), eq(seminarVersions.state, 'published')))
      .orderBy(asc(seminarVersions.number)),
    db
      .select()
      .from(seminarVersions)
      .where(and(eq(seminarVersions.seminarId, seminarId), eq(seminarVersions.state, 'draft'))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseSeminarPins)
      .where(
        and(
          eq(courseSeminarPins.seminarId, seminarId),
          sql`${courseSeminarPins.versionId} is distinct from ${content.versionId}`,
        ),
      ),
  ]);
  const newest = versions.at(-1);
  return {
    id: seminarId,
    day: content.day,
    slot: content.slot,
    published: {
      ...toContract(content, await publishedTexts(db, content)),
      number: newest?.number ?? null,
    },
    draft: draft
      ? { ...toContract(draft, draft.texts), updatedAt: draft.updatedAt.toISOString() }
      : null,
    versions: versions.map((v) => ({
      number: v.number ?? 0,
      publishedAt: (v.publishedAt ?? v.updatedAt).toISOString(),
      appliedToRunning: v.appliedToRunning,
    })),
    coursesOnOlderVersions: pinned?.n ?? 0,
  };
}
