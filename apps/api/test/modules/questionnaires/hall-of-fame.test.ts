// The Hall of Fame (A4): only participants who passed and opted in, shown as first name and last
// initial with the date, never an email; choosing is the participant's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { signUp } from '../../support/accounts';
import { setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function participant(firstName: string) {
  const account = await signUp(t.app, { role: 'participant', firstName });
  const session = await t.app.inject({
    url: '/api/account/session',
    headers: { cookie: account.cookie },
  });
  const id = session.json<{ user: { id: string } }>().user.id;
  await ensureOpenCourse(t.database.db, id);
  return { ...account, id };
}

const choose = (cookie: string, optIn: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/participant/hall-of-fame',
    headers: { cookie },
    payload: { optIn },
  });

const names = async () =>
  (await t.app.inject({ url: '/api/global/hall-of-fame' }))
    .json<{ entries: { name: string; passedOn: string }[] }>()
    .entries.map((entry) => entry.name);

describe('Hall of Fame', () => {
  it('shows who passed and opted in, as first name and last initial, and nobody else', async () => {
    const winner = await participant('Hedy');
    const shy = await participant('Grace');
    const notYet = await participant('Katherine');
    for (const p of [winner, shy]) await setCourseState(t.database.db, p.id, 'passed');
    await setCourseState(t.database.db, notYet.id, 'active');

    expect(
      (
        await t.app.inject({
          url: '/api/participant/hall-of-fame',
          headers: { cookie: winner.cookie },
        })
      ).json(),
    ).toEqual({ optIn: false });
    expect((await choose(winner.cookie, true)).json()).toEqual({ optIn: true });
    expect((await choose(notYet.cookie, true)).statusCode).toBe(200);

    const listed = await t.app.inject({ url: '/api/global/hall-of-fame' });
    expect(listed.statusCode).toBe(200);
    const shown = await names();
    expect(shown).toContain('Hedy L.');
    expect(shown).not.toContain('Grace L.'); // passed, but did not opt in
    expect(shown).not.toContain('Katherine L.'); // opted in, but has not passed
    expect(listed.body).not.toContain(winner.email);
    expect(listed.body).not.toContain('Lovelace');
    expect(listed.json().entries[0]).toEqual({
      name: 'Hedy L.',
      passedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // C8 (record 0082): no 6-month follow-up test passed yet.
      sixMonthsSmokeFree: false,
    });

    // Opting out takes the name off at once.
    expect((await choose(winner.cookie, false)).json()).toEqual({ optIn: false });
    expect(await names()).not.toContain('Hedy L.');
  });

  it('lets only participants choose, and refuses anything but a yes or no', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const refused = await choose(supporter.cookie, true);
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/participant/hall-of-fame',
          payload: { optIn: true },
        })
      ).statusCode,
    ).toBe(401);
    const p = await participant('Ada');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/hall-of-fame',
      headers: { cookie: p.cookie },
      payload: { optIn: 'yes', email: 'x@example.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_DATA');
  });
});
