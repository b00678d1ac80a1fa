// Every operation the OpenAPI document lists declares who may call it (x-access, from the
// route's config.access); every one that is not public refuses a signed-out caller with 401
// UNAUTHENTICATED before looking at the body. New routes are covered as they are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someIp } from '../../support/accounts';
import { loadOperations, sampleOf, urlOf, type Operation } from '../../support/openapi-operations';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await loadOperations(t.app);
});
afterAll(() => t.close());

// `test-taker`: a participant, or a phone's hand-off session for one course's test (T4).
const ACCESS = ['public', 'signed-in', 'participant', 'supporter', 'admin', 'test-taker'];

describe('access', () => {
  it('documents who may call every operation', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      expect(ACCESS, `${op.method} ${op.path}`).toContain(op.access);
    }
  });

  it('covers the routes that once validated before authenticating', () => {
    const protectedOps = operations.filter((op) => op.access !== 'public');
    expect(protectedOps.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/participant',
        'DELETE /api/participant',
        'POST /api/participant/payout',
        'PUT /api/course/cancel',
        'POST /api/admin/clock',
      ]),
    );
  });

  it('answers 401 UNAUTHENTICATED signed out, whatever the body, in both languages', async () => {
    const protectedOps = operations.filter((op) => op.access !== 'public');
    for (const op of protectedOps) {
      const bodies: { payload?: string; contentType?: string }[] = [
        {},
        { payload: JSON.stringify(sampleOf(op.body)), contentType: 'application/json' },
        { payload: '{"broken": ', contentType: 'application/json' },
        { payload: '{"unexpected": [1, 2, 3]}', contentType: 'application/json' },
        { payload: 'a\u0000b', contentType: 'text/plain' },
        {
          payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
          contentType: 'application/json',
        },
      ];
      for (const [language, message] of [
        ['en', 'Please sign in'],
        ['de', 'Bitte melde dich an'],
      ] as const) {
        for (const body of bodies) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op, '%00'),
            remoteAddress: someIp(),
            headers: {
              'x-language': language,
              // A forged sign-in and a forged hand-off session (T4) alike.
              cookie: `quitpot.session_token=forged; quitpot_test=${'A'.repeat(43)}`,
              ...(body.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          });
          const what = `${op.method} ${op.path} ${body.payload?.slice(0, 20) ?? 'no body'}`;
          expect(res.statusCode, what).toBe(401);
          expect(res.json(), what).toMatchObject({ code: 'UNAUTHENTICATED', message });
        }
      }
    }
  }, 60_000);
});
