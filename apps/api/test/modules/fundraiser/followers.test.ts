// A8 (record 0080): supporters hear how it goes. Following without giving needs the mailed
// confirm link; a donor follows by the box (on by default) once the gift is confirmed; every
// milestone and update goes to each active follower alone, in their language, once, with a
// signed single-purpose unsubscribe link; "week n kept" counts diary days written, a slip
// included (record 0077); the update's photo loses its metadata; no answer shows an address.
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  diaryEntries,
  followers,
  mailOutbox,
  spotTests,
  testkits,
  testkitTests,
} from '../../../src/db/schema';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { followLinkToken } from '../../../src/modules/fundraiser/follower-links';
import { announceMilestones } from '../../../src/modules/fundraiser/milestones';
import { manualClock } from '../../../src/platform/clock';
import { signUp, uniqueEmail } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import {
  completeCheckout,
  moneyTestApp,
  readyParticipant,
  setCourseState,
  startDonation,
} from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2027-03-01T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
});
afterAll(() => t.close());

type Participant = Awaited<ReturnType<typeof readyParticipant>> & { courseId: string };
type Link = { follower: string; token: string };

async function participant(language: 'de' | 'en'): Promise<Participant> {
  const p = await readyParticipant(t.app, { language });
  const course = await ensureOpenCourse(t.database.db, p.id);
  return { ...p, courseId: course.id };
}

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase()));
const mailsOfKind = (kind: string, to: readonly string[]) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        inArray(
          mailOutbox.to,
          to.map((address) => address.toLowerCase()),
        ),
      ),
    );

function linkIn(text: string, page: 'confirm' | 'unsubscribe'): Link {
  const match = new RegExp(`/follow/${page}\\?follower=([0-9a-f-]{36})&token=([^\\s>]+)`).exec(
    text,
  );
  if (!match) throw new Error(`no ${page} link in ${text}`);
  return { follower: match[1]!, token: decodeURIComponent(match[2]!) };
}

