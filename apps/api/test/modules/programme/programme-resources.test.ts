// Seminars by day, progress (watched at 90 %, once), to-dos and the media route.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, watchProgress } from '../../../src/db/schema';
import type { Seminar } from '@quit/contracts/programme';
import { manualClock } from '../../../src/platform/clock';
import { newParticipant } from '../../support/money';
import { participantOnDay, seedFixture, videoBytes } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';
import { watchSeminar } from '../../support/watch-seminar';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// 10:00 in Berlin on Sunday 22 November 2026.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const TODAY = '2026-11-22';
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-programme-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { calendar: clock });
  await seedFixture(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string, language = 'en') =>
  t.app.inject({ url, headers: { cookie, 'x-language': language } });
const progress = (id: string, cookie: string, positionSeconds: number, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/resource/${id}/progress`,
    headers: { cookie, 'x-language': language },
    payload: { positionSeconds },
  });
const onDay = (day: number, language = 'en') =>
  participantOnDay(t.app, t.database.db, TODAY, day, language);

describe('GET /api/resource/currentday', () => {
  it("answers today's two seminars, morning first, in the request language", async () => {
    const p = await onDay(2);
    const en = await get('/api/resource/currentday', p.cookie);
    expect(en.statusCode).toBe(200);
    const body = en.json<{ day: number; date: string; seminars: Seminar[] }>();
    expect(body.day).toBe(2);
    expect(body.date).toBe(TODAY);
    expect(body.seminars.map((s) => [s.day, s.slot, s.title])).toEqual([
      [2, 'morning', 'Day 2 morning'],
      [2, 'evening', 'Day 2 evening'],
    ]);
    const morning = body.seminars[0]!;
    expect(morning).toMatchObject({
      watched: false,
      positionSeconds: 0,
      durationSeconds: 100,
      keyPoints: ['First point', 'Second point', 'Third point'],
    });
    expect(morning.todos.map((todo) => [todo.text, todo.ticked])).toEqual([
      ['Task 2a', false],
      ['Task 2b', false],
    ]);
    expect(morning.videoUrl).toMatch(/^\/api\/media\/seminars\/day02-morning\.mp4\?v=/);
    expect(morning.captions.map((c) => [c.language, c.default])).toEqual([
      ['de', false],
      ['en', true],
    ]);

    const german = await onDay(2, 'de');
    const de = await get('/api/resource/currentday', german.cookie, 'de');
    expect(de.json<{ seminars: Seminar[] }>().seminars[0]).toMatchObject({
      title: 'Tag 2 Morgen',
      todos: [{ text: 'Aufgabe 2a' }, { text: 'Aufgabe 2b' }],
    });
  });

  it.each([
    ['en', 'This is only possible while your course is running.'],
    ['de', 'Das geht nur, während dein Kurs läuft.'],
  ])('refuses a participant whose course is not running (%s)', async (language, message) => {
    const p = await newParticipant(t.app, language);
    const res = await get('/api/resource/currentday', p.cookie, language);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'COURSE_NOT_ACTIVE', message });
  });

  it('is for participants only', async () => {
    expect((await t.app.inject({ url: '/api/resource/currentday' })).statusCode).toBe(401);
  });
});

describe('GET /api/resource/day/{day}', () => {
  it('answers a day already reached', async () => {
    const p = await onDay(3);
    const res = await get('/api/resource/day/1', p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ day: 1, date: '2026-11-20' });
  });

  it.each([
    ['en', 'This course day has not been reached yet. Its seminars open on that day.'],
    ['de', 'Diesen Kurstag hast du noch nicht erreicht. Seine Seminare öffnen sich an diesem Tag.'],
  ])('refuses a later day with 403 DAY_NOT_REACHED (%s)', async (language, message) => {
    const p = await onDay(2, language);
    const res = await get('/api/resource/day/3', p.cookie, language);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'DAY_NOT_REACHED', message });
  });

  it('refuses a day that is not a number or not a course day', async () => {
    const p = await onDay(2);
    expect((await get('/api/resource/day/abc', p.cookie)).json().code).toBe('INVALID_DATA');
    expect((await get('/api/resource/day/0', p.cookie)).json().code).toBe('INVALID_DATA');
    expect((await get('/api/resource/day/29', p.cookie)).json().code).toBe('DAY_NOT_REACHED');
  });
});

describe('POST /api/resource/{id}/progress and GET /api/resource/unwatched', () => {
  it('keeps the furthest position and marks watched once 90 % was watched', async () => {
    const p = await onDay(1);
    const [morning] = (await get('/api/resource/currentday', p.cookie)).json<{
      seminars: Seminar[];
    }>().seminars;
    // Played from the start for 50 s (a report every 10 s of the app's clock).
    const first = await watchSeminar(t.app, clock, {
      cookie: p.cookie,
      seminarId: morning!.id,
      until: 50,
    });
    expect(first.json()).toMatchObject({ positionSeconds: 50, watched: false, justWatched: false });
    const back = await progress(morning!.id, p.cookie, 10);
    expect(back.json()).toMatchObject({ positionSeconds: 50, watched: false });
    // From 10 s again: 50 + 39.9 seconds watched is just under 90 % of 100.
    const almost = await watchSeminar(t.app, clock, {
      cookie: p.cookie,
      seminarId: morning!.id,
      from: 10,
      until: 49.9,
    });
    expect(almost.json()).toMatchObject({ watched: false, justWatched: false });
    clock.advance(100);
    const crossed = await progress(morning!.id, p.cookie, 50);
    expect(crossed.json()).toMatchObject({ watched: true, justWatched: true });
    expect(crossed.json().watchedAt).toBe(clock.now().toISOString());
    const again = await watchSeminar(t.app, clock, {
      cookie: p.cookie,
      seminarId: morning!.id,
      from: 50,
      until: 100,
    });
    expect(again.json()).toMatchObject({ watched: true, justWatched: false, positionSeconds: 100 });

    const unwatched = await get('/api/resource/unwatched', p.cookie);
    expect(unwatched.json<{ seminars: Seminar[] }>().seminars.map((s) => s.slot)).toEqual([
      'evening',
    ]);
  });

  it('records 10 concurrent watched reports once', async () => {
    const p = await onDay(1);
    const [morning] = (await get('/api/resource/currentday', p.cookie)).json<{
      seminars: Seminar[];
    }>().seminars;
    // A first report creates the progress row, so the burst below races on an existing row;
    // the burst comes after the time the video takes (so its first report is credited).
    expect((await progress(morning!.id, p.cookie, 0)).json().watched).toBe(false);
    clock.advance(100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => progress(morning!.id, p.cookie, 95 + i / 2)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().justWatched === true)).toHaveLength(1);
    const calendar = await get('/api/programme/calendar', p.cookie);
    expect(calendar.json().seminarsWatched).toBe(1);
  });

  it('a single report at 90 % (or a jump there) does not mark a seminar watched', async () => {
    const p = await onDay(1);
    const [morning] = (await get('/api/resource/currentday', p.cookie)).json<{
      seminars: Seminar[];
    }>().seminars;
    const jump = await progress(morning!.id, p.cookie, 90);
    expect(jump.json()).toMatchObject({ positionSeconds: 90, watched: false, justWatched: false });
    // From the start, then a jump to the end 5 s later: 5 s of real time are not 90 s watched.
    const other = await onDay(1);
    await progress(morning!.id, other.cookie, 0);
    clock.advance(5_000);
    const skipped = await progress(morning!.id, other.cookie, 95);
    expect(skipped.json()).toMatchObject({ watched: false, justWatched: false });
    const calendar = await get('/api/programme/calendar', other.cookie);
    expect(calendar.json().seminarsWatched).toBe(0);
  });

  it("steady reports over the video's length mark it watched, counted for supporters too", async () => {
    const p = await onDay(1);
    const [morning] = (await get('/api/resource/currentday', p.cookie)).json<{
      seminars: Seminar[];
    }>().seminars;
    const watched = await watchSeminar(t.app, clock, {
      cookie: p.cookie,
      seminarId: morning!.id,
      until: 90,
    });
    expect(watched.json()).toMatchObject({ watched: true, justWatched: true });
    const calendar = await get('/api/programme/calendar', p.cookie);
    expect(calendar.json().seminarsWatched).toBe(1);
  });

  it('lists the unwatched seminars of every day reached, oldest first', async () => {
    const p = await onDay(3);
    const res = await get('/api/resource/unwatched', p.cookie);
    expect(res.json<{ seminars: Seminar[] }>().seminars.map((s) => `${s.day}${s.slot}`)).toEqual([
      '1morning',
      '1evening',
      '2morning',
      '2evening',
      '3morning',
      '3evening',
    ]);
  });

  it.each([
    ['en', 'Please Select a video'],
    ['de', 'Bitte wähle ein Video aus'],
  ])('answers VIDEO_NOT_SELECTED for an unknown id (%s)', async (language, message) => {
    const p = await onDay(1, language);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await progress(id, p.cookie, 10, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VIDEO_NOT_SELECTED', message });
    }
  });

  it('refuses progress on a day not reached and bad positions, recording nothing', async () => {
    const p = await onDay(1);
    // The very next day (tomorrow's seminar, the first one not reached) and a later one.
    for (const day of [2, 3]) {
      const later = await onDay(day);
      const ahead = (await get('/api/resource/currentday', later.cookie)).json<{
        seminars: Seminar[];
      }>().seminars[0]!;
      expect(ahead.day).toBe(day);
      expect((await progress(ahead.id, p.cookie, 95)).json().code).toBe('DAY_NOT_REACHED');
      const rows = await t.database.db
        .select()
        .from(watchProgress)
        .innerJoin(courses, eq(courses.id, watchProgress.courseId))
        .where(eq(courses.participantId, p.id));
      expect(rows).toEqual([]);
    }
    const own = (await get('/api/resource/currentday', p.cookie)).json<{ seminars: Seminar[] }>()
      .seminars[0]!;
    for (const bad of [-1, 'ten', null, 1e9]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/resource/${own.id}/progress`,
        headers: { cookie: p.cookie },
        payload: { positionSeconds: bad },
      });
      expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['positionSeconds'] });
    }
    const after = (await get('/api/resource/currentday', p.cookie)).json<{ seminars: Seminar[] }>();
    expect(after.seminars[0]).toMatchObject({ positionSeconds: 0, watched: false });
  });
});

