// The ledger's model test extended to C8's stay-quit bonus pot (record 0083): supporters give
// to the 3-month follow-up's pot (some checkouts confirmed only later), the follow-up passes,
// fails or is missed — also two outcomes at once, the settlement replayed several times at once,
// and a settlement that crashes half-way. After every step: the ledger sums to zero, kept
// balances equal it, no held account is negative, the pot's accounts match a simple model of
// the gifts, one live bonus payout at most, and no gift is both paid out and refunded.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { donations, followUps, ledgerEntries, payouts, refunds } from '../../../src/db/schema';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { lockCourse } from '../../../src/modules/course-row/current-course';
import {
  markFollowUpMissed,
  recordFollowUpOutcome,
} from '../../../src/modules/course/follow-up-outcomes';
import { settleBonusPot } from '../../../src/modules/money/bonus-pot';
import {
  HELD_ACCOUNTS,
  keptBalanceMismatches,
  ledgerBalances,
} from '../../../src/modules/money/ledger';
import { refundDonation } from '../../../src/modules/money/refunds';
import { manualClock } from '../../../src/platform/clock';
import { joinedFollowUp, startBonusGift } from '../../support/follow-up-fixture';
import { completeCheckout, moneyTestApp } from '../../support/money';
import type { TestApp } from '../../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
});
afterAll(() => t.close());

type GiftState = 'unconfirmed' | 'held' | 'paid' | 'refunded';
type ModelGift = { id: string; checkoutUrl: string; share: number; fee: number; state: GiftState };
type Outcome = 'open' | 'passed' | 'failed' | 'missed';
type Model = { gifts: ModelGift[]; outcome: Outcome };
type Real = { participantId: string; courseId: string; followUpId: string; closesAt: Date };

const pick = <T>(items: T[], seed: number): T | undefined =>
  items[seed % Math.max(items.length, 1)];

const startGift = (participantId: string, amountCents: number, coverFee: boolean) =>
  startBonusGift(t.app, participantId, amountCents, coverFee);

/** The model's settlement: what happens to every gift once the outcome is known. */
function settleModel(m: Model, outcome: Exclude<Outcome, 'open'>) {
  if (m.outcome !== 'open') return;
  m.outcome = outcome;
  for (const g of m.gifts) {
    if (g.state === 'held') g.state = outcome === 'passed' ? 'paid' : 'refunded';
  }
}

async function checkInvariants(m: Model, r: Real) {
  const db = t.database.db;
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  expect(Number(total!.sum)).toBe(0);
  expect(await keptBalanceMismatches(db)).toEqual([]);
  const b = await courseBalances(db, r.courseId);
  expect(b).toEqual(await ledgerBalances(db, r.courseId));
  for (const account of HELD_ACCOUNTS) expect(b[account], account).toBeGreaterThanOrEqual(0);
  const sum = (state: GiftState, f: (g: ModelGift) => number) =>
    m.gifts.filter((g) => g.state === state).reduce((s, g) => s + f(g), 0);
  expect(b).toMatchObject({
    bonus_share: sum('held', (g) => g.share),
    bonus_fee: sum('held', (g) => g.fee),
    // The course's own accounts never see the bonus.
    available_share: 0,
    paying_out: 0,
    paid_out: 0,
  });
  expect(b.bonus_paying_out + b.bonus_paid_out).toBe(sum('paid', (g) => g.share));
  expect(b.fees_pending + b.fees).toBe(sum('paid', (g) => g.fee));
  expect(b.refunding + b.refunded).toBe(sum('refunded', (g) => g.share + g.fee));
  const [row] = await db.select().from(followUps).where(eq(followUps.id, r.followUpId));
  expect(row!.state === 'enrolled' ? 'open' : row!.state).toBe(m.outcome);
  const live = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.courseId, r.courseId), eq(payouts.pot, 'stay_quit')));
  expect(live.filter((p) => p.status !== 'failed').length).toBe(
    m.gifts.some((g) => g.state === 'paid') ? 1 : 0,
  );
  for (const g of m.gifts) {
    const [gift] = await db.select().from(donations).where(eq(donations.id, g.id));
    const made = await db.select().from(refunds).where(eq(refunds.donationId, g.id));
    // Never both: a paid gift has no refund, a refunded one was never paid out.
    expect(made, `refunds of ${g.id}`).toHaveLength(g.state === 'refunded' ? 1 : 0);
    const status = {
      unconfirmed: ['open'],
      held: ['available'],
      paid: ['paid_out'],
      refunded: ['refunding', 'refunded'],
    };
    expect(status[g.state], `gift ${g.id}`).toContain(gift!.status);
    expect(gift!.paidOutCents).toBe(g.state === 'paid' ? g.share + g.fee : 0);
  }
}

const run = async (m: Model, r: Real) => {
  await t.app.jobs.runDue();
  await checkInvariants(m, r);
};

/** A gift through the checkout: taken while the pot is open, else refused with nothing stored. */
class Give implements fc.AsyncCommand<Model, Real> {
  readonly amountCents: number;
  readonly coverFee: boolean;
  readonly confirmNow: boolean;
  constructor(amountCents: number, coverFee: boolean, confirmNow: boolean) {
    this.amountCents = amountCents;
    this.coverFee = coverFee;
    this.confirmNow = confirmNow;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    const [before] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(donations)
      .where(eq(donations.courseId, r.courseId));
    const res = await startGift(r.participantId, this.amountCents, this.coverFee);
    const open = m.outcome === 'open' && clock.now() < r.closesAt;
    if (!open) {
      expect(res.json().code).toBe('BONUS_POT_CLOSED');
      const [after] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(donations)
        .where(eq(donations.courseId, r.courseId));
      expect(after!.n).toBe(before!.n);
      return run(m, r);
    }
    expect(res.statusCode, res.body).toBe(200);
    const { donationId, checkoutUrl } = res.json<{ donationId: string; checkoutUrl: string }>();
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, donationId));
    const gift: ModelGift = {
      id: donationId,
      checkoutUrl,
      share: row!.shareCents,
      fee: row!.feeCents,
      state: 'unconfirmed',
    };
    m.gifts.push(gift);
    if (this.confirmNow) {
      await completeCheckout(t.app, checkoutUrl);
      gift.state = 'held';
    }
    await run(m, r);
  }
  toString = () => `Give(${this.amountCents}, ${this.coverFee}, ${this.confirmNow})`;
}

