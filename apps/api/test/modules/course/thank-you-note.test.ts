// A8 (record 0078): the participant's one thank-you note. Only the participant sends it, for
// their own course, once the course runs; it is stored once even under two requests at once;
// each supporter whose gift was confirmed (refunded ones and anonymous ones too) gets exactly one
// mail, to their address alone, in the language they gave in, naming nobody else; the note shows
// on the donor's donation page and nowhere public.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, jobs, mailOutbox, thankYouNotes } from '../../../src/db/schema';
import { sendThankYouMail } from '../../../src/modules/course/thank-you-mail';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { donationTrailLink } from '../../../src/modules/money/mails';
import { manualClock } from '../../../src/platform/clock';
import { signUp, uniqueEmail } from '../../support/accounts';
import {
  completeCheckout,
  moneyTestApp,
  readyParticipant,
  setCourseState,
  startDonation,
} from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2027-01-01T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
});
afterAll(() => t.close());

type Participant = Awaited<ReturnType<typeof readyParticipant>> & { courseId: string };

async function participant(language: 'de' | 'en'): Promise<Participant> {
  const p = await readyParticipant(t.app, { language });
  const course = await ensureOpenCourse(t.database.db, p.id);
  return { ...p, courseId: course.id };
}

async function give(
  participantId: string,
  input: { donorEmail: string; donorName: string; anonymous?: boolean; language?: 'de' | 'en' },
) {
  const { language = 'en', ...rest } = input;
  const started = await startDonation(t.app, participantId, rest, { 'x-language': language });
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json<{ donationId: string; checkoutUrl: string }>();
  await completeCheckout(t.app, body.checkoutUrl);
  return body.donationId;
}

const url = (courseId: string) => `/api/course/${courseId}/thank-you`;
const send = (p: { cookie: string; courseId: string }, text: string) =>
  t.app.inject({
    method: 'POST',
    url: url(p.courseId),
    headers: { cookie: p.cookie },
    payload: { text },
  });
const notesMailed = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'thank_you_note'));

const NOTE = 'Thank you all!\nDay 28 and not one cigarette.';
const donors = {
  grace: { donorEmail: uniqueEmail('grace'), donorName: 'Grace Hopper' },
  anonymous: {
    donorEmail: uniqueEmail('anon'),
    donorName: 'Hidden Hedwig',
    anonymous: true,
    language: 'de' as const,
  },
  twice: { donorEmail: uniqueEmail('twice'), donorName: 'Twice Tom' },
  refunded: { donorEmail: uniqueEmail('refunded'), donorName: 'Refunded Rita' },
  erased: { donorEmail: uniqueEmail('erased'), donorName: 'Erased Erik' },
  declined: { donorEmail: uniqueEmail('declined'), donorName: 'Declined Dora' },
  unpaid: { donorEmail: uniqueEmail('unpaid'), donorName: 'Unpaid Uwe' },
};
let en: Participant;
let de: Participant;
let gifts: Record<
  'grace' | 'anonymous' | 'twiceOld' | 'twiceNew' | 'refunded' | 'declined',
  string
>;

