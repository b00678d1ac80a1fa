import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, payouts, refunds } from '../../../src/db/schema';
import { keptBalanceMismatches } from '../../../src/modules/money/ledger';
import { courseBalances } from '../../../src/modules/course-row/balances';
import {
  addBankAccount,
  balanceOf,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

const payout = (cookie: string, kind: 'full' | 'partial' = 'full', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: kind === 'full' ? '/api/participant/payout' : '/api/participant/payout/partial',
    headers: { cookie, 'x-language': language },
  });

async function courseOf(participantId: string) {
  const [course] = await t.database.db
    .select()
    .from(courses)
    .where(eq(courses.participantId, participantId));
  return course!;
}

describe('payout gates', () => {
  it('refuses before a passed test and without a payout method', async () => {
    const p = await newParticipant(t.app, 'de');
    await donate(t.app, p.id, { amountCents: 10_000 });

    let res = await payout(p.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYOUT_NOT_ALLOWED');

    await setCourseState(t.database.db, p.id, 'passed');
    res = await payout(p.cookie, 'full', 'de');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_PAYOUT_METHOD',
      message: 'Bitte füge zuerst eine Auszahlungsmethode hinzu',
    });

    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    expect((await payout(p.cookie)).statusCode).toBe(200);
  });

  it('refuses while a donation is pending (M7)', async () => {
    const slow = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '3600', PUBLIC_URL });
    try {
      const p = await newParticipant(slow.app);
      await donate(slow.app, p.id); // paid, not confirmed for an hour
      await addBankAccount(slow.app, p.cookie);
      await setCourseState(slow.database.db, p.id, 'passed');
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/participant/payout',
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'MONEY_PENDING',
        message: 'There is still money pending. Please try again when all donations are available.',
      });
    } finally {
      await slow.close();
    }
  });

  it('refuses a bad IBAN with the field named, in both languages', async () => {
    for (const [language, message] of [
      ['en', 'The IBAN is not valid. Please check it and use the IBAN of a bank in the SEPA area'],
      ['de', 'Die IBAN ist ungültig. Bitte prüfe sie und gib die IBAN einer Bank im SEPA-Raum an'],
    ] as const) {
      // The account's saved language decides the message.
      const p = await newParticipant(t.app, language);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/participant/bankaccount',
        headers: { cookie: p.cookie, 'x-language': language },
        payload: { accountHolder: 'Ada Lovelace', iban: 'DE89370400440532013001' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_IBAN', message, fields: ['iban'] });
      const stored = await t.app.inject({
        url: '/api/participant/bankaccount',
        headers: { cookie: p.cookie },
      });
      expect(stored.json()).toEqual({ bankAccount: null });
    }
  });

  it('stores the bank account masked, never the IBAN', async () => {
    const p = await newParticipant(t.app);
    const res = await addBankAccount(t.app, p.cookie, 'de89 3704 0044 0532 0130 00');
    expect(res.json()).toEqual({
      bankAccount: {
        accountHolder: 'Ada Lovelace',
        country: 'DE',
        ibanMasked: 'DE•• •••• •••• 3000',
      },
    });
    const rows = await t.database.db.execute(`select * from payout_accounts`);
    expect(JSON.stringify(rows.rows)).not.toContain('0532013000');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant/bankaccount',
      headers: { cookie: p.cookie },
    });
    expect(removed.json()).toEqual({ bankAccount: null });
  });
});

describe('full payout', () => {
  it('50 concurrent requests pay out once; the fee is earned on payout', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 10_000 }); // fee 800, share 9200
    await donate(t.app, p.id, { amountCents: 5_000, coverFee: true }); // fee 500, share 5000
    await addBankAccount(t.app, p.cookie);
    await setCourseState(t.database.db, p.id, 'passed');

    const answers = await Promise.all(Array.from({ length: 50 }, () => payout(p.cookie)));
    const paid = answers.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    // The others asked while the first payout was live: refused, not answered as if new.
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['PAYOUT_ALREADY_REQUESTED']),
    );
    const course = await courseOf(p.id);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.courseId, course.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 14_200, feeCents: 1_300, status: 'requested' });
    expect(paid[0]!.json().payoutId).toBe(rows[0]!.id);

    await t.app.jobs.runDue();
    const balances = await courseBalances(t.database.db, course.id);
    expect(balances).toMatchObject({
      available_share: 0,
      available_fee: 0,
      paying_out: 0,
      paid_out: 14_200,
      fees: 1_300,
      donors: -15_500,
    });
    const balance = await balanceOf(t.app, p.cookie);
    expect(balance.donations.map((d) => d['status'])).toEqual(['paid_out', 'paid_out']);
    expect(await keptBalanceMismatches(t.database.db)).toEqual([]);
  });

  it.each([
    ['en', 'Your payout has already been requested. Billing shows where it is.'],
    ['de', 'Deine Auszahlung ist schon angefordert. Unter Abrechnung siehst du, wo sie steht.'],
  ] as const)(
    'refuses a second payout after the first was paid, and changes nothing (%s)',
    async (language, message) => {
      const p = await newParticipant(t.app, language);
      await donate(t.app, p.id, { amountCents: 10_000 });
      await addBankAccount(t.app, p.cookie);
      await setCourseState(t.database.db, p.id, 'passed');
      expect((await payout(p.cookie, 'full', language)).statusCode).toBe(200);
      await t.app.jobs.runDue();
      const course = await courseOf(p.id);
      const before = await courseBalances(t.database.db, course.id);
      expect(before).toMatchObject({ paid_out: 9_200, available_share: 0 });

      const again = await payout(p.cookie, 'full', language);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYOUT_ALREADY_REQUESTED', message });
      expect(await courseBalances(t.database.db, course.id)).toEqual(before);
      const rows = await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.courseId, course.id));
      expect(rows).toHaveLength(1);
      await t.app.jobs.runDue();
      expect(await courseBalances(t.database.db, course.id)).toEqual(before);
    },
  );

  it('a payout refused before it is sent makes the money available again, and a retry pays it', async () => {
    // (A payout that fails after it was sent is in payout-failed-later.test.ts.)
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 2_000 });
    // Onboarded at the provider but without a bank account: the sandbox refuses the payout.
    const headers = { cookie: p.cookie };
    await t.app.inject({ method: 'POST', url: '/api/participant/stripeaccount', headers });
    const status = await t.app.inject({ url: '/api/participant/stripeaccount', headers });
    expect(status.json()).toMatchObject({ status: 'ready' });
    await setCourseState(t.database.db, p.id, 'passed');
    const first = await payout(p.cookie);
    expect(first.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const course = await courseOf(p.id);
    let balances = await courseBalances(t.database.db, course.id);
    expect(balances).toMatchObject({
      available_share: 1_700,
      available_fee: 300,
      payout_returned: 0,
      paid_out: 0,
      fees: 0,
    });

    await addBankAccount(t.app, p.cookie); // a working account
    const second = await payout(p.cookie);
    expect(second.json().payoutId).not.toBe(first.json().payoutId);
    await t.app.jobs.runDue();
    balances = await courseBalances(t.database.db, course.id);
    expect(balances).toMatchObject({ available_share: 0, paid_out: 1_700, fees: 300 });
  });
});

