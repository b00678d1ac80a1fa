// C9: a "smoked" diary entry gives its participant private help figures (served from the domain
// rule) and tells nobody else; the course as an .ics file for its participant only, without
// the spot test (record 0077).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spotTests } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { findOpenCourse } from '../../../src/modules/course-row/current-course';
import { listOutbox } from '../../../src/providers/mail/outbox-reader';
import { signUp, verifyEmail } from '../../support/accounts';
import { donate, PUBLIC_URL, setCourseState } from '../../support/money';
import {
  consentingParticipant,
  participantOnDay,
  seedFixture,
  writeDiaryDays,
} from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

// 10:00 in Berlin on Sunday 22 November 2026.
const START = new Date('2026-11-22T09:00:00Z');
const TODAY = '2026-11-22';
const DAY_MS = 86_400_000;
const clock = manualClock(START);
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-slip-storage-'));
  t = await createTestApp(
    { SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, STORAGE_DIR: storageDir },
    undefined,
    { calendar: clock },
  );
  await seedFixture(t.app);
});
afterEach(() => clock.advance(START.getTime() - clock.now().getTime()));
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const entry = (day: number, smoked: boolean) => ({
  day,
  smokingDesire: 2,
  determination: 3,
  cravingCount: 4,
  sportMinutes: 0,
  sleepHours: 7,
  steps: 3000,
  smokedSinceLastEntry: smoked,
  triggers: [],
  symptoms: [],
  notes: '',
});
const write = (cookie: string, day: number, smoked: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: entry(day, smoked),
  });
const slip = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/feedback/slip', headers });

describe('GET /api/feedback/slip (C9)', () => {
  it('counts the smoke-free days without the slip and the days to the test from the clock', async () => {
    const p = await participantOnDay(t.app, t.database.db, TODAY, 5);
    const course = await findOpenCourse(t.database.db, p.id);
    await writeDiaryDays(t.database.db, course!.id, { smokeFree: 4, smoked: 0 });
    // Day 5's diary opens at 18:00 Berlin (17:00 UTC).
    clock.advance(9 * 3_600_000);
    expect((await write(p.cookie, 5, true)).statusCode).toBe(200);
    const help = await slip({ cookie: p.cookie });
    expect(help.statusCode).toBe(200);
    expect(help.json()).toEqual({
      day: 5,
      smokeFreeDays: 4,
      partialPayoutMinDays: 7,
      smokeFreeDaysNeeded: 3,
      partialPayoutReachable: true,
      testDate: '2026-12-15',
      daysToTest: 23,
      testMayBePositive: false,
    });
    // Twenty days later the test is three days away: a cigarette now may show in it.
    clock.advance(20 * DAY_MS);
    expect((await slip({ cookie: p.cookie })).json()).toMatchObject({
      day: 25,
      daysToTest: 3,
      testMayBePositive: true,
    });
  });

  it('is refused to supporters, the public and a course that is not running', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const asSupporter = await slip({ cookie: supporter.cookie });
    expect(asSupporter.statusCode).toBe(403);
    expect(asSupporter.json().code).toBe('NOT_REGISTERED_AS_PARTICIPANT');
    expect((await slip({})).statusCode).toBe(401);
    const waiting = await consentingParticipant(t.app, 'de');
    const refused = await slip({ cookie: waiting.cookie, 'x-language': 'de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COURSE_NOT_ACTIVE' });
    expect(refused.json().message).toMatch(/Kurs/);
  });
});

