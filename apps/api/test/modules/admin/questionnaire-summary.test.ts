// Issue 30 item 4 (record 0071): operators see the end-of-course questionnaire in aggregate —
// counts per option, the number of people who answered — in the console's language, with no
// name, email or id of anyone; only operators may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { operatorIn } from '../../support/admin-helpers';
import { signUp } from '../../support/accounts';
import { setCourseState } from '../../support/money';
import { consentingParticipant } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorIn(t.app, t.database.db);
});
afterAll(() => t.close());

const summary = (cookie: string, language = 'en') =>
  t.app.inject({
    url: '/api/admin/questionnaires/endofcourse',
    headers: { cookie, 'x-language': language },
  });

async function lookingBack(language: string, answers: Record<string, unknown>) {
  const p = await consentingParticipant(t.app, language);
  await ensureOpenCourse(t.database.db, p.id);
  await setCourseState(t.database.db, p.id, 'passed');
  for (const [questionId, value] of Object.entries(answers)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/participantquestionnaire/answer',
      headers: { cookie: p.cookie },
      payload: { questionnaire: 'endofcourse', questionId, value },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return p;
}

describe('GET /api/admin/questionnaires/endofcourse', () => {
  it('sums the answers up without anyone in them, in English and German', async () => {
    const empty = await summary(admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      name: 'endofcourse',
      title: 'Looking back',
      responses: 0,
    });

    const ada = await lookingBack('en', {
      how_it_went: 'very_well',
      what_helped: ['seminars', 'diary'],
      recommend: 'yes',
    });
    const bea = await lookingBack('de', { how_it_went: 'very_well', what_helped: ['diary'] });

    const en = await summary(admin);
    const body = en.json();
    expect(body.responses).toBe(2);
    expect(body.questions[0]).toMatchObject({
      id: 'how_it_went',
      title: 'How it went',
      answered: 2,
      average: null,
    });
    expect(body.questions[0].options).toEqual([
      { value: 'very_well', label: 'Very well', count: 2 },
      { value: 'well', label: 'Well', count: 0 },
      { value: 'mixed', label: 'Mixed', count: 0 },
      { value: 'badly', label: 'Badly', count: 0 },
    ]);
    expect(body.questions[1].options.slice(0, 2)).toEqual([
      { value: 'seminars', label: 'The seminars', count: 1 },
      { value: 'diary', label: 'The diary', count: 2 },
    ]);
    expect(body.questions[2]).toMatchObject({ id: 'recommend', answered: 1 });
    for (const person of [ada, bea]) {
      expect(en.body).not.toContain(person.id);
      expect(en.body).not.toContain(person.email);
    }

    const de = (await summary(admin, 'de')).json();
    expect(de.title).toBe('Dein Rückblick');
    expect(de.questions[0].options[0]).toEqual({
      value: 'very_well',
      label: 'Sehr gut',
      count: 2,
    });
  });

  it('is for operators only', async () => {
    const participant = await consentingParticipant(t.app);
    expect((await summary(participant.cookie)).statusCode).toBe(403);
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await summary(supporter.cookie)).statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: '/api/admin/questionnaires/endofcourse' });
    expect(signedOut.statusCode).toBe(401);
  });
});
