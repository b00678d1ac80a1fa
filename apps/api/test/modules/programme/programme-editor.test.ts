// Issue 30, item 1 (record 0069): the operator edits the programme. A draft takes texts, a video
// and captions (each checked; a refusal changes nothing), is published, and is audited; a
// course that started before keeps the version it had unless the operator applies a correction
// to all; a course starting afterwards shows the new one; the seed never overwrites an edit.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSeminar } from '@quit/contracts/admin-programme';
import type { Seminar } from '@quit/contracts/programme';
import { auditEvents, seminarVersions } from '../../../src/db/schema';
import type { AuditEventType } from '../../../src/platform/audit';
import { manualClock } from '../../../src/platform/clock';
import { seedProgramme } from '../../../src/modules/programme/seed-programme';
import { signedInAdmin } from '../../support/admin-helpers';
import { newParticipant } from '../../support/money';
import { fixtureProgramme, participantOnDay, seedFixture } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const TODAY = '2026-11-22';
let t: TestApp;
let storageDir = '';
let admin: { userId: string; cookie: string };
let seminarId = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-editor-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { calendar: clock });
  await seedFixture(t.app);
  admin = await signedInAdmin(t.app, t.database.db);
  const list = await call('GET', '/api/admin/programme/seminars', admin.cookie);
  seminarId = (list.json().seminars as Array<{ id: string; day: number; slot: string }>).find(
    (s) => s.day === 1 && s.slot === 'morning',
  )!.id;
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

const draftUrl = () => `/api/admin/programme/seminars/${seminarId}/draft`;
const webm = (size: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size, 7)]);
const uploadVideo = (bytes: Buffer, type = 'video/webm', cookie = admin.cookie, language = 'en') =>
  call('PUT', `${draftUrl()}/video?durationSeconds=42`, cookie, bytes as unknown, {
    'content-type': type,
    'x-language': language,
  });
const CAPTIONS_EN = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nA new beginning\n';
const CAPTIONS_DE = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nEin neuer Anfang\n';
const texts = (title: string, todos = ['New task']) => ({
  title,
  description: `${title}: described`,
  keyPoints: ['One', 'Two'],
  todos,
});

async function dayOne(cookie: string, language = 'en'): Promise<Seminar> {
  const day = await t.app.inject({
    url: '/api/resource/day/1',
    headers: { cookie, 'x-language': language },
  });
  expect(day.statusCode).toBe(200);
  return (day.json().seminars as Seminar[]).find((s) => s.slot === 'morning')!;
}

async function eventsOf(type: AuditEventType) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.userId, admin.userId)))
    .orderBy(desc(auditEvents.id));
}

const drafts = async () =>
  t.database.db.select().from(seminarVersions).where(eq(seminarVersions.state, 'draft'));