/** A checkout paid later: held while the pot waits, sent back once it was settled. */
class ConfirmLate implements fc.AsyncCommand<Model, Real> {
  readonly seed: number;
  constructor(seed: number) {
    this.seed = seed;
  }
  check = (m: Readonly<Model>) => m.gifts.some((g) => g.state === 'unconfirmed');
  async run(m: Model, r: Real) {
    const g = pick(
      m.gifts.filter((x) => x.state === 'unconfirmed'),
      this.seed,
    )!;
    await completeCheckout(t.app, g.checkoutUrl);
    g.state = m.outcome === 'open' ? 'held' : 'refunded';
    await run(m, r);
  }
  toString = () => `ConfirmLate(${this.seed})`;
}

/** Final results of the 3-month test, `results.length` of them at once (the first final wins). */
class Outcomes implements fc.AsyncCommand<Model, Real> {
  readonly results: ('passed' | 'failed' | 'partial')[];
  constructor(results: ('passed' | 'failed' | 'partial')[]) {
    this.results = results;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    await Promise.all(
      this.results.map((result) =>
        recordFollowUpOutcome(t.app.money, r.followUpId, randomUUID(), result),
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(followUps)
      .where(eq(followUps.id, r.followUpId));
    if (m.outcome === 'open') {
      expect(['passed', 'failed']).toContain(row!.state);
      settleModel(m, row!.state as 'passed' | 'failed');
    } else {
      expect(row!.state).toBe(m.outcome);
    }
    await run(m, r);
  }
  toString = () => `Outcomes(${this.results.join(',')})`;
}

/** The window ends; the missed job runs `times` times at once. */
class Miss implements fc.AsyncCommand<Model, Real> {
  readonly times: number;
  constructor(times: number) {
    this.times = times;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    const target = r.closesAt.getTime() + DAY;
    if (clock.now().getTime() < target) clock.advance(target - clock.now().getTime());
    await Promise.all(
      Array.from({ length: this.times }, () => markFollowUpMissed(t.app.money, r.followUpId)),
    );
    settleModel(m, 'missed');
    await run(m, r);
  }
  toString = () => `Miss(x${this.times})`;
}

/** The settlement job replayed several times at once: nothing moves twice. */
class Replay implements fc.AsyncCommand<Model, Real> {
  readonly times: number;
  constructor(times: number) {
    this.times = times;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    await Promise.all(
      Array.from({ length: this.times }, () => settleBonusPot(t.app.money, r.courseId)),
    );
    await run(m, r);
  }
  toString = () => `Replay(x${this.times})`;
}

/** A settlement that refunds every held gift and then dies: nothing of it may remain. */
class Crash implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const crash = t.database.db.transaction(async (tx) => {
      await lockCourse(tx, r.courseId);
      const held = await tx
        .select()
        .from(donations)
        .where(and(eq(donations.courseId, r.courseId), eq(donations.status, 'available')));
      for (const gift of held) await refundDonation(tx, t.app.money, gift, 'bonus_failed');
      throw new Error('crash');
    });
    await expect(crash).rejects.toThrow('crash');
    await run(m, r);
  }
  toString = () => 'Crash';
}

const commands = [
  fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean(), fc.boolean())
    .map(([a, c, now]) => new Give(a, c, now)),
  fc.nat(100).map((s) => new ConfirmLate(s)),
  fc
    .array(fc.constantFrom('passed' as const, 'failed' as const, 'partial' as const), {
      minLength: 1,
      maxLength: 3,
    })
    .map((results) => new Outcomes(results)),
  fc.integer({ min: 1, max: 3 }).map((n) => new Miss(n)),
  fc.integer({ min: 2, max: 3 }).map((n) => new Replay(n)),
  fc.constant(new Crash()),
];

const joinedParticipant = async (): Promise<Real> => joinedFollowUp(t.app, t.database.db, clock);

it('keeps the books balanced and each bonus gift paid out or refunded, never both, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (cmds) => {
      const real = await joinedParticipant();
      const model: Model = { gifts: [], outcome: 'open' };
      await checkInvariants(model, real);
      await fc.asyncModelRun(() => ({ model, real }), cmds);
    }),
    { numRuns: 12 },
  );
});

it('sends back a late gift and pays nothing twice in a fixed run: late money, both outcomes at once, replays, a crash', async () => {
  for (const outcome of [
    ['failed', 'passed'],
    ['passed', 'failed'],
  ] as const) {
    const real = await joinedParticipant();
    const model: Model = { gifts: [], outcome: 'open' };
    await fc.asyncModelRun(
      () => ({ model, real }),
      [
        new Give(5_000, false, false),
        new Give(2_500, true, true),
        new Crash(),
        new Outcomes([...outcome]),
        new ConfirmLate(0),
        new Replay(3),
        new Give(1_000, false, true),
        new Miss(2),
      ],
    );
    expect(model.gifts.map((g) => g.state)).toEqual(
      model.outcome === 'passed' ? ['refunded', 'paid'] : ['refunded', 'refunded'],
    );
  }
});
