// Issue 16: Billing speaks one vocabulary. For random sequences of gifts (fee covered or not),
// refunds and payouts, every part of the balance's split is given = fee + share, the parts add
// up to the total, the total is what donors were charged, and the split agrees with the ledger's
// figures in the participant's unit (available, pending, paid out) and in the donors' unit
// (refunds: what they get back is what they gave).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBankAccount,
  balanceOf,
  donate,
  readyParticipant,
  setCourseState,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0' });
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Split = { givenCents: number; feeCents: number; shareCents: number };
type BalanceBody = {
  availableCents: number;
  pendingCents: number;
  payingOutCents: number;
  paidOutCents: number;
  refundingCents: number;
  refundedCents: number;
  split: Record<'pending' | 'available' | 'paid_out' | 'refunding' | 'refunded' | 'total', Split>;
  donations: { chargedCents: number; shareCents: number }[];
};

const ENDINGS = ['none', 'cancel', 'full', 'partial'] as const;

describe('Billing units', () => {
  it.each(
    [11, 23, 47, 89, 5, 7, 13, 31].map((seed, i) => [seed, ENDINGS[i % ENDINGS.length]!] as const),
  )(
    'add up for a random sequence (seed %i, ending %s)',
    async (seed, ending) => {
      const next = random(seed);
      const p = await readyParticipant(t.app);
      const gifts = 2 + Math.floor(next() * 4);
      for (let i = 0; i < gifts; i += 1) {
        await donate(t.app, p.id, {
          amountCents: 100 + Math.floor(next() * 15_000),
          coverFee: next() < 0.5,
        });
      }
      if (ending === 'cancel') {
        await t.app.inject({
          method: 'PUT',
          url: '/api/course/cancel',
          headers: { cookie: p.cookie },
          payload: { confirm: true },
        });
      } else if (ending === 'full' || ending === 'partial') {
        await setCourseState(t.database.db, p.id, ending === 'full' ? 'passed' : 'partial', {
          smokeFreeDays: ending === 'full' ? null : 7 + Math.floor(next() * 20),
        });
        await addBankAccount(t.app, p.cookie);
        const res = await t.app.inject({
          method: 'POST',
          url: ending === 'full' ? '/api/participant/payout' : '/api/participant/payout/partial',
          headers: { cookie: p.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      // Half of the time the refunds and payouts go through before Billing is read.
      if (next() < 0.5) await t.app.jobs.runDue();

      const b = (await balanceOf(t.app, p.cookie)) as unknown as BalanceBody;
      const parts = ['pending', 'available', 'paid_out', 'refunding', 'refunded'] as const;
      for (const key of [...parts, 'total'] as const) {
        const part = b.split[key];
        expect(part.givenCents, `${ending} ${key}`).toBe(part.feeCents + part.shareCents);
      }
      for (const field of ['givenCents', 'feeCents', 'shareCents'] as const) {
        expect(
          parts.reduce((sum, key) => sum + b.split[key][field], 0),
          field,
        ).toBe(b.split.total[field]);
      }
      expect(b.split.total.givenCents).toBe(b.donations.reduce((s, d) => s + d.chargedCents, 0));
      expect(b.split.total.shareCents).toBe(b.donations.reduce((s, d) => s + d.shareCents, 0));
      // The participant's unit agrees with the ledger.
      expect(b.split.available.shareCents).toBe(b.availableCents);
      expect(b.split.pending.shareCents).toBe(b.pendingCents);
      if (ending !== 'partial') {
        expect(b.split.paid_out.shareCents).toBe(b.paidOutCents + b.payingOutCents);
      }
      // Refunds give back what donors gave.
      expect(b.split.refunding.givenCents + b.split.refunded.givenCents).toBe(
        b.refundingCents + b.refundedCents,
      );
    },
    120_000,
  );
});