describe('a slip stays private (C9, A4)', () => {
  it('gives supporters and the public the same answers as for a day without a slip', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    await verifyEmail(t.app, supporter.email);
    const slipped = await participantOnDay(t.app, t.database.db, TODAY, 2);
    const kept = await participantOnDay(t.app, t.database.db, TODAY, 2);
    for (const p of [slipped, kept]) {
      await donate(t.app, p.id, { donorEmail: supporter.email, donorName: 'Sam Supporter' });
    }
    const mailsBefore = (await listOutbox(t.database.db, { limit: 500 })).filter(
      (mail) => mail.to === supporter.email,
    ).length;
    // Both write day 1 (open until the end of day 2): one smoked, one did not.
    expect((await write(slipped.cookie, 1, true)).statusCode).toBe(200);
    expect((await write(kept.cookie, 1, false)).statusCode).toBe(200);
    await t.app.jobs.runDue();

    // The public fundraiser page and the supporter's dashboard: equal counts for both.
    const publicOf = async (id: string) =>
      (await t.app.inject({ url: `/api/participant/${id}/public` })).json().progress;
    expect(await publicOf(slipped.id)).toEqual(await publicOf(kept.id));
    expect(await publicOf(kept.id)).toEqual({
      seminarsWatched: 0,
      diaryDaysKept: 1,
      badgesEarned: 0,
    });
    const dashboard = (
      await t.app.inject({
        url: '/api/supporter/donations',
        headers: { cookie: supporter.cookie },
      })
    ).json<{ participants: { id: string; progress: unknown }[] }>().participants;
    const progressOf = (id: string) => dashboard.find((p) => p.id === id)?.progress;
    expect(progressOf(slipped.id)).toBeDefined();
    expect(progressOf(slipped.id)).toEqual(progressOf(kept.id));
    const graphql = async (id: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/graphql',
          payload: {
            query: `{ fundraiser(participantId: "${id}") { progress { seminarsWatched diaryDaysKept badgesEarned } } }`,
          },
        })
      ).json();
    expect(await graphql(slipped.id)).toEqual(await graphql(kept.id));

    // No mail to the supporter came of it.
    const mailsAfter = (await listOutbox(t.database.db, { limit: 500 })).filter(
      (mail) => mail.to === supporter.email,
    ).length;
    expect(mailsAfter).toBe(mailsBefore);

    // Every GET in the API description, as the supporter and anonymously, for both: the same
    // status, and nothing that names a slip or a smoked day.
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const templates = Object.entries(spec.paths)
      .filter(([url, methods]) => 'get' in methods && !url.startsWith('/api/openapi'))
      .map(([url]) => url);
    expect(templates).toContain('/api/feedback/slip');
    const slipWords = /smokedSinceLastEntry|smokeFreeDays|daysToTest|testMayBePositive|"smoked"/;
    for (const template of templates) {
      for (const headers of [{ cookie: supporter.cookie }, {}]) {
        const [a, b] = await Promise.all(
          [slipped, kept].map((p) =>
            t.app.inject({
              url: template
                .replace(/\{[^}]+\}/g, p.id)
                .replace('/*', '/seminars/day01-morning.mp4'),
              headers,
            }),
          ),
        );
        expect(a!.statusCode, `GET ${template}`).toBe(b!.statusCode);
        expect(slipWords.test(a!.body), `GET ${template} tells of a slip`).toBe(false);
      }
    }
    // The participant does read their own help.
    expect((await slip({ cookie: slipped.cookie })).json()).toMatchObject({ smokeFreeDays: 0 });
  });
});

type IcsEvent = Record<string, string>;
/** The VEVENTs of an iCalendar text (lines unfolded; property parameters dropped). */
function parseIcs(text: string): { calendar: IcsEvent; events: IcsEvent[] } {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: IcsEvent = {};
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      (current ?? calendar)[name] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return { calendar, events };
}

