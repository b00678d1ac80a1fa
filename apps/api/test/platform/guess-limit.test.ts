// Issue 30, item 7: guessing a signed link's token or a kit's code is limited (record 0066):
// refusals count per address (links) or per account (kit codes); past the limit every call is
// RATE_LIMITED, a well-formed one too, and others are not held up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessRateLimits } from '../../src/platform/guess-limit';
import { someIp } from '../support/accounts';
import { newParticipant } from '../support/money';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DONATION = '00000000-0000-4000-8000-000000000001';

describe('guessing limits', () => {
  it('a donation link: wrong tokens from one address, then 429 for that address only', async () => {
    const ip = someIp();
    const trail = (token: string, remoteAddress = ip) =>
      t.app.inject({
        url: `/api/donation/${DONATION}/trail?token=${token}`,
        remoteAddress,
      });
    const { limit } = guessRateLimits['signed-link'];
    for (let i = 0; i < limit; i++) {
      const res = await trail(`1999999999.${'A'.repeat(42)}${i % 10}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_DONATION_LINK');
    }
    const blocked = await trail(`1999999999.${'B'.repeat(43)}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // Another address still gets its ordinary answer.
    expect((await trail(`1999999999.${'B'.repeat(43)}`, someIp())).statusCode).toBe(400);
  });

  it('an unsubscribe token and a hand-off link count the same way', async () => {
    const ip = someIp();
    const { limit } = guessRateLimits['signed-link'];
    for (let i = 0; i < limit; i++) {
      const res =
        i % 2 === 0
          ? await t.app.inject({
              method: 'POST',
              url: '/api/reminders/unsubscribe',
              remoteAddress: ip,
              payload: { token: `guess-${i}-${'x'.repeat(20)}` },
            })
          : await t.app.inject({
              method: 'POST',
              url: '/api/testkit/handoff/redeem',
              remoteAddress: ip,
              payload: { token: `guess${i}${'y'.repeat(30)}` },
            });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      remoteAddress: ip,
      payload: { token: `guess-last-${'x'.repeat(20)}` },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it("kit codes: another's or an unknown code counts per account, then 429", async () => {
    const p = await newParticipant(t.app, 'de');
    const other = await newParticipant(t.app);
    const kit = (cookie: string, code: string) =>
      t.app.inject({ url: `/api/testkit/${code}/participant`, headers: { cookie } });
    const { limit } = guessRateLimits['kit-code'];
    for (let i = 0; i < limit; i++) {
      const res = await kit(p.cookie, `QP-ABCDEFG${'HJKLMNPQRS'[i % 10]}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TESTKIT_NOT_FOUND');
    }
    const blocked = await kit(p.cookie, 'QP-ZZZZZZZZ');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warte einen Moment',
    });
    // Another account (on the same address) is not held up.
    expect((await kit(other.cookie, 'QP-ZZZZZZZZ')).statusCode).toBe(404);
  });
});
