// Reviews on the landing page (issue 13): only a participant whose course was passed writes one;
// the public sees the text with first name and last initial (A4), only while the participant
// agrees and no operator hid it; errors in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX, TESTIMONIAL_MIN } from '@quit/domain/testimonials';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { signUp } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant whose account speaks `language` (a signed-in caller's errors follow it, X2). */
async function participant(firstName: string, language = 'en') {
  const account = await signUp(t.app, { role: 'participant', firstName }, language);
  const session = await t.app.inject({
    url: '/api/account/session',
    headers: { cookie: account.cookie },
  });
  const id = session.json<{ user: { id: string } }>().user.id;
  await ensureOpenCourse(t.database.db, id);
  return { ...account, id };
}

const text = 'Seit dem Kurs rauche ich nicht mehr – die Tagebuchtage haben geholfen.';

const write = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/participant/review',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const own = (cookie: string) =>
  t.app.inject({ url: '/api/participant/review', headers: { cookie } });

type Public = { entries: { id: string; name: string; text: string; language: string }[] };
const shown = async () => (await t.app.inject({ url: '/api/global/reviews' })).json<Public>();

describe('reviews', () => {
  it('lets only a participant whose course was passed write one', async () => {
    const active = await participant('Katherine');
    await setCourseState(t.database.db, active.id, 'active');
    expect((await own(active.cookie)).json()).toEqual({ eligible: false, review: null });
    const refused = await write(active.cookie, { text, show: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REVIEW_NOT_ALLOWED');
    expect(refused.json().message).toBe(
      'Only participants who passed their course can write a review.',
    );
    const activeDe = await participant('Klara', 'de');
    await setCourseState(t.database.db, activeDe.id, 'active');
    const refusedDe = await write(activeDe.cookie, { text, show: true });
    expect(refusedDe.json().message).toBe(
      'Nur Teilnehmende, die ihren Kurs bestanden haben, können eine Bewertung schreiben.',
    );
    // A failed course does not qualify either.
    const failed = await participant('Mary');
    await setCourseState(t.database.db, failed.id, 'failed');
    expect((await write(failed.cookie, { text, show: true })).statusCode).toBe(403);
    // Supporters and strangers are refused by the guard.
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await write(supporter.cookie, { text, show: true })).statusCode).toBe(403);
    expect((await write(undefined, { text, show: true })).statusCode).toBe(401);
    expect((await shown()).entries.map((e) => e.text)).not.toContain(text);
  });

  it('shows an opted-in review to anyone, by first name and last initial only', async () => {
    const winner = await participant('Hedy', 'de');
    await setCourseState(t.database.db, winner.id, 'passed');
    expect((await own(winner.cookie)).json()).toEqual({ eligible: true, review: null });

    // Written, but not agreed to show: stored, not public.
    const kept = await write(winner.cookie, { text: `  ${text}  `, show: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      eligible: true,
      review: { text, show: false, hidden: false },
    });
    expect((await shown()).entries.map((e) => e.text)).not.toContain(text);

    expect((await write(winner.cookie, { text, show: true })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/global/reviews' });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json<Public>().entries.find((e) => e.text === text);
    expect(entry).toEqual({ id: expect.any(String), name: 'Hedy L.', text, language: 'de' });
    expect(listed.body).not.toContain(winner.email);
    expect(listed.body).not.toContain('Lovelace');
    expect(listed.body).not.toContain(winner.id);

    // Opting out takes it off at once; deleting removes it.
    await write(winner.cookie, { text, show: false });
    expect((await shown()).entries.map((e) => e.text)).not.toContain(text);
    await write(winner.cookie, { text, show: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant/review',
      headers: { cookie: winner.cookie },
    });
    expect(deleted.json()).toEqual({ eligible: true, review: null });
    expect((await shown()).entries.map((e) => e.text)).not.toContain(text);
  });

  it('refuses texts too short, too long or with control characters, in both languages', async () => {
    const p = await participant('Grace');
    await setCourseState(t.database.db, p.id, 'paid_out');
    const short = await write(p.cookie, { text: '  Super!  ', show: true });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'REVIEW_TOO_SHORT',
      message: `Please write at least ${TESTIMONIAL_MIN} characters about your course.`,
      fields: ['text'],
    });
    const german = await participant('Emmy', 'de');
    await setCourseState(t.database.db, german.id, 'passed');
    const shortDe = await write(german.cookie, { text: 'Super!', show: true });
    expect(shortDe.json().message).toBe(
      `Bitte schreib mindestens ${TESTIMONIAL_MIN} Zeichen über deinen Kurs.`,
    );
    const long = 'a'.repeat(TESTIMONIAL_MAX + 1);
    const tooLong = await write(german.cookie, { text: long, show: true });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'REVIEW_TOO_LONG',
      message: `Eine Bewertung darf höchstens ${TESTIMONIAL_MAX} Zeichen lang sein. Bitte kürze sie.`,
    });
    const control = await write(p.cookie, { text: `${text}\u0007`, show: true });
    expect(control.json().code).toBe('REVIEW_CONTROL_CHARACTERS');
    const wrongShape = await write(p.cookie, { text, show: 'yes', userId: 'someone' });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().code).toBe('INVALID_DATA');
    // Nothing was stored by any of them.
    expect((await own(p.cookie)).json()).toEqual({ eligible: true, review: null });
    expect((await own(german.cookie)).json()).toEqual({ eligible: true, review: null });
  });

  it('lets an operator hide a review and show it again; nobody else', async () => {
    const p = await participant('Ada');
    await setCourseState(t.database.db, p.id, 'passed');
    const hideText = 'Ich hätte nie gedacht, dass ich es schaffe. Danke an alle!';
    await write(p.cookie, { text: hideText, show: true });
    const id = (await shown()).entries.find((e) => e.text === hideText)?.id;
    expect(id).toBeDefined();

    const hide = (cookie: string | undefined, hidden: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${id}/hidden`,
        headers: cookie ? { cookie } : {},
        payload: { hidden },
      });
    expect((await hide(p.cookie, true)).statusCode).toBe(403);
    expect((await hide(undefined, true)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: p.cookie } })).statusCode,
    ).toBe(403);

    const operator = await signedInAdmin(t.app, t.database.db);
    const list = await t.app.inject({
      url: '/api/admin/reviews',
      headers: { cookie: operator.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.find((e: { id: string }) => e.id === id)).toMatchObject({
      name: 'Ada L.',
      text: hideText,
      show: true,
      hidden: false,
    });
    expect((await hide(operator.cookie, true)).json()).toEqual({ ok: true });
    expect((await shown()).entries.map((e) => e.id)).not.toContain(id);
    // The participant sees that it is hidden; rewriting it does not bring it back.
    expect((await own(p.cookie)).json().review).toMatchObject({ hidden: true, show: true });
    await write(p.cookie, { text: `${hideText} Wirklich.`, show: true });
    expect((await shown()).entries.map((e) => e.id)).not.toContain(id);

    expect((await hide(operator.cookie, false)).statusCode).toBe(200);
    expect((await shown()).entries.map((e) => e.id)).toContain(id);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hidden',
      headers: { cookie: operator.cookie },
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
