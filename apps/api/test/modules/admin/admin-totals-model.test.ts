// Model-based test of the console's money totals (fast-check commands): donations, refunds
// (some refused, then booked by hand), payouts in any order. After every step the totals the
// console shows equal the ledger's own sums to the cent, and the change since the run began
// equals what a simple model of the donations says.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { donationBreakdown } from '@quit/domain/fees';
import { courses, ledgerEntries, refunds } from '../../../src/db/schema';
import { refundCourse } from '../../../src/modules/money/refunds';
import { signedInAdmin } from '../../support/admin-helpers';
import {
  addBankAccount,
  completeCheckout,
  newParticipant,
  PUBLIC_URL,
  startDonation,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

type Totals = {
  heldCents: number;
  pendingCents: number;
  paidOutCents: number;
  refundedCents: number;
  feesEarnedCents: number;
  accounts: Record<string, number>;
};
type Status = 'available' | 'refunding' | 'refunded' | 'paid_out';
type ModelDonation = {
  id: string;
  share: number;
  fee: number;
  refundsFail: boolean;
  status: Status;
};
type Model = {
  donations: ModelDonation[];
  course: 'funding' | 'passed' | 'cancelled';
  paid: boolean;
};
type Real = { participantId: string; cookie: string; courseId: string; baseline: Totals };

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
  adminCookie = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

async function totals(): Promise<Totals> {
  const res = await t.app.inject({
    url: '/api/admin/money/totals',
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Totals>();
}

async function check(m: Model, r: Real) {
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  const now = await totals();
  // The console's figures are the ledger's sums, account by account, to the cent.
  const rows = await t.database.db
    .select({
      account: ledgerEntries.account,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const ledger = Object.fromEntries(rows.map((row) => [row.account, Number(row.cents)]));
  const account = (name: string) => ledger[name] ?? 0;
  expect(now.heldCents).toBe(
    account('available_share') +
      account('available_fee') +
      account('refunding') +
      account('paying_out') +
      account('fees_pending'),
  );
  expect(now.pendingCents).toBe(account('pending_share') + account('pending_fee'));
  expect(now.paidOutCents).toBe(account('paid_out'));
  expect(now.refundedCents).toBe(account('refunded'));
  expect(now.feesEarnedCents).toBe(account('fees'));
  // And the change since this run began is what the model says happened.
  const sum = (status: Status, f: (d: ModelDonation) => number) =>
    m.donations.filter((d) => d.status === status).reduce((s, d) => s + f(d), 0);
  const charged = (d: ModelDonation) => d.share + d.fee;
  expect({
    held: now.heldCents - r.baseline.heldCents,
    pending: now.pendingCents - r.baseline.pendingCents,
    refunded: now.refundedCents - r.baseline.refundedCents,
    paidOut: now.paidOutCents - r.baseline.paidOutCents,
    fees: now.feesEarnedCents - r.baseline.feesEarnedCents,
  }).toEqual({
    held: sum('available', charged) + sum('refunding', charged),
    pending: 0,
    refunded: sum('refunded', charged),
    paidOut: sum('paid_out', (d) => d.share),
    fees: sum('paid_out', (d) => d.fee),
  });
}

class Donate implements fc.AsyncCommand<Model, Real> {
  readonly amount: number;
  readonly coverFee: boolean;
  readonly refundsFail: boolean;
  constructor(amount: number, coverFee: boolean, refundsFail: boolean) {
    this.amount = amount;
    this.coverFee = coverFee;
    this.refundsFail = refundsFail;
  }
  check = (m: Readonly<Model>) => m.course === 'funding';
  async run(m: Model, r: Real) {
    const res = await startDonation(t.app, r.participantId, {
      amountCents: this.amount,
      coverFee: this.coverFee,
    });
    expect(res.statusCode).toBe(200);
    const { donationId, checkoutUrl } = res.json();
    await completeCheckout(t.app, checkoutUrl, this.refundsFail ? 'pay_refunds_fail' : 'pay');
    const b = donationBreakdown({ amountCents: this.amount, coverFee: this.coverFee });
    m.donations.push({
      id: donationId,
      share: b.shareCents,
      fee: b.chargedCents - b.shareCents,
      refundsFail: this.refundsFail,
      status: 'available',
    });
    await check(m, r);
  }
  toString = () =>
    `Donate(${this.amount}${this.coverFee ? '+fee' : ''}${this.refundsFail ? ', refunds fail' : ''})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.course === 'funding';
  async run(m: Model, r: Real) {
    await t.database.db
      .update(courses)
      .set({ state: 'cancelled' })
      .where(eq(courses.id, r.courseId));
    await refundCourse(t.app.money, r.courseId, 'cancelled');
    m.course = 'cancelled';
    for (const d of m.donations) {
      if (d.status === 'available') d.status = d.refundsFail ? 'refunding' : 'refunded';
    }
    await check(m, r);
  }
  toString = () => 'Cancel';
}

class ByHand implements fc.AsyncCommand<Model, Real> {
  readonly seed: number;
  constructor(seed: number) {
    this.seed = seed;
  }
  check = (m: Readonly<Model>) => m.donations.some((d) => d.status === 'refunding');
  async run(m: Model, r: Real) {
    const open = m.donations.filter((d) => d.status === 'refunding');
    const d = open[this.seed % open.length]!;
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.donationId, d.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/money/refunds/${refund!.id}/mark-refunded`,
      headers: { cookie: adminCookie },
      payload: { note: 'Paid back by bank transfer' },
    });
    expect(res.statusCode).toBe(200);
    d.status = 'refunded';
    await check(m, r);
  }
  toString = () => `ByHand(${this.seed})`;
}

class Payout implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.course !== 'cancelled' && !m.paid;
  async run(m: Model, r: Real) {
    if (m.course === 'funding') {
      await t.database.db
        .update(courses)
        .set({ state: 'passed' })
        .where(eq(courses.id, r.courseId));
      await addBankAccount(t.app, r.cookie);
      m.course = 'passed';
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout',
      headers: { cookie: r.cookie },
    });
    if (m.donations.some((d) => d.status === 'available')) {
      expect(res.statusCode).toBe(200);
      for (const d of m.donations) if (d.status === 'available') d.status = 'paid_out';
      m.paid = true;
    } else {
      expect(res.json().code).toBe('NOT_SUCCESSFUL');
    }
    await check(m, r);
  }
  toString = () => 'Payout';
}

const commands = [
  fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean(), fc.boolean())
    .map(([a, c, f]) => new Donate(a, c, f)),
  fc.constant(new Cancel()),
  fc.nat(100).map((s) => new ByHand(s)),
  fc.constant(new Payout()),
];

it('shows totals equal to the ledger after any sequence of donations, refunds and payouts', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 10 }), async (cmds) => {
      const p = await newParticipant(t.app);
      // A read opens no course (issue 16): the participant opens their fundraiser explicitly.
      await t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } });
      const [course] = await t.database.db
        .select()
        .from(courses)
        .where(eq(courses.participantId, p.id));
      const real: Real = {
        participantId: p.id,
        cookie: p.cookie,
        courseId: course!.id,
        baseline: await totals(),
      };
      const model: Model = { donations: [], course: 'funding', paid: false };
      await fc.asyncModelRun(() => ({ model, real }), cmds);
    }),
    { numRuns: 15 },
  );
}, 240_000);