const follow = (participantId: string, email: string, language: 'de' | 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/participant/${participantId}/follow`,
    headers: { 'x-language': language },
    payload: { email },
  });
const confirm = (link: Link, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/follow/confirm',
    headers: { 'x-language': language },
    payload: link,
  });
const unsubscribe = (link: Link, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/follow/unsubscribe',
    headers: { 'x-language': language },
    payload: link,
  });

async function give(participantId: string, donorEmail: string, extra: object = {}) {
  const started = await startDonation(t.app, participantId, {
    donorEmail,
    donorName: 'Grace Hopper',
    ...extra,
  });
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json<{ donationId: string; checkoutUrl: string }>();
  await completeCheckout(t.app, body.checkoutUrl);
  return body.donationId;
}

async function writeDiary(courseId: string, days: number[], smokedOn: number[] = []) {
  await t.database.db.insert(diaryEntries).values(
    days.map((day) => ({
      courseId,
      day,
      smokingDesire: 1,
      determination: 4,
      cravingCount: 3,
      sportMinutes: 30,
      sleepHours: 7.5,
      steps: 8000,
      smokedSinceLastEntry: smokedOn.includes(day),
      triggers: [],
      symptoms: [],
    })),
  );
}

async function sweepAndSend() {
  await announceMilestones(t.app.services);
  await t.app.jobs.runDue(1000);
}

/** A JPEG as a phone writes it: the camera and the GPS position of home in its EXIF. */
const withGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 18/1',
      },
    })
    .jpeg()
    .toBuffer();

const people = {
  quietEn: uniqueEmail('follow-en'),
  quietDe: uniqueEmail('follow-de'),
  unconfirmed: uniqueEmail('follow-unconfirmed'),
  donorDe: uniqueEmail('donor-de'),
  noFollow: uniqueEmail('donor-nofollow'),
  pending: uniqueEmail('donor-pending'),
};
let p: Participant;
const links: Record<string, Link> = {};

describe('following a fundraiser', () => {
  beforeAll(async () => {
    p = await participant('en');
  });

  it('without giving: the same answer for every address, a confirm mail in its language', async () => {
    for (const [email, language] of [
      [people.quietEn, 'en'],
      [people.quietDe, 'de'],
      [people.unconfirmed, 'en'],
    ] as const) {
      const asked = await follow(p.id, email.toUpperCase(), language);
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toEqual({ mailed: true });
    }
    const [en] = await mailsTo(people.quietEn);
    expect(en).toMatchObject({ kind: 'follow_confirm', language: 'en' });
    expect(en!.subject).toBe("Confirm: hear how Ada L.'s quit course goes");
    const [de] = await mailsTo(people.quietDe);
    expect(de).toMatchObject({ kind: 'follow_confirm', language: 'de' });
    expect(de!.subject).toBe('Bitte bestätigen: Erfahre, wie der Rauchstopp-Kurs von Ada L. läuft');
    links.quietEn = linkIn(en!.text, 'confirm');
    links.quietDe = linkIn(de!.text, 'confirm');
    const unknown = await follow('no-such-participant', people.quietEn, 'en');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a forged, another purpose or another follower’s link, in each language', async () => {
    const now = clock.now();
    const forged = await confirm({ ...links.quietEn!, token: `1${links.quietEn!.token}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'INVALID_FOLLOW_LINK',
      message: expect.stringContaining('This link is invalid or has expired.'),
    });
    // A confirm token does not unsubscribe, an unsubscribe token does not confirm.
    const crossed = await unsubscribe(links.quietEn!, 'de');
    expect(crossed.json()).toMatchObject({
      code: 'INVALID_FOLLOW_LINK',
      message: expect.stringContaining('Dieser Link ist ungültig oder abgelaufen.'),
    });
    const unsubscribeToken = followLinkToken(
      t.app.services.linkSecret,
      'unsubscribe',
      links.quietEn!.follower,
      now,
    );
    expect(
      (await confirm({ follower: links.quietEn!.follower, token: unsubscribeToken })).statusCode,
    ).toBe(400);
    // Another follower's token on this follower.
    expect(
      (await confirm({ follower: links.quietEn!.follower, token: links.quietDe!.token }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(followers)
      .where(eq(followers.id, links.quietEn!.follower));
    expect(row!.confirmedAt).toBeNull();
  });

  it('confirms with the right link, and the link expires after 7 days', async () => {
    const ok = await confirm(links.quietEn!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ following: true, participant: 'Ada L.' });
    expect((await confirm(links.quietDe!, 'de')).json()).toEqual({
      following: true,
      participant: 'Ada L.',
    });
    const unconfirmedLink = linkIn((await mailsTo(people.unconfirmed))[0]!.text, 'confirm');
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await confirm(unconfirmedLink)).statusCode).toBe(400);
    // Asking again for an address that follows sends no second mail.
    await follow(p.id, people.quietEn, 'en');
    expect(await mailsTo(people.quietEn)).toHaveLength(1);
  });

  it('by the donation box: on by default, counting once the gift is confirmed', async () => {
    const started = await startDonation(
      t.app,
      p.id,
      { donorEmail: people.donorDe, donorName: 'Dora' },
      { 'x-language': 'de' },
    );
    await completeCheckout(t.app, started.json<{ checkoutUrl: string }>().checkoutUrl);
    await give(p.id, people.noFollow, { follow: false });
    // Never paid: an open checkout follows nothing yet.
    await startDonation(t.app, p.id, { donorEmail: people.pending });
    const rows = await t.database.db
      .select({ email: followers.email, donationId: followers.donationId })
      .from(followers)
      .where(eq(followers.participantId, p.id));
    expect(rows.map((row) => row.email).sort()).toEqual(
      [people.quietEn, people.quietDe, people.unconfirmed, people.donorDe, people.pending].sort(),
    );
  });

  it('mails "course started" and "week 1 kept" (diary days written, a slip included) to active followers only, once', async () => {
    await setCourseState(t.database.db, p.id, 'active', { startDate: '2027-03-09' });
    await writeDiary(p.courseId, [1, 2, 3, 4, 5, 6, 7], [3]);
    await sweepAndSend();
    await sweepAndSend();
    const everyone = Object.values(people);
    const started = await mailsOfKind('follower_milestone', everyone);
    const byAddress = (address: string) =>
      started.filter((mail) => mail.to === address.toLowerCase()).map((mail) => mail.subject);
    expect(byAddress(people.quietEn).sort()).toEqual([
      'Ada L. kept the diary all of week 1',
      "Ada L.'s quit course has begun",
    ]);
    expect(byAddress(people.quietDe).sort()).toEqual([
      'Ada L. hat in Woche 1 jeden Tag Tagebuch geschrieben',
      'Der Rauchstopp-Kurs von Ada L. hat begonnen',
    ]);
    expect(byAddress(people.donorDe)).toHaveLength(2);
    for (const silent of [people.unconfirmed, people.noFollow, people.pending]) {
      expect(byAddress(silent)).toEqual([]);
    }
    for (const mail of started) {
      // One recipient each, nobody else's address, and a one-click unsubscribe.
      expect(mail.to).not.toContain(',');
      for (const other of everyone) {
        if (other.toLowerCase() !== mail.to) expect(mail.text).not.toContain(other.toLowerCase());
      }
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/api\/follow\/unsubscribe\?follower=/);
      expect(mail.text).toMatch(/\/follow\/unsubscribe\?follower=/);
    }
  });

  it('announces a milestone once: who follows later hears only what comes next', async () => {
    const late = uniqueEmail('late');
    await follow(p.id, late, 'en');
    expect((await confirm(linkIn((await mailsTo(late))[0]!.text, 'confirm'))).statusCode).toBe(200);
    await sweepAndSend();
    expect(await mailsOfKind('follower_milestone', [late])).toEqual([]);
  });

  it('mails a passed spot test', async () => {
    const [kit] = await t.database.db
      .insert(testkits)
      .values({ code: `QP-FOLLOW-${Date.now()}`, state: 'used', courseId: p.courseId })
      .returning();
    const [test] = await t.database.db
      .insert(testkitTests)
      .values({
        testkitId: kit!.id,
        courseId: p.courseId,
        kind: 'spot',
        confidence: 0.99,
        reading: {},
        status: 'final',
        result: 'passed',
        finalAt: clock.now(),
      })
      .returning({ id: testkitTests.id });
    await t.database.db.insert(spotTests).values({
      courseId: p.courseId,
      ordinal: 1,
      day: 10,
      state: 'taken',
      announceAt: clock.now(),
      dueAt: clock.now(),
      testId: test!.id,
    });
    await sweepAndSend();
    const mails = await mailsOfKind('follower_milestone', [people.quietEn]);
    expect(mails.map((mail) => mail.subject)).toContain('Ada L. passed a spot test');
  });

  it('unsubscribes with one click from the mail, in the follower’s language, and then mails nothing', async () => {
    const [mail] = await mailsOfKind('follower_milestone', [people.quietDe]);
    const link = linkIn(mail!.text, 'unsubscribe');
    const done = await unsubscribe(link, 'de');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ following: false, participant: 'Ada L.' });
    // RFC 8058: the mail client's POST carries the link in the URL and a form body.
    const header = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: header.slice(header.indexOf('/api/')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await unsubscribe({ ...link, token: links.quietDe!.token })).statusCode).toBe(400);
  });

  it('posts an update with its photo stripped of metadata; followers are mailed, the public reads it', async () => {
    const original = await withGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/participant/fundraiser/updates',
      headers: { cookie: p.cookie },
      payload: {
        text: '  Day 9: running again!\r\n',
        photo: { contentType: 'image/jpeg', dataBase64: original.toString('base64') },
      },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    type Update = { id: string; text: string; photoUrl: string | null; createdAt: string };
    const update = posted.json<Update & { photoStatus: string | null }>();
    // Record 0102: the photo waits for an operator; the public reads the text alone till then.
    expect(update).toMatchObject({
      text: 'Day 9: running again!',
      photoUrl: null,
      photoStatus: 'pending',
    });
    const shown = await t.app.inject({ url: `/api/participant/${p.id}/updates` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ updates: [{ ...update, photoStatus: null }] });
    for (const address of Object.values(people)) {
      expect(shown.body).not.toContain(address.toLowerCase());
    }
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fundraiser/updates/${update.id}/photo`,
      headers: { cookie: (await signedInAdmin(t.app, t.database.db)).cookie },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [approvedUpdate] = (
      await t.app.inject({ url: `/api/participant/${p.id}/updates` })
    ).json<{ updates: Update[] }>().updates;
    expect(approvedUpdate).toMatchObject({
      photoStatus: 'approved',
      photoUrl: `/api/fundraiser/updates/${update.id}/photo`,
    });
    const photo = await t.app.inject({ url: approvedUpdate!.photoUrl! });
    expect(photo.statusCode).toBe(200);
    const served = await sharp(photo.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(served.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // The participant's own data export holds the update, not who was mailed.
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: p.cookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<{ fundraiserUpdates: unknown }>().fundraiserUpdates).toEqual([
      { text: 'Day 9: running again!', hasPhoto: true, createdAt: update.createdAt },
    ]);

    await t.app.jobs.runDue(1000);
    const [en] = await mailsOfKind('follower_update', [people.quietEn]);
    expect(en).toMatchObject({ subject: 'News from Ada L.', language: 'en' });
    expect(en!.text).toContain('Day 9: running again!');
    const [de] = await mailsOfKind('follower_update', [people.donorDe]);
    expect(de).toMatchObject({ subject: 'Neues von Ada L.', language: 'de' });
    // Unsubscribed, unconfirmed, no box ticked, never paid: nothing.
    expect(
      await mailsOfKind('follower_update', [
        people.quietDe,
        people.unconfirmed,
        people.noFollow,
        people.pending,
      ]),
    ).toEqual([]);
  });

  it('refuses an empty or too long update in each language, and anyone but a participant', async () => {
    const post = (text: string, language: string, cookie = p.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/participant/fundraiser/updates',
        headers: { cookie, 'x-language': language },
        payload: { text },
      });
    expect((await post(' \n', 'en')).json()).toMatchObject({
      code: 'FUNDRAISER_UPDATE_EMPTY',
      message: 'Please write your update first.',
    });
    const german = await readyParticipant(t.app, { language: 'de' });
    const long = await post('ä'.repeat(1001), 'de', german.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'FUNDRAISER_UPDATE_TOO_LONG',
      message: 'Deine Neuigkeit ist zu lang. Bitte schreib höchstens 1000 Zeichen.',
    });
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await post('hello', 'en', supporter.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/participant/fundraiser/updates',
      payload: { text: 'hello' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mails "a second attempt started" to the followers of the earlier course', async () => {
    await setCourseState(t.database.db, p.id, 'refunded');
    const next = await ensureOpenCourse(t.database.db, p.id);
    expect(next.id).not.toBe(p.courseId);
    await sweepAndSend();
    const mails = await mailsOfKind('follower_milestone', [people.quietEn, people.donorDe]);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Ada L. is trying again', 'Ada L. versucht es noch einmal']),
    );
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, next.id));
    expect(course!.state).toBe('funding');
  });
});
