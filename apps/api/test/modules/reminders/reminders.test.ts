// Reminder mails (issue 9, deliverable 7): due at local times across daylight saving, sent once,
// in the participant's language, never for courses that are not running, never after an
// unsubscribe, and the unsubscribe link cannot be forged.
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  diaryEntries,
  jobs,
  mailOutbox,
  profiles,
  seminars,
  seminarTexts,
  watchProgress,
} from '../../../src/db/schema';
import { resumeReminderChains } from '../../../src/modules/reminders/schedule';
import { manualClock } from '../../../src/platform/clock';
import { completeProfile, PUBLIC_URL, readyParticipant } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

let t: TestApp | undefined;
let clock: ReturnType<typeof manualClock>;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appAt(iso: string): Promise<TestApp> {
  clock = manualClock(new Date(iso));
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  return t;
}

/** Moves the calendar to an instant and runs every job due by then, as the sandbox clock does. */
async function moveTo(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  await t!.app.jobs.runDue();
}

async function participantWithCourse(options: {
  language?: 'de' | 'en';
  timeZone?: string;
  startDate: string;
}) {
  const { app } = t!;
  const language = options.language ?? 'en';
  const p = await readyParticipant(app, { language, fundedCents: 14_000 });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/participant',
    headers: { cookie: p.cookie },
    payload: { ...completeProfile, language, timeZone: options.timeZone ?? 'Europe/Berlin' },
  });
  expect(saved.statusCode).toBe(200);
  const started = await app.inject({
    method: 'POST',
    url: '/api/course',
    headers: { cookie: p.cookie },
    payload: { startDate: options.startDate, testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(started.statusCode, started.body).toBe(200);
  return { ...p, courseId: started.json<{ id: string }>().id };
}

async function mailsTo(email: string, kind?: string) {
  const rows = await t!.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.to, email), kind === undefined ? undefined : eq(mailOutbox.kind, kind)),
    )
    .orderBy(asc(mailOutbox.createdAt));
  return rows.filter((mail) => mail.kind.startsWith('reminder_'));
}

async function writeDiary(courseId: string, day: number) {
  await t!.database.db.insert(diaryEntries).values({
    courseId,
    day,
    smokingDesire: 1,
    determination: 4,
    cravingCount: 3,
    sportMinutes: 30,
    sleepHours: 7.5,
    steps: 8000,
    smokedSinceLastEntry: false,
    triggers: [],
    symptoms: [],
  });
}

const tokenIn = (text: string) => {
  const match = /\/reminders\/unsubscribe\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error('no unsubscribe link in the mail');
  return decodeURIComponent(match[1]!);
};

