// What a seminar shows a course (record 0069): the version the course keeps (a pin written when
// a newer one was published), else the newest published version, else the content as shipped
// (the seed's rows). Every participant-facing read of a seminar's texts and media goes through
// here; the rule itself is the domain's (`versionShown`).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import {
  versionShown,
  type SeminarVideoType,
  type VersionRef,
} from '@quit/domain/seminar-versions';
import type { Db } from '../../db/client';
import { courseSeminarPins, seminars, seminarTexts, seminarVersions } from '../../db/schema';
import type { Catalogue } from './catalogue';

type Reader = Pick<Db, 'select'>;

export type ShownText = {
  title: string;
  description: string;
  keyPoints: string[];
  captionsKey: string;
  captionsVersion: string;
};

export type ShownContent = {
  seminarId: string;
  day: number;
  slot: 'morning' | 'evening';
  /** The published version shown; null: as shipped. */
  versionId: VersionRef;
  videoKey: string;
  videoVersion: string;
  videoType: SeminarVideoType;
  durationSeconds: number;
  texts: Partial<Record<Language, ShownText>>;
};

/** The shown text in `language`, else the other language's (a seed may lack one). */
export function textIn(content: ShownContent, language: Language): ShownText {
  const text = content.texts[language] ?? content.texts.de ?? content.texts.en;
  if (!text) throw new Error(`seminar ${content.seminarId} has no texts`);
  return text;
}

/** The newest published version of each seminar named. */
export async function newestPublished(db: Reader, seminarIds: string[]) {
  const rows =
    seminarIds.length === 0
      ? []
      : await db
          .select()
          .from(seminarVersions)
          .where(
            and(
              inArray(seminarVersions.seminarId, seminarIds),
              eq(seminarVersions.state, 'published'),
            ),
          )
          .orderBy(desc(seminarVersions.number));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.seminarId)) newest.set(row.seminarId, row);
  return { newest, all: rows };
}

/**
 * The content each seminar shows: to `courseId`'s course, or (null) to a course starting now.
 * Seminars not found are missing from the map. `catalogue`: the seminars, texts and published
 * versions already read (catalogue.ts); without it they are read here.
 */
export async function contentShown(
  db: Reader,
  courseId: string | null,
  seminarIds: string[],
  catalogue?: Catalogue,
): Promise<Map<string, ShownContent>> {
  const shown = new Map<string, ShownContent>();
  if (seminarIds.length === 0) return shown;
  const { base, texts, published } = catalogue
    ? fromCatalogue(catalogue, seminarIds)
    : await readContent(db, seminarIds);
  const pins =
    courseId === null
      ? []
      : await db
          .select()
          .from(courseSeminarPins)
          .where(
            and(
              eq(courseSeminarPins.courseId, courseId),
              inArray(courseSeminarPins.seminarId, seminarIds),
            ),
          );
  for (const seminar of base) {
    const pin = pins.find((p) => p.seminarId === seminar.id);
    const ref = versionShown(pin, published.newest.get(seminar.id)?.id ?? null);
    const version = ref === null ? undefined : published.all.find((v) => v.id === ref);
    const common = { seminarId: seminar.id, day: seminar.day, slot: seminar.slot };
    if (version) {
      shown.set(seminar.id, {
        ...common,
        versionId: version.id,
        videoKey: version.videoKey,
        videoVersion: version.videoVersion,
        videoType: version.videoType,
        durationSeconds: version.durationSeconds,
        texts: version.texts,
      });
      continue;
    }
    shown.set(seminar.id, {
      ...common,
      versionId: null,
      videoKey: seminar.videoKey,
      videoVersion: seminar.videoVersion,
      videoType: 'video/mp4',
      durationSeconds: seminar.durationSeconds,
      texts: Object.fromEntries(
        texts.filter((t) => t.seminarId === seminar.id).map((t) => [t.language, t]),
      ),
    });
  }
  return shown;
}

async function readContent(db: Reader, seminarIds: string[]) {
  // One after another: `db` may be a transaction's single connection (the editor's).
  const base = await db.select().from(seminars).where(inArray(seminars.id, seminarIds));
  const texts = await db
    .select()
    .from(seminarTexts)
    .where(inArray(seminarTexts.seminarId, seminarIds));
  return { base, texts, published: await newestPublished(db, seminarIds) };
}

function fromCatalogue(catalogue: Catalogue, seminarIds: string[]) {
  const named = new Set(seminarIds);
  const all = catalogue.published.filter((v) => named.has(v.seminarId));
  const newest = new Map<string, (typeof all)[number]>();
  for (const row of all) if (!newest.has(row.seminarId)) newest.set(row.seminarId, row);
  return {
    base: seminarIds.flatMap((id) => catalogue.seminars.get(id) ?? []),
    texts: catalogue.texts.filter((t) => named.has(t.seminarId)),
    published: { newest, all },
  };
}
