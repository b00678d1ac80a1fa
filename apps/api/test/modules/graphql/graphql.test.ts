// POST /api/graphql (issue 13, spec §7): the public data read-only, with the REST views'
// privacy; private fields, too-deep and too-costly queries and mutations are refused with 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { TESTIMONIALS_SHOWN } from '@quit/domain/testimonials';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { MAX_COST, MAX_DEPTH, queryLimits } from '../../../src/modules/graphql/limits';
import { signUp, someIp } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { donate, newParticipant, PUBLIC_URL, setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

type GraphqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  code?: string;
  message?: string;
};

async function graphql(query: string, variables?: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    remoteAddress: someIp(),
    headers: { 'x-language': 'en' },
    payload: { query, ...(variables && { variables }) },
  });
  return { status: res.statusCode, body: res.json<GraphqlAnswer>() };
}

describe('public data', () => {
  it('returns the configuration and the landing counters as the REST views do', async () => {
    const rest = (await t.app.inject({ url: '/api/global/webapp' })).json<{
      currency: string;
      minBalanceCents: number;
      donation: { minCents: number; maxCents: number };
    }>();
    const counters = (await t.app.inject({ url: '/api/global/counters' })).json<object>();
    const { status, body } = await graphql(`
      {
        configuration {
          currency
          minBalanceCents
          languages
          donation {
            minCents
            maxCents
          }
        }
        counters {
          participants
          paidOutCents
          moneySavedCents
          lifeMinutesSaved
        }
        hallOfFame {
          name
          passedOn
        }
      }
    `);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['configuration']).toEqual({
      currency: rest.currency,
      minBalanceCents: rest.minBalanceCents,
      languages: ['de', 'en'],
      donation: { minCents: rest.donation.minCents, maxCents: rest.donation.maxCents },
    });
    expect(body.data?.['counters']).toEqual(counters);
    expect(body.data?.['hallOfFame']).toEqual([]);
  });

  it('returns a fundraiser with its confirmed gift, as the public page shows it', async () => {
    const p = await newParticipant(t.app);
    const donorEmail = 'grace.graphql@example.com';
    await donate(t.app, p.id, { amountCents: 3_100, donorName: 'Grace Hopper', message: 'Go!' });
    await donate(t.app, p.id, {
      amountCents: 1_200,
      anonymous: true,
      donorName: 'Alan',
      donorEmail,
    });
    const { status, body } = await graphql(
      `
        query Page($id: ID!) {
          fundraiser(participantId: $id) {
            id
            displayName
            donationsOpen
            raisedCents
            supporterCount
            currency
            gifts {
              name
              amountCents
              message
            }
            progress {
              seminarsWatched
              diaryDaysKept
              badgesEarned
            }
          }
        }
      `,
      { id: p.id },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const rest = (await t.app.inject({ url: `/api/participant/${p.id}/public` })).json<{
      displayName: string;
      raisedCents: number;
    }>();
    expect(body.data?.['fundraiser']).toMatchObject({
      id: p.id,
      displayName: rest.displayName,
      raisedCents: rest.raisedCents,
      supporterCount: 2,
      gifts: [
        { name: null, amountCents: 1_200, message: null },
        { name: 'Grace Hopper', amountCents: 3_100, message: 'Go!' },
      ],
      progress: { seminarsWatched: 0, diaryDaysKept: 0, badgesEarned: 0 },
    });
    expect(rest.raisedCents).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(donorEmail);
    expect(JSON.stringify(body)).not.toContain('Alan');
  });

  it('answers null for a fundraiser that does not exist', async () => {
    const { status, body } = await graphql(
      '{ fundraiser(participantId: "no-such-participant") { id } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ fundraiser: null });
  });

  it('allows introspection', async () => {
    const { status, body } = await graphql('{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('reviews', () => {
  /** A participant whose course was passed, with a review written (and shown or not). */
  async function reviewer(firstName: string, text: string, show = true) {
    const account = await signUp(t.app, { role: 'participant', firstName });
    const session = await t.app.inject({
      url: '/api/account/session',
      headers: { cookie: account.cookie },
    });
    const p = { ...account, id: session.json<{ user: { id: string } }>().user.id };
    await ensureOpenCourse(t.database.db, p.id);
    await setCourseState(t.database.db, p.id, 'passed');
    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/review',
      headers: { cookie: p.cookie },
      payload: { text, show },
    });
    expect(written.statusCode).toBe(200);
    return p;
  }

  const query = '{ reviews { id name text language } }';
  type Review = { id: string; name: string; text: string; language: string };
  const rest = async () =>
    (await t.app.inject({ url: '/api/global/reviews' })).json<{ entries: Review[] }>().entries;

  it('shows exactly the REST view: opted-in, not hidden, not withdrawn', async () => {
    const shownText = 'Vier Wochen ohne Zigarette, und das Tagebuch hat wirklich geholfen.';
    const keptText = 'Geschafft, aber diese Bewertung möchte ich nicht zeigen lassen.';
    const hiddenText = 'Diese Bewertung hat ein Betreiber von der Startseite genommen.';
    const withdrawnText = 'Diese Bewertung hat die Teilnehmerin selbst wieder gelöscht.';
    const shown = await reviewer('Hedy', shownText);
    await reviewer('Kept', keptText, false);
    await reviewer('Hidden', hiddenText);
    const withdrawn = await reviewer('Withdrawn', withdrawnText);

    // Both are listed until the operator hides one and the participant withdraws the other.
    const before = (await graphql(query)).body.data?.['reviews'] as Review[];
    expect(before.map((r) => r.text)).toEqual(expect.arrayContaining([hiddenText, withdrawnText]));

    const operator = await signedInAdmin(t.app, t.database.db);
    const hiddenId = (await rest()).find((e) => e.text === hiddenText)?.id;
    expect(hiddenId).toBeDefined();
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${hiddenId}/hidden`,
      headers: { cookie: operator.cookie },
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant/review',
      headers: { cookie: withdrawn.cookie },
    });
    expect(deleted.statusCode).toBe(200);

    const { status, body } = await graphql(query);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const reviews = body.data?.['reviews'] as Review[];
    expect(reviews).toEqual(await rest());
    expect(reviews.find((r) => r.text === shownText)).toEqual({
      id: expect.any(String),
      name: 'Hedy L.',
      text: shownText,
      language: 'en',
    });
    const texts = reviews.map((r) => r.text);
    expect(texts).not.toContain(keptText);
    expect(texts).not.toContain(hiddenText);
    expect(texts).not.toContain(withdrawnText);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('Lovelace');
    expect(raw).not.toContain(shown.email);
    expect(raw).not.toContain(shown.id);
  });

  it(`keeps to ${TESTIMONIALS_SHOWN} reviews at most, fewer with first`, async () => {
    const { body } = await graphql('{ reviews(first: 1) { name } few: reviews(first: 0) { id } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.['reviews']).toHaveLength(1);
    expect(body.data?.['few']).toEqual([]);
    const many = await graphql('{ reviews(first: 1000) { id } }');
    expect(many.status).toBe(200);
    expect((many.body.data?.['reviews'] as unknown[]).length).toBeLessThanOrEqual(
      TESTIMONIALS_SHOWN,
    );
  });

  it("refuses a review's private fields as not in the schema", async () => {
    for (const field of ['email', 'userId', 'courseId', 'lastName', 'show', 'hidden', 'hiddenBy']) {
      const { status, body } = await graphql(`{ reviews { text ${field} } }`);
      expect(status, field).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toContain(`Cannot query field "${field}" on type "Review"`);
      expect(body.code).toBe('INVALID_DATA');
    }
  });
});

describe('refusals', () => {
  it('refuses a private field as not in the schema', async () => {
    const p = await newParticipant(t.app);
    for (const field of ['email', 'donorEmail']) {
      const query = `{ fundraiser(participantId: "${p.id}") { gifts { ${field} } } }`;
      const { status, body } = await graphql(query);
      expect(status, field).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toContain(`Cannot query field "${field}"`);
      expect(body.code).toBe('INVALID_DATA');
    }
    const { status } = await graphql(`{ fundraiser(participantId: "${p.id}") { email } }`);
    expect(status).toBe(400);
  });

  it(`refuses a query deeper than ${MAX_DEPTH} levels, fragments included`, async () => {
    const ok = await graphql('{ fundraiser(participantId: "x") { progress { badgesEarned } } }');
    expect(ok.status).toBe(200);
    // The public schema is shallow, so the rule is also shown on a recursive schema.
    const recursive = buildSchema(
      'type Query { node: Node } type Node { child: Node, name: String }',
    );
    const nest = (levels: number) =>
      Array.from({ length: levels - 1 }).reduce<string>((inner) => `child { ${inner} }`, 'name');
    const check = (query: string) =>
      validate(recursive, parse(query), [queryLimits(() => ({}))]).map((e) => e.extensions['code']);
    expect(check(`{ node { ${nest(MAX_DEPTH - 1)} } }`)).toEqual([]);
    expect(check(`{ node { ${nest(MAX_DEPTH)} } }`)).toEqual(['QUERY_TOO_DEEP']);
    expect(
      check(`{ node { child { ...F } } } fragment F on Node { child { ${nest(MAX_DEPTH - 2)} } }`),
    ).toEqual(['QUERY_TOO_DEEP']);
    // Over HTTP: refused with 400 before anything runs.
    const deep = await graphql(`{ node { ${nest(MAX_DEPTH + 2)} } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_DEEP');
  });

  it(`refuses a query costing more than ${MAX_COST}`, async () => {
    const one = 'hallOfFame { name passedOn }';
    const fine = await graphql(`{ ${one} }`);
    expect(fine.status).toBe(200);
    const many = Array.from({ length: 12 }, (_, i) => `h${i}: ${one}`).join(' ');
    const costly = await graphql(`{ ${many} }`);
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    // A smaller `first` makes the same query affordable.
    const small = Array.from({ length: 12 }, (_, i) => `h${i}: hallOfFame(first: 5) { name }`);
    expect((await graphql(`{ ${small.join(' ')} }`)).status).toBe(200);
  });

  it('refuses a mutation and GET', async () => {
    const { status, body } = await graphql('mutation { configuration { currency } }');
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('OPERATION_NOT_ALLOWED');
    const get = await t.app.inject({ url: '/api/graphql?query=%7Bcounters%7Bparticipants%7D%7D' });
    expect(get.statusCode).toBe(404);
  });

  it('refuses a body that is not a GraphQL request with the API error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'x-language': 'de' },
      payload: { query: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA' });
    const broken = await graphql('{ configuration { ');
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});