describe('reminder times in the participant’s time zone', () => {
  it('sends each reminder once at its local hour in Berlin, across the spring change', async () => {
    await appAt('2027-03-25T10:00:00Z');
    // Day 1 is Friday 26 March 2027; Berlin's clocks go forward early on Sunday 28 March (day 3).
    const p = await participantWithCourse({ startDate: '2027-03-26' });
    await moveTo('2027-03-26T16:59:00Z'); // 17:59 CET on day 1: the course runs, no mail yet
    expect(await mailsTo(p.email)).toHaveLength(0);
    await moveTo('2027-03-26T17:00:00Z'); // 18:00 CET
    const [open1] = await mailsTo(p.email, 'reminder_diary_open');
    expect(open1?.subject).toBe('Your diary for day 1 is open');
    await t!.app.jobs.runDue();
    expect(await mailsTo(p.email)).toHaveLength(1);

    await moveTo('2027-03-27T18:59:00Z'); // 19:59 CET on day 2: day 2 open, day 1 not yet closing
    expect((await mailsTo(p.email)).map((m) => m.subject)).toEqual([
      'Your diary for day 1 is open',
      'Your diary for day 2 is open',
    ]);
    await moveTo('2027-03-27T19:00:00Z'); // 20:00 CET: day 1's diary closes tonight
    const closing = await mailsTo(p.email, 'reminder_diary_closing');
    expect(closing.map((m) => m.subject)).toEqual(["Yesterday's diary closes tonight"]);
    expect(closing[0]!.text).toContain('day 1');

    await moveTo('2027-03-28T15:59:00Z'); // 17:59 CEST on day 3
    expect(await mailsTo(p.email, 'reminder_diary_open')).toHaveLength(2);
    await moveTo('2027-03-28T16:00:00Z'); // 18:00 CEST: an hour earlier in UTC than on day 2
    expect((await mailsTo(p.email, 'reminder_diary_open')).at(-1)?.subject).toBe(
      'Your diary for day 3 is open',
    );
    await moveTo('2027-03-28T17:59:00Z'); // 19:59 CEST
    expect(await mailsTo(p.email, 'reminder_diary_closing')).toHaveLength(1);
    await moveTo('2027-03-28T18:00:00Z'); // 20:00 CEST: day 2's diary closes tonight
    expect(await mailsTo(p.email, 'reminder_diary_closing')).toHaveLength(2);
    await t!.app.jobs.runDue();
    expect(await mailsTo(p.email)).toHaveLength(5);
  });

  it('follows New York’s clocks in German, across its spring change', async () => {
    await appAt('2027-03-12T15:00:00Z');
    // Day 1 is Saturday 13 March 2027; New York moves to EDT early on Sunday 14 March.
    const p = await participantWithCourse({
      language: 'de',
      timeZone: 'America/New_York',
      startDate: '2027-03-13',
    });
    await moveTo('2027-03-13T22:59:00Z'); // 17:59 EST
    expect(await mailsTo(p.email)).toHaveLength(0);
    await moveTo('2027-03-13T23:00:00Z'); // 18:00 EST
    const [open1] = await mailsTo(p.email);
    expect(open1).toMatchObject({
      kind: 'reminder_diary_open',
      language: 'de',
      subject: 'Dein Tagebuch für Tag 1 ist offen',
    });
    expect(open1!.text).toContain('Hallo Ada');
    expect(open1!.html).toContain('<html lang="de">');
    await moveTo('2027-03-14T21:59:00Z'); // 17:59 EDT on day 2
    expect(await mailsTo(p.email, 'reminder_diary_open')).toHaveLength(1);
    await moveTo('2027-03-14T22:00:00Z'); // 18:00 EDT
    expect((await mailsTo(p.email, 'reminder_diary_open')).at(-1)?.subject).toBe(
      'Dein Tagebuch für Tag 2 ist offen',
    );
    await moveTo('2027-03-15T00:00:00Z'); // 20:00 EDT on day 2
    const [closing] = await mailsTo(p.email, 'reminder_diary_closing');
    expect(closing?.subject).toBe('Das Tagebuch von gestern schließt heute Nacht');
    expect(closing?.text).toContain('Tag 1');
  });

  it('keeps the local hour when the participant moves to a later time zone', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-04T17:00:00Z'); // 18:00 in Berlin: day 1, and day 2's job is queued
    const moved = await t!.app.inject({
      method: 'PUT',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { ...completeProfile, language: 'en', timeZone: 'America/New_York' },
    });
    expect(moved.statusCode).toBe(200);
    await moveTo('2027-01-05T17:00:00Z'); // 18:00 in Berlin, only 12:00 in New York
    expect(await mailsTo(p.email, 'reminder_diary_open')).toHaveLength(1);
    await moveTo('2027-01-05T22:59:00Z');
    expect(await mailsTo(p.email, 'reminder_diary_open')).toHaveLength(1);
    await moveTo('2027-01-05T23:00:00Z'); // 18:00 in New York
    expect((await mailsTo(p.email, 'reminder_diary_open')).map((m) => m.subject)).toEqual([
      'Your diary for day 1 is open',
      'Your diary for day 2 is open',
    ]);
  });

  it('sends only what is still true when the clock jumps days ahead', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-06T19:00:00Z'); // 20:00 on day 3, with days 1 and 2 never reminded
    const mails = await mailsTo(p.email);
    expect(mails.map((m) => [m.kind, m.subject]).sort()).toEqual([
      ['reminder_diary_closing', "Yesterday's diary closes tonight"],
      ['reminder_diary_open', 'Your diary for day 3 is open'],
    ]);
    expect(mails.find((m) => m.kind === 'reminder_diary_closing')!.text).toContain('day 2');
  });

  it('gives a course that runs without a chain one at start-up, from today on', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    // As for a course that became active before reminders existed.
    await t!.database.db.delete(jobs).where(eq(jobs.kind, 'reminder.send'));
    clock.advance(new Date('2027-01-06T12:00:00Z').getTime() - clock.now().getTime());
    expect(await resumeReminderChains(t!.database.db)).toBe(1);
    await resumeReminderChains(t!.database.db); // a second process starting: nothing doubles
    await moveTo('2027-01-06T17:00:00Z'); // 18:00 on day 3
    // Day 1 is past; day 2's diary is still open until midnight, so it is still worth saying.
    expect((await mailsTo(p.email)).map((m) => m.subject)).toEqual([
      'Your diary for day 2 is open',
      'Your diary for day 3 is open',
    ]);
  });

  it('sends nothing before the start, and nothing stale after a jump of the clock', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-06' });
    await moveTo('2027-01-05T19:00:00Z'); // 20:00 the evening before day 1
    expect(await mailsTo(p.email)).toHaveLength(0);
    // Straight to 20:00 on day 29: only day 28's "closes tonight" is still worth sending.
    await moveTo('2027-02-03T19:00:00Z');
    const mails = await mailsTo(p.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['reminder_diary_closing', "Yesterday's diary closes tonight"],
    ]);
    expect(mails[0]!.text).toContain('day 28');
  });
});