describe('to-dos', () => {
  const tick = (todoId: string, ticked: boolean, cookie: string, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/course-todo',
      headers: { cookie, 'x-language': language },
      payload: { todoId, ticked },
    });

  it('ticks and unticks per course, idempotently', async () => {
    const p = await onDay(1);
    const other = await onDay(1);
    const seminar = (await get('/api/resource/currentday', p.cookie)).json<{
      seminars: Seminar[];
    }>().seminars[0]!;
    const todo = seminar.todos[0]!;
    expect((await tick(todo.id, true, p.cookie)).json()).toMatchObject({
      id: todo.id,
      ticked: true,
    });
    expect((await tick(todo.id, true, p.cookie)).statusCode).toBe(200);
    const list = await get(`/api/todo/${seminar.id}`, p.cookie);
    expect(list.json()).toMatchObject({
      resourceId: seminar.id,
      todos: [{ id: todo.id, ticked: true }, { ticked: false }],
    });
    // Another participant's ticks are their own.
    const theirs = await get(`/api/todo/${seminar.id}`, other.cookie);
    expect(theirs.json().todos[0].ticked).toBe(false);
    expect((await tick(todo.id, true, other.cookie)).statusCode).toBe(200);
    await tick(todo.id, false, p.cookie);
    expect((await get(`/api/todo/${seminar.id}`, p.cookie)).json().todos[0].ticked).toBe(false);
    // Unticking is per course too: the other participant's tick stays.
    expect((await get(`/api/todo/${seminar.id}`, other.cookie)).json().todos[0].ticked).toBe(true);
  });

  it.each([
    ['en', 'Todo could not be set'],
    ['de', 'Die Aufgabe konnte nicht gespeichert werden'],
  ])(
    'answers TODO_FAILED for a to-do of a day not reached or unknown (%s)',
    async (language, message) => {
      const p = await onDay(1, language);
      const later = await onDay(2);
      const day2 = (await get('/api/resource/currentday', later.cookie)).json<{
        seminars: Seminar[];
      }>().seminars[0]!;
      for (const id of [day2.todos[0]!.id, '00000000-0000-4000-8000-000000000000', 'x']) {
        const res = await tick(id, true, p.cookie, language);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'TODO_FAILED', message });
      }
      expect((await get(`/api/todo/${day2.id}`, p.cookie)).json().code).toBe('DAY_NOT_REACHED');
      expect((await get('/api/todo/nope', p.cookie)).json().code).toBe('VIDEO_NOT_SELECTED');
    },
  );
});