describe('payout idempotency keys', () => {
  const keyed = (cookie: string, key: string, kind: 'full' | 'partial', language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: kind === 'full' ? '/api/participant/payout' : '/api/participant/payout/partial',
      headers: { cookie, 'x-language': language, 'idempotency-key': key },
    });

  it.each([
    [
      'en',
      'This request key was already used for a different request. Please send a new request with a new key.',
    ],
    [
      'de',
      'Dieser Anfrage-Schlüssel wurde schon für eine andere Anfrage verwendet. Bitte sende die Anfrage mit einem neuen Schlüssel.',
    ],
  ] as const)(
    'answers the first payout to the same key, and 422 to the key used for another kind (%s)',
    async (language, message) => {
      const p = await newParticipant(t.app, language);
      await donate(t.app, p.id, { amountCents: 3_000 });
      await addBankAccount(t.app, p.cookie);
      await setCourseState(t.database.db, p.id, 'passed');
      const key = `payout-key-${Date.now()}`;
      const first = await keyed(p.cookie, key, 'full', language);
      expect(first.statusCode).toBe(200);
      const again = await keyed(p.cookie, key, 'full', language);
      expect(again.json().payoutId).toBe(first.json().payoutId);
      const other = await keyed(p.cookie, key, 'partial', language);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message });
      const course = await courseOf(p.id);
      const rows = await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.courseId, course.id));
      expect(rows).toHaveLength(1);
    },
  );
});

describe('partial payout (C5)', () => {
  it('pays the smoke-free share, earns that part of the fee and refunds the rest pro rata', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 10_000 }); // charged 10000, share 9200, fee 800
    await donate(t.app, p.id, { amountCents: 4_000 }); // charged 4000, share 3400, fee 600
    await addBankAccount(t.app, p.cookie);
    await setCourseState(t.database.db, p.id, 'partial', { smokeFreeDays: 14 });

    expect((await payout(p.cookie, 'full')).json().code).toBe('PAYOUT_NOT_ALLOWED');
    // Billing can name the amount before the participant asks for it.
    expect((await balanceOf(t.app, p.cookie))['partialPayoutCents']).toBe(6_300);
    const res = await payout(p.cookie, 'partial');
    expect(res.statusCode).toBe(200);
    // share 12600 × 14/28 = 6300; fee 1400 × 14/28 = 700; refund 14000 − 7000 = 7000.
    expect(res.json()).toMatchObject({ kind: 'partial', amountCents: 6_300, refundedCents: 7_000 });
    await t.app.jobs.runDue();
    const course = await courseOf(p.id);
    const balances = await courseBalances(t.database.db, course.id);
    expect(balances).toMatchObject({ paid_out: 6_300, fees: 700, refunded: 7_000, refunding: 0 });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.courseId, course.id));
    expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([2_000, 5_000]);
    // Each donation shows its own share paid out and sent back, adding up to the totals.
    const balance = await balanceOf(t.app, p.cookie);
    expect(balance['partialPayoutCents']).toBeNull();
    expect(
      balance.donations.map((d) => [
        d['amountCents'],
        d['paidOutShareCents'],
        d['returnedShareCents'],
      ]),
    ).toEqual(
      expect.arrayContaining([
        [10_000, 4_600, 4_600],
        [4_000, 1_700, 1_700],
      ]),
    );
  });

  it('with fewer than 7 smoke-free days there is no partial payout', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id);
    await addBankAccount(t.app, p.cookie);
    await setCourseState(t.database.db, p.id, 'partial', { smokeFreeDays: 6 });
    const res = await payout(p.cookie, 'partial');
    expect(res.json().code).toBe('PAYOUT_NOT_ALLOWED');
  });
});