describe('when no reminder is sent', () => {
  it('skips the closing reminder for a diary that was written', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-04T17:30:00Z');
    await writeDiary(p.courseId, 1);
    await moveTo('2027-01-05T19:00:00Z'); // 20:00 on day 2
    expect((await mailsTo(p.email)).map((m) => m.kind)).toEqual([
      'reminder_diary_open',
      'reminder_diary_open',
    ]);
  });

  it('sends nothing once the course is cancelled, checked when the job runs', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-04T17:00:00Z');
    expect(await mailsTo(p.email)).toHaveLength(1);
    const cancelled = await t!.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Day 2's "open" and day 1's "closing" are already queued; they must notice the cancel.
    await moveTo('2027-01-07T19:00:00Z');
    expect(await mailsTo(p.email)).toHaveLength(1);
  });

  it('sends nothing after the participant unsubscribed through the mail’s link', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-04T17:00:00Z');
    const [mail] = await mailsTo(p.email);
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token: tokenIn(mail!.text) },
    });
    expect(res.statusCode, res.body).toBe(200);
    await moveTo('2027-01-06T19:00:00Z');
    expect(await mailsTo(p.email)).toHaveLength(1);
    // Turned on again in the profile, the next day's reminder arrives.
    const on = await t!.app.inject({
      method: 'PUT',
      url: '/api/participant/reminders',
      headers: { cookie: p.cookie },
      payload: { enabled: true },
    });
    expect(on.json()).toEqual({ reminders: true });
    await moveTo('2027-01-07T17:00:00Z');
    expect((await mailsTo(p.email)).at(-1)?.subject).toBe('Your diary for day 4 is open');
  });
});