describe('GET /api/course/calendar.ics', () => {
  const ics = (headers: Record<string, string>, query = '') =>
    t.app.inject({ url: `/api/course/calendar.ics${query}`, headers });

  it("has the course days, the diary at 18:00 Berlin, the test day, in the participant's language", async () => {
    const p = await consentingParticipant(t.app, 'de');
    const startDate = '2027-03-15';
    const course = await findOpenCourse(t.database.db, p.id);
    expect(course).toBeUndefined();
    await participantCourse(p.id, 'scheduled', startDate);
    const file = await ics({ cookie: p.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const { calendar, events } = parseIcs(file.body);
    expect(calendar['BEGIN']).toBe('VCALENDAR');
    expect(calendar['X-WR-CALNAME']).toBe('QuitPot: mein 28-Tage-Kurs');
    expect(events).toHaveLength(31);
    expect(events[0]).toMatchObject({ DTSTART: '20270315', DTEND: '20270316' });
    expect(events[0]!['SUMMARY']).toMatch(/Kurstag 1/);
    const diary = events.filter((e) => /Tagebuch offen/.test(e['SUMMARY'] ?? ''));
    expect(diary).toHaveLength(28);
    // 18:00 Berlin: 17:00 UTC in winter time, 16:00 UTC from 28 March (summer time).
    expect(diary[0]).toMatchObject({ DTSTART: '20270315T170000Z', DURATION: 'PT30M' });
    expect(diary[13]!['DTSTART']).toBe('20270328T160000Z');
    expect(diary[27]!['SUMMARY']).toBe('QuitPot: Tag 28 – Tagebuch offen');
    expect(events.at(-2)).toMatchObject({
      DTSTART: '20270411',
      SUMMARY: 'QuitPot: Tag 28 – Nikotintest',
    });
    expect(events.at(-2)!['DESCRIPTION']).toContain('09.05.2027');
    expect(events.at(-1)).toMatchObject({ DTSTART: '20270509' });
    // DTSTAMP is the product's clock.
    expect(events[0]!['DTSTAMP']).toBe('20261122T090000Z');

    const english = parseIcs((await ics({ cookie: p.cookie }, '?language=en')).body);
    expect(english.calendar['X-WR-CALNAME']).toBe('QuitPot: my 28-day course');
    expect(english.events.at(-2)!['DESCRIPTION']).toContain('05.09.2027');
    const badLanguage = await ics({ cookie: p.cookie }, '?language=fr');
    expect(badLanguage.statusCode).toBe(400);
  });

  it('never shows a spot test, even with one scheduled', async () => {
    const p = await participantOnDay(t.app, t.database.db, TODAY, 3);
    const before = (await ics({ cookie: p.cookie })).body;
    const course = await findOpenCourse(t.database.db, p.id);
    const spotDate = '2026-11-30'; // day 11 (day 1 is 20 November)
    await t.database.db.insert(spotTests).values({
      courseId: course!.id,
      ordinal: 1,
      day: 11,
      announceAt: new Date(`${spotDate}T07:00:00Z`),
      dueAt: new Date(`${spotDate}T21:00:00Z`),
    });
    const after = await ics({ cookie: p.cookie });
    expect(after.statusCode).toBe(200);
    // The file is the same as before the draw: nothing in it can come from the spot test.
    expect(after.body).toBe(before);
    const { events } = parseIcs(after.body);
    expect(after.body).not.toMatch(/spot|stichprobe|unangek/i);
    // Day 11 carries only its ordinary diary event, like every other day.
    const onSpotDay = events.filter((e) => (e['DTSTART'] ?? '').startsWith('20261130'));
    expect(onSpotDay).toHaveLength(1);
    expect(onSpotDay[0]!['SUMMARY']).toBe('QuitPot: day 11 – diary open');
    expect(after.body).not.toContain('20261130T070000Z');
    expect(after.body).not.toContain('20261130T210000Z');
  });

  it('is only its participant’s: others get their own, supporters 403, the public 401', async () => {
    const p = await participantOnDay(t.app, t.database.db, TODAY, 1);
    const other = await participantOnDay(t.app, t.database.db, TODAY, 1);
    const mine = (await findOpenCourse(t.database.db, p.id))!.id;
    const theirs = await ics({ cookie: other.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(mine);
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await ics({ cookie: supporter.cookie })).statusCode).toBe(403);
    expect((await ics({})).statusCode).toBe(401);
    const funding = await consentingParticipant(t.app);
    expect((await ics({ cookie: funding.cookie })).statusCode).toBe(409);
  });
});

async function participantCourse(participantId: string, state: 'scheduled', startDate: string) {
  const { ensureOpenCourse } = await import('../../../src/modules/course-row/current-course');
  await ensureOpenCourse(t.database.db, participantId);
  await setCourseState(t.database.db, participantId, state, { startDate });
}