describe('the programme editor (issue 30, item 1)', () => {
  it('refuses people who are not operators', async () => {
    const participant = await newParticipant(t.app);
    const signedOut = await call('GET', '/api/admin/programme/seminars', undefined);
    expect(signedOut.statusCode).toBe(401);
    const refused = await call('GET', '/api/admin/programme/seminars', participant.cookie);
    expect(refused.statusCode).toBe(403);
    const put = await call('PUT', `${draftUrl()}/texts/en`, participant.cookie, texts('Mine'));
    expect(put.statusCode).toBe(403);
    const video = await uploadVideo(webm(100), 'video/webm', participant.cookie);
    expect(video.statusCode).toBe(403);
    expect(await drafts()).toEqual([]);
  });

  it('refuses bad captions, videos and texts in the caller’s language, and changes nothing', async () => {
    const before = await eventsOf('admin_seminar_edited');
    const noHeader = await call('PUT', `${draftUrl()}/captions/en`, admin.cookie, {
      text: '00:00:00.000 --> 00:00:01.000\nHello',
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ code: 'INVALID_CAPTIONS' });
    expect(noHeader.json().message).toContain('(line 1)');
    const backwards = await call(
      'PUT',
      `${draftUrl()}/captions/de`,
      admin.cookie,
      { text: 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nHallo' },
      { 'x-language': 'de' },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(
      'Die Untertitel sind kein gültiges WebVTT (Zeile 3)',
    );

    const notVideo = await uploadVideo(Buffer.from('<svg>not a video</svg>'), 'video/mp4');
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json()).toMatchObject({ code: 'INVALID_VIDEO' });
    expect(notVideo.json().message).toContain('MP4 or WebM');
    const german = await uploadVideo(webm(100), 'video/quicktime', admin.cookie, 'de');
    expect([400, 415]).toContain(german.statusCode);
    expect(german.json().message).not.toMatch(/^The /);
    const webmAsMp4 = await uploadVideo(webm(100), 'video/mp4', admin.cookie, 'de');
    expect(webmAsMp4.statusCode).toBe(400);
    expect(webmAsMp4.json().message).toContain('MP4- oder WebM-Datei');

    const nul = await call('PUT', `${draftUrl()}/texts/en`, admin.cookie, texts('Bad\u0000title'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_DATA' });

    expect(await drafts()).toEqual([]);
    expect(await eventsOf('admin_seminar_edited')).toHaveLength(before.length);
  });

  it('publishes a new video, captions and texts: a course that started before keeps the old', async () => {
    const earlier = await participantOnDay(t.app, t.database.db, TODAY, 2);
    const old = await dayOne(earlier.cookie);
    expect(old.title).toBe('Day 1 morning');

    expect(
      (await call('PUT', `${draftUrl()}/texts/en`, admin.cookie, texts('Fresh start'))).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'PUT',
          `${draftUrl()}/texts/de`,
          admin.cookie,
          texts('Neuer Anfang', ['Neue Aufgabe']),
        )
      ).statusCode,
    ).toBe(200);
    const video = await uploadVideo(webm(3000));
    expect(video.statusCode).toBe(200);
    const en = await call('PUT', `${draftUrl()}/captions/en`, admin.cookie, { text: CAPTIONS_EN });
    expect(en.statusCode).toBe(200);
    const de = await call('PUT', `${draftUrl()}/captions/de`, admin.cookie, { text: CAPTIONS_DE });
    const draft = de.json<AdminSeminar>().draft!;
    expect(draft).toMatchObject({ videoType: 'video/webm', durationSeconds: 42 });
    expect(draft.texts.en).toMatchObject({ title: 'Fresh start', todos: ['New task'] });
    // Until it is published, participants see the old seminar; the preview serves the draft.
    expect((await dayOne(earlier.cookie)).title).toBe('Day 1 morning');
    const preview = await call('GET', draft.videoUrl, admin.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('video/webm');
    const draftCaptions = await call('GET', draft.texts.de.captionsUrl, admin.cookie);
    expect(draftCaptions.body).toBe(CAPTIONS_DE.trim());
    const draftMediaPath = draft.videoUrl.replace('/api/admin/programme/media/', '/api/media/');
    expect((await call('GET', draftMediaPath, earlier.cookie)).statusCode).toBe(404);

    const published = await call('POST', `${draftUrl()}/publish`, admin.cookie, {
      applyToRunning: false,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ number: 1, appliedToRunning: false });
    expect(published.json().coursesKeepingTheirVersion).toBeGreaterThanOrEqual(1);
    const [row] = await eventsOf('admin_seminar_published');
    expect(row?.detail).toMatchObject({ seminarId, day: 1, slot: 'morning', number: 1 });
    const edits = (await eventsOf('admin_seminar_edited')).map((e) => e.detail);
    expect(edits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seminarId, part: 'video', contentType: 'video/webm' }),
        expect.objectContaining({ seminarId, part: 'captions', language: 'de' }),
        expect.objectContaining({ seminarId, part: 'texts', language: 'en' }),
      ]),
    );

    // The course that started before keeps what it had.
    const kept = await dayOne(earlier.cookie);
    expect(kept).toMatchObject({
      title: 'Day 1 morning',
      videoUrl: old.videoUrl,
      durationSeconds: 100,
    });
    expect(kept.todos.map((todo) => todo.text)).toEqual(['Task 1a', 'Task 1b']);

    // A course starting now shows the new version, in both languages, with its media.
    const later = await participantOnDay(t.app, t.database.db, TODAY, 1);
    const fresh = await dayOne(later.cookie);
    expect(fresh).toMatchObject({ title: 'Fresh start', durationSeconds: 42 });
    expect(fresh.todos.map((todo) => todo.text)).toEqual(['New task']);
    expect(fresh.videoUrl).not.toBe(old.videoUrl);
    const media = await call('GET', fresh.videoUrl, later.cookie);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/webm');
    expect(media.rawPayload.length).toBe(3004);
    const germanDay = await dayOne(later.cookie, 'de');
    expect(germanDay.title).toBe('Neuer Anfang');
    const captions = germanDay.captions.find((c) => c.language === 'de')!;
    expect((await call('GET', captions.url, later.cookie)).body).toBe(CAPTIONS_DE.trim());
    // The old video stays served to the course that keeps it.
    expect((await call('GET', old.videoUrl, earlier.cookie)).statusCode).toBe(200);
  });

  it('a correction applied to all moves running courses, their ticks carried over', async () => {
    const running = await participantOnDay(t.app, t.database.db, TODAY, 3);
    await participantOnDay(t.app, t.database.db, TODAY, 2);
    // Started after version 1: shows it, and ticks its to-do.
    const before = await dayOne(running.cookie);
    expect(before.title).toBe('Fresh start');
    const tick = await call('PUT', '/api/course-todo', running.cookie, {
      todoId: before.todos[0]!.id,
      ticked: true,
    });
    expect(tick.statusCode).toBe(200);

    await call('PUT', `${draftUrl()}/texts/en`, admin.cookie, texts('Fresh start, corrected'));
    // A draft that is not complete is refused, and nothing is published.
    await call('PUT', `${draftUrl()}/texts/de`, admin.cookie, texts('Korrigiert', ['A', 'B']));
    const incomplete = await call('POST', `${draftUrl()}/publish`, admin.cookie, {
      applyToRunning: true,
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ code: 'DRAFT_INCOMPLETE', fields: ['todos.count'] });
    expect((await dayOne(running.cookie)).title).toBe('Fresh start');

    await call('PUT', `${draftUrl()}/texts/de`, admin.cookie, texts('Korrigiert'));
    const corrected = await call('POST', `${draftUrl()}/publish`, admin.cookie, {
      applyToRunning: true,
    });
    expect(corrected.json()).toMatchObject({
      number: 2,
      appliedToRunning: true,
      coursesKeepingTheirVersion: 0,
    });
    const after = await dayOne(running.cookie);
    expect(after.title).toBe('Fresh start, corrected');
    expect(after.todos).toEqual([expect.objectContaining({ text: 'New task', ticked: true })]);
    const [row] = await eventsOf('admin_seminar_published');
    expect(row?.detail).toMatchObject({ seminarId, number: 2, appliedToRunning: true });
    const detail = await call('GET', `/api/admin/programme/seminars/${seminarId}`, admin.cookie);
    expect(detail.json<AdminSeminar>()).toMatchObject({
      draft: null,
      published: { number: 2 },
      coursesOnOlderVersions: 0,
    });
    expect(detail.json<AdminSeminar>().versions.map((v) => v.number)).toEqual([1, 2]);
  });

  it('a discarded draft is gone and audited', async () => {
    await call('PUT', `${draftUrl()}/texts/en`, admin.cookie, texts('Never published'));
    const discarded = await call('DELETE', draftUrl(), admin.cookie);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<AdminSeminar>().draft).toBeNull();
    expect((await eventsOf('admin_seminar_draft_discarded'))[0]?.detail).toMatchObject({
      seminarId,
    });
  });

  it('a later seed does not overwrite the operators’ edits', async () => {
    const seed = await fixtureProgramme();
    const changed = {
      ...seed,
      seminars: seed.seminars.map((s) => ({
        ...s,
        text: { ...s.text, en: { ...s.text.en, title: `${s.text.en.title} (release 2)` } },
      })),
    };
    const seeded = await seedProgramme(t.app.programme.db, t.app.programme.storage, changed);
    expect(seeded.seminars).toBe(0);
    const p = await participantOnDay(t.app, t.database.db, TODAY, 1);
    expect((await dayOne(p.cookie)).title).toBe('Fresh start, corrected');
  });
});