describe('seminars left unwatched', () => {
  async function seedSeminars() {
    const db = t!.database.db;
    for (const day of [1, 2, 3]) {
      for (const slot of ['morning', 'evening'] as const) {
        const [row] = await db
          .insert(seminars)
          .values({
            day,
            slot,
            videoKey: `d${day}-${slot}.mp4`,
            videoVersion: 'v1',
            durationSeconds: 60,
          })
          .returning();
        for (const language of ['de', 'en'] as const) {
          await db.insert(seminarTexts).values({
            seminarId: row!.id,
            language,
            title: `${language === 'de' ? 'Seminar' : 'Seminar'} ${day} ${slot} ${language}`,
            description: '',
            keyPoints: [],
            captionsKey: `d${day}-${slot}-${language}.vtt`,
            captionsVersion: 'v1',
          });
        }
      }
    }
    return db.select().from(seminars);
  }

  it('lists the unwatched seminars of the days reached in the diary mail', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const all = await seedSeminars();
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    const watched = all.filter((s) => s.day === 1 || (s.day === 2 && s.slot === 'morning'));
    for (const seminar of watched) {
      await t!.database.db.insert(watchProgress).values({
        courseId: p.courseId,
        seminarId: seminar.id,
        maxPositionSeconds: 60,
        watchedAt: clock.now(),
      });
    }
    await moveTo('2027-01-05T17:00:00Z'); // 18:00 on day 2
    const open = (await mailsTo(p.email, 'reminder_diary_open')).at(-1)!;
    expect(open.subject).toBe('Your diary for day 2 is open');
    expect(open.text).toContain(
      'This seminar is still waiting for you:\n\n- Day 2, evening: Seminar 2 evening en',
    );
    expect(open.text).not.toContain('Seminar 1');
    expect(open.text).not.toContain('Seminar 3'); // day 3 is not reached yet
  });

  it('sends the seminars alone when the diary needs no reminder, and nothing when all are watched', async () => {
    await appAt('2027-01-04T10:00:00Z');
    const all = await seedSeminars();
    const p = await participantWithCourse({ language: 'de', startDate: '2027-01-04' });
    // Day 1's diary is written before its reminder job runs (a late run).
    clock.advance(new Date('2027-01-04T17:05:00Z').getTime() - clock.now().getTime());
    await writeDiary(p.courseId, 1);
    await t!.app.jobs.runDue();
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({
      kind: 'reminder_seminars',
      subject: '2 Seminare warten auf dich',
    });
    expect(mail!.text).toContain('- Tag 1, Morgen: Seminar 1 morning de');
    for (const seminar of all.filter((s) => s.day <= 2)) {
      await t!.database.db.insert(watchProgress).values({
        courseId: p.courseId,
        seminarId: seminar.id,
        maxPositionSeconds: 60,
        watchedAt: clock.now(),
      });
    }
    clock.advance(new Date('2027-01-05T17:05:00Z').getTime() - clock.now().getTime());
    await writeDiary(p.courseId, 2);
    await t!.app.jobs.runDue();
    expect(await mailsTo(p.email)).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  async function participantWithMail() {
    await appAt('2027-01-04T10:00:00Z');
    const p = await participantWithCourse({ startDate: '2027-01-04' });
    await moveTo('2027-01-04T17:00:00Z');
    const [mail] = await mailsTo(p.email);
    return { p, mail: mail! };
  }
  const remindersOf = async (userId: string) =>
    (
      await t!.database.db
        .select({ on: profiles.remindersEnabled })
        .from(profiles)
        .where(eq(profiles.userId, userId))
    )[0]?.on;

  it('puts the link in the mail and a one-click List-Unsubscribe header (RFC 8058)', async () => {
    const { p, mail } = await participantWithMail();
    const token = tokenIn(mail.text);
    expect(mail.html).toContain(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // What a mail client sends for one click: a form body, the token in the URL, no cookie.
    const url = mail.headers!['List-Unsubscribe']!.slice(1, -1).replace(PUBLIC_URL, '');
    const res = await t!.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await remindersOf(p.id)).toBe(false);
  });

  it.each([
    ['en', 'This unsubscribe link is invalid.'],
    ['de', 'Dieser Abmeldelink ist ungültig.'],
  ])('refuses forged and altered tokens and changes nothing (%s)', async (language, message) => {
    const { p, mail } = await participantWithMail();
    const token = tokenIn(mail.text);
    const [id, mac] = token.split('.') as [string, string];
    const other = Buffer.from('someone-else', 'utf8').toString('base64url');
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    for (const bad of [
      `${id}.${flipped}`,
      `${other}.${mac}`,
      `${id}.`,
      'nonsense',
      `${id}.${mac}x`,
    ]) {
      const res = await t!.app.inject({
        method: 'POST',
        url: '/api/reminders/unsubscribe',
        headers: { 'x-language': language },
        payload: { token: bad },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('INVALID_UNSUBSCRIBE_LINK');
      expect(res.json().message).toContain(message);
    }
    const missing = await t!.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe' });
    expect(missing.json().code).toBe('INVALID_UNSUBSCRIBE_LINK');
    expect(await remindersOf(p.id)).toBe(true);
  });

  it('stores a valid unsubscribe and shows it in the profile; only the participant turns it on', async () => {
    const { p, mail } = await participantWithMail();
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token: tokenIn(mail.text) },
    });
    expect(res.json()).toEqual({ reminders: false });
    const profile = await t!.app.inject({ url: '/api/participant', headers: { cookie: p.cookie } });
    expect(profile.json().reminders).toBe(false);
    const anonymous = await t!.app.inject({
      method: 'PUT',
      url: '/api/participant/reminders',
      payload: { enabled: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t!.app.inject({
      method: 'PUT',
      url: '/api/participant/reminders',
      headers: { cookie: p.cookie },
      payload: { enabled: 'yes' },
    });
    expect(bad.json().code).toBe('INVALID_DATA');
    expect(await remindersOf(p.id)).toBe(false);
  });
});