describe('the thank-you note', () => {
  beforeAll(async () => {
    en = await participant('en');
    de = await participant('de');
    gifts = {
      grace: await give(en.id, donors.grace),
      anonymous: await give(en.id, donors.anonymous),
      twiceOld: await give(en.id, donors.twice),
      twiceNew: await give(en.id, {
        ...donors.twice,
        donorEmail: donors.twice.donorEmail.toUpperCase(),
      }),
      refunded: await give(en.id, donors.refunded),
      declined: '',
    };
    const erased = await give(en.id, donors.erased);
    // Refunded (they gave all the same) and erased with the supporter's account (D14).
    await t.database.db
      .update(donations)
      .set({ status: 'refunded' })
      .where(eq(donations.id, gifts.refunded));
    await t.database.db.update(donations).set({ donorEmail: null }).where(eq(donations.id, erased));
    const declined = await startDonation(t.app, en.id, donors.declined);
    const declinedBody = declined.json<{ donationId: string; checkoutUrl: string }>();
    await completeCheckout(t.app, declinedBody.checkoutUrl, 'decline');
    gifts.declined = declinedBody.donationId;
    await startDonation(t.app, en.id, donors.unpaid);
  });

  it('cannot be sent before the course runs, in each language', async () => {
    const early = await send(en, NOTE);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_NOT_YET',
      message: 'You can thank your supporters once your course has started.',
    });
    const frueh = await send(de, NOTE);
    expect(frueh.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_NOT_YET',
      message: 'Du kannst deinen Unterstützern danken, sobald dein Kurs begonnen hat.',
    });
    const state = await t.app.inject({ url: url(en.courseId), headers: { cookie: en.cookie } });
    expect(state.json()).toEqual({ open: false, recipients: 4, note: null });
    await setCourseState(t.database.db, en.id, 'active', { startDate: '2027-01-01' });
    await setCourseState(t.database.db, de.id, 'cancelled');
  });

  it('refuses an empty or too long note, and a course without supporters, in each language', async () => {
    const empty = await send(en, '  \n ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_EMPTY',
      message: 'Please write your thank-you note before sending it.',
      fields: ['text'],
    });
    const long = await send(de, 'ä'.repeat(2_001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_TOO_LONG',
      message: 'Dein Dankesgruß ist zu lang. Bitte schreib höchstens 2000 Zeichen.',
    });
    const longEn = await send(en, 'a'.repeat(2_001));
    expect(longEn.json().message).toBe(
      'Your thank-you note is too long. Please keep it to 2000 characters.',
    );
    // A cancelled course with no gifts: nobody to thank.
    const nobody = await send(de, 'Danke!');
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_NO_SUPPORTERS',
      message:
        'Diesen Kurs hat noch niemand unterstützt, es gibt also noch niemanden, dem du danken kannst.',
    });
    const control = await send(en, 'Thanks\u0000');
    expect(control.statusCode).toBe(400);
    expect(await t.database.db.select().from(thankYouNotes)).toEqual([]);
  });

  it('only the participant sends it: the public, a supporter and another participant are refused', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const anon = await t.app.inject({
      method: 'POST',
      url: url(en.courseId),
      payload: { text: NOTE },
    });
    expect(anon.statusCode).toBe(401);
    const bySupporter = await t.app.inject({
      method: 'POST',
      url: url(en.courseId),
      headers: { cookie: supporter.cookie },
      payload: { text: NOTE },
    });
    expect(bySupporter.statusCode).toBe(403);
    const byOther = await send({ cookie: de.cookie, courseId: en.courseId }, NOTE);
    expect(byOther.statusCode).toBe(404);
    const readByOther = await t.app.inject({
      url: url(en.courseId),
      headers: { cookie: de.cookie },
    });
    expect(readByOther.statusCode).toBe(404);
    const readBySupporter = await t.app.inject({
      url: url(en.courseId),
      headers: { cookie: supporter.cookie },
    });
    expect(readBySupporter.statusCode).toBe(403);
    expect(await t.database.db.select().from(thankYouNotes)).toEqual([]);
  });

  it('is stored once under two requests at once; another text afterwards is refused', async () => {
    const [a, b] = await Promise.all([send(en, NOTE), send(en, `  ${NOTE}\n`)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toMatchObject({ open: true, recipients: 4, note: { text: NOTE } });
    expect(b.json()).toEqual(a.json());
    const again = await send(en, 'A second note');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'THANK_YOU_NOTE_SENT',
      message:
        'You have already sent your thank-you note for this course. It can be sent only once.',
    });
    expect(await t.database.db.select().from(thankYouNotes)).toHaveLength(1);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'thank_you_note.send'));
    expect(queued).toHaveLength(4);
  });

  it('mails every confirmed supporter once, alone, in their language, anonymous ones too', async () => {
    await t.app.jobs.runDue(100);
    const mails = await notesMailed();
    const to = mails.map((m) => m.to.toLowerCase()).sort();
    expect(to).toEqual(
      [donors.grace, donors.anonymous, donors.twice, donors.refunded]
        .map((d) => d.donorEmail)
        .sort(),
    );
    const byTo = (email: string) => mails.find((m) => m.to.toLowerCase() === email)!;
    const anonymous = byTo(donors.anonymous.donorEmail);
    expect(anonymous).toMatchObject({ language: 'de', subject: 'Ein Dankeschön von Ada L.' });
    expect(anonymous.text).toContain('Hallo Hidden Hedwig');
    expect(anonymous.text).toContain(NOTE);
    expect(anonymous.text).toContain('Deine Adresse hat niemand gesehen');
    const grace = byTo(donors.grace.donorEmail);
    expect(grace).toMatchObject({ language: 'en', subject: 'A thank-you from Ada L.' });
    expect(grace.text).toContain(NOTE);
    // The newest of the two gifts from one address carries the mail.
    expect(byTo(donors.twice.donorEmail).text).toContain(`/donation/${gifts.twiceNew}?token=`);
    // One address per mail; none names another donor, their address or the participant's.
    const everyone = Object.values(donors);
    for (const mail of mails) {
      expect(mail.to).not.toMatch(/[,;]/);
      const own = everyone.find((d) => d.donorEmail === mail.to.toLowerCase())!;
      for (const other of everyone.filter((d) => d !== own)) {
        for (const body of [mail.text, mail.html ?? '', mail.subject]) {
          expect(body).not.toContain(other.donorEmail);
          expect(body).not.toContain(other.donorName);
        }
      }
      expect(mail.text).not.toContain(en.email);
      expect(mail.text).not.toContain('Lovelace');
    }
  });

  it('never sends twice: replayed jobs and two workers at once send nothing more', async () => {
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: clock.now(), attempts: 0 })
      .where(eq(jobs.kind, 'thank_you_note.send'));
    await t.app.jobs.runDue(100);
    const mail = { courseId: en.courseId, donationId: gifts.grace };
    await Promise.all([sendThankYouMail(t.app.money, mail), sendThankYouMail(t.app.money, mail)]);
    expect(await notesMailed()).toHaveLength(4);
  });

  it("shows on the donor's donation page, not on a failed gift's page nor in public", async () => {
    const [anonymous] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'thank_you_note'), eq(mailOutbox.to, donors.anonymous.donorEmail)),
      );
    const link = /\/donation\/([0-9a-f-]+)\?token=([^\s]+)/.exec(anonymous!.text)!;
    const page = await t.app.inject({
      url: `/api/donation/${link[1]}/trail?token=${link[2]}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().thankYouNote).toEqual({ text: NOTE, sentAt: '2027-01-01T10:00:00.000Z' });

    const refunded = new URL(donationTrailLink(t.app.money, gifts.refunded));
    const refundedPage = await t.app.inject({
      url: `/api/donation/${gifts.refunded}/trail${refunded.search}`,
    });
    expect(refundedPage.json().thankYouNote?.text).toBe(NOTE);
    const failed = new URL(donationTrailLink(t.app.money, gifts.declined));
    const failedPage = await t.app.inject({
      url: `/api/donation/${gifts.declined}/trail${failed.search}`,
    });
    expect(failedPage.statusCode).toBe(200);
    expect(failedPage.json().thankYouNote).toBeNull();

    // A stranger without the signed link sees nothing; the public fundraiser never shows it.
    const forged = await t.app.inject({
      url: `/api/donation/${gifts.grace}/trail?token=${link[2]}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('Day 28');
    for (const path of [`/api/participant/${en.id}/public`, `/api/participant/${en.id}/gifts`]) {
      const shown = await t.app.inject({ url: path });
      expect(shown.body, path).not.toContain('Day 28');
    }
    const notes = await t.database.db
      .select()
      .from(thankYouNotes)
      .where(inArray(thankYouNotes.courseId, [en.courseId, de.courseId]));
    expect(notes.map((n) => n.courseId)).toEqual([en.courseId]);
  });
});