describe('GET /api/media/{key}', () => {
  async function videoOf(cookie: string) {
    const seminar = (await get('/api/resource/currentday', cookie)).json<{ seminars: Seminar[] }>()
      .seminars[0]!;
    return seminar;
  }
  const key = 'seminars/day01-morning.mp4';

  it('serves the whole video with its type, length and a year of private caching', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    const res = await t.app.inject({ url: seminar.videoUrl, headers: { cookie: p.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe('4000');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(videoBytes(key));
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=3990-', 3990, 3999],
      ['bytes=-10', 3990, 3999],
      ['bytes=100-99999', 100, 3999],
    ];
    for (const [range, start, end] of cases) {
      const res = await t.app.inject({
        url: seminar.videoUrl,
        headers: { cookie: p.cookie, range },
      });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/4000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.rawPayload).toEqual(videoBytes(key).subarray(start, end + 1));
    }
  });

  it('answers 416 for a range it cannot satisfy', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    for (const range of ['bytes=4000-', 'bytes=500-100', 'bytes=-0', 'bytes=x-y']) {
      const res = await t.app.inject({
        url: seminar.videoUrl,
        headers: { cookie: p.cookie, range },
      });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */4000');
    }
  });

  it('serves captions as WebVTT and revalidates an unversioned URL', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    const de = seminar.captions.find((c) => c.language === 'de')!;
    const res = await t.app.inject({ url: de.url, headers: { cookie: p.cookie } });
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nHallo und willkommen\n');
    const bare = await t.app.inject({
      url: de.url.split('?')[0]!,
      headers: { cookie: p.cookie },
    });
    expect(bare.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      url: de.url.split('?')[0]!,
      headers: { cookie: p.cookie, 'if-none-match': String(bare.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is for participants only and serves only programme media', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    expect((await t.app.inject({ url: seminar.videoUrl })).statusCode).toBe(401);
    await t.app.programme.storage.put('identity/secret.jpg', Buffer.from('x'), 'image/jpeg');
    for (const url of [
      '/api/media/identity/secret.jpg',
      '/api/media/../etc/passwd',
      '/api/media/seminars/none.mp4',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: p.cookie } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses media of a day not reached like /api/resource/day/{n}, in both languages', async () => {
    const later = await onDay(3);
    const day3 = (await get('/api/resource/currentday', later.cookie)).json<{
      seminars: Seminar[];
    }>().seminars[0]!;
    for (const language of ['en', 'de']) {
      const p = await onDay(2, language);
      const day = await get('/api/resource/day/3', p.cookie, language);
      for (const url of [day3.videoUrl, ...day3.captions.map((c) => c.url)]) {
        const res = await get(url, p.cookie, language);
        expect(res.statusCode, url).toBe(day.statusCode);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ ...day.json(), requestId: res.json().requestId });
        expect(res.headers['content-type']).not.toBe('video/mp4');
      }
      // The days reached still play.
      const own = await videoOf(p.cookie);
      expect((await get(own.videoUrl, p.cookie)).statusCode).toBe(200);
    }
  });

  it('refuses every seminar medium to a participant without a running course', async () => {
    const p = await onDay(1);
    const seminar = await videoOf(p.cookie);
    const none = await newParticipant(t.app, 'de');
    const day = await get('/api/resource/day/1', none.cookie, 'de');
    expect(day.statusCode).toBe(409);
    for (const url of [seminar.videoUrl, seminar.captions[0]!.url]) {
      const res = await get(url, none.cookie, 'de');
      expect(res.statusCode, url).toBe(day.statusCode);
      expect(res.json().code).toBe(day.json().code);
      expect(res.json().message).toBe(day.json().message);
    }
  });
});
