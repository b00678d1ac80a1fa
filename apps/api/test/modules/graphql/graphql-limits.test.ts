// Issue 30, item 7: introspection counts toward GraphQL's depth and cost limits, and GraphQL has
// a rate limit per address (record 0066).
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRateLimit } from '../../../src/modules/graphql/plugin';
import { someIp } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function graphql(query: string, remoteAddress = someIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    remoteAddress,
    headers: { 'x-language': 'de' },
    payload: { query },
  });
  return {
    status: res.statusCode,
    body: res.json<{
      code?: string;
      message?: string;
      errors?: { extensions?: { code?: string } }[];
    }>(),
  };
}

describe('GraphQL limits', () => {
  it('a small introspection is answered; the full one is too deep, a wide one too costly', async () => {
    const small = await graphql('{ __schema { queryType { name } } }');
    expect(small.status).toBe(200);
    const full = await graphql(getIntrospectionQuery());
    expect(full.status).toBe(400);
    expect(full.body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_DEEP');
    // Six levels deep, but every type's fields' arguments' types: far over the cost limit.
    const wide = await graphql('{ __schema { types { fields { args { type { name } } } } } }');
    expect(wide.status).toBe(400);
    expect(wide.body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_COSTLY');
  });

  it('refuses an address past its queries a minute with 429, and not another address', async () => {
    const ip = someIp();
    for (let i = 0; i < graphqlRateLimit.limit; i++) {
      expect((await graphql('{ __typename }', ip)).status).toBe(200);
    }
    const refused = await graphql('{ __typename }', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warte einen Moment',
    });
    expect((await graphql('{ __typename }')).status).toBe(200);
  });
});
