// The ledger's model test extended to C7 (record 0081): after a cancelled course, supporters
// keep or refund their gifts by signed links — alone, several at once, the same link again,
// forged links — the clock passes the 7- and 90-day deadlines, the participant starts the next
// attempt (twice at once), and transactions crash half-way. After every step: the ledger sums
// to zero, kept balances equal it, `carried` sums to zero, no held account is negative, each
// course's accounts match a simple model of the gifts, and no gift is both refunded and moved.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, donations, giftChoices, ledgerEntries, refunds } from '../../../src/db/schema';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { ensureOpenCourse, lockCourse } from '../../../src/modules/course-row/current-course';
import { moveKeptGiftsInTx } from '../../../src/modules/money/kept-gifts';
import {
  carriedImbalance,
  HELD_ACCOUNTS,
  keptBalanceMismatches,
  ledgerBalances,
} from '../../../src/modules/money/ledger';
import { giftChoiceToken, refundChoiceInTx } from '../../../src/modules/money/second-chance';
import { manualClock } from '../../../src/platform/clock';
import { donate, moneyTestApp, newParticipant } from '../../support/money';
import type { TestApp } from '../../support/test-app';
import { someIp } from '../../support/accounts';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
});
afterAll(() => t.close());

type GiftState = 'open' | 'kept' | 'refunded' | 'moved';
type ModelGift = { id: string; share: number; fee: number; state: GiftState; keepUntil: Date };
type Model = { gifts: ModelGift[]; next: boolean; offeredAt: number };
type Real = { participantId: string; cookie: string; courseId: string };

const pick = <T>(items: T[], seed: number): T | undefined =>
  items[seed % Math.max(items.length, 1)];
const token = (g: ModelGift, choice: 'keep' | 'refund') =>
  giftChoiceToken(t.app.money.linkSecret, g.id, choice, g.keepUntil);
const daysGone = (m: Model) => (clock.now().getTime() - m.offeredAt) / DAY;

function choose(id: string, choice: 'keep' | 'refund', tokenText: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/donation/${id}/choice`,
    remoteAddress: someIp(),
    payload: { choice, token: tokenText },
  });
}

/** What a choice does in the model (judgeGiftChoice's rule, written out again). */
function modelChoice(m: Model, g: ModelGift, choice: 'keep' | 'refund'): number {
  // The links end with the gift's last possible day (by then it is refunded or moved anyway).
  if (clock.now().getTime() > g.keepUntil.getTime()) return 400;
  if (g.state === 'moved') return 409;
  if (g.state === 'refunded') return choice === 'refund' ? 200 : 409;
  if (choice === 'refund') {
    g.state = 'refunded';
    return 200;
  }
  if (g.state === 'kept') return 200;
  if (daysGone(m) >= 7) return 409;
  g.state = 'kept';
  return 200;
}

async function nextCourseId(r: Real): Promise<string | undefined> {
  const rows = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.participantId, r.participantId));
  return rows.find((c) => c.id !== r.courseId)?.id;
}

async function checkInvariants(m: Model, r: Real) {
  const db = t.database.db;
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  expect(Number(total!.sum)).toBe(0);
  expect(await keptBalanceMismatches(db)).toEqual([]);
  expect(await carriedImbalance(db)).toBe(0);
  const sum = (state: GiftState, f: (g: ModelGift) => number) =>
    m.gifts.filter((g) => g.state === state).reduce((s, g) => s + f(g), 0);
  const charged = (g: ModelGift) => g.share + g.fee;
  const b = await courseBalances(db, r.courseId);
  expect(b).toEqual(await ledgerBalances(db, r.courseId));
  for (const account of HELD_ACCOUNTS) expect(b[account]).toBeGreaterThanOrEqual(0);
  expect(b).toMatchObject({
    available_share: sum('open', (g) => g.share),
    available_fee: sum('open', (g) => g.fee),
    kept_share: sum('kept', (g) => g.share),
    kept_fee: sum('kept', (g) => g.fee),
    carried: sum('moved', charged),
  });
  expect(b.refunding + b.refunded).toBe(sum('refunded', charged));
  const next = await nextCourseId(r);
  expect(next !== undefined).toBe(m.next);
  if (next) {
    const nb = await courseBalances(db, next);
    for (const account of HELD_ACCOUNTS) expect(nb[account]).toBeGreaterThanOrEqual(0);
    expect(nb).toMatchObject({
      available_share: sum('moved', (g) => g.share),
      available_fee: sum('moved', (g) => g.fee),
      carried: 0 - sum('moved', charged) || 0,
    });
  }
  for (const g of m.gifts) {
    const [row] = await db.select().from(giftChoices).where(eq(giftChoices.donationId, g.id));
    expect(row?.state, `gift ${g.id}`).toBe(g.state);
    const made = await db.select().from(refunds).where(eq(refunds.donationId, g.id));
    const carried = await db.select().from(donations).where(eq(donations.carriedFromId, g.id));
    // Never both: one refund for a refunded gift, one carried donation for a moved one.
    expect(made).toHaveLength(g.state === 'refunded' ? 1 : 0);
    expect(carried).toHaveLength(g.state === 'moved' ? 1 : 0);
  }
}

const run = async (m: Model, r: Real) => {
  await t.app.jobs.runDue();
  await checkInvariants(m, r);
};

/** One choice, sent `times` times at once through the same link. */
class Choose implements fc.AsyncCommand<Model, Real> {
  readonly seed: number;
  readonly choice: 'keep' | 'refund';
  readonly times: number;
  constructor(seed: number, choice: 'keep' | 'refund', times: number) {
    this.seed = seed;
    this.choice = choice;
    this.times = times;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    const g = pick(m.gifts, this.seed)!;
    const answers = await Promise.all(
      Array.from({ length: this.times }, () => choose(g.id, this.choice, token(g, this.choice))),
    );
    const expected = modelChoice(m, g, this.choice);
    for (const a of answers) expect(a.statusCode).toBe(expected);
    await run(m, r);
  }
  toString = () => `Choose(${this.seed}, ${this.choice}, x${this.times})`;
}

/** Keep and refund of one gift at the same moment: either order ends refunded. */
class Race implements fc.AsyncCommand<Model, Real> {
  readonly seed: number;
  constructor(seed: number) {
    this.seed = seed;
  }
  check = (m: Readonly<Model>) => m.gifts.some((g) => g.state === 'open' || g.state === 'kept');
  async run(m: Model, r: Real) {
    const live = m.gifts.filter((g) => g.state === 'open' || g.state === 'kept');
    const g = pick(live, this.seed)!;
    const answers = await Promise.all([
      choose(g.id, 'keep', token(g, 'keep')),
      choose(g.id, 'refund', token(g, 'refund')),
    ]);
    expect(answers[1]!.statusCode).toBe(200);
    g.state = 'refunded';
    await run(m, r);
  }
  toString = () => `Race(${this.seed})`;
}

class Forge implements fc.AsyncCommand<Model, Real> {
  readonly seed: number;
  readonly choice: 'keep' | 'refund';
  constructor(seed: number, choice: 'keep' | 'refund') {
    this.seed = seed;
    this.choice = choice;
  }
  check = (m: Readonly<Model>) => m.gifts.length > 1;
  async run(m: Model, r: Real) {
    const g = pick(m.gifts, this.seed)!;
    const other = m.gifts.find((x) => x.id !== g.id)!;
    const wrongChoice = this.choice === 'keep' ? 'refund' : 'keep';
    for (const forged of [token(other, this.choice), token(g, wrongChoice)]) {
      const res = await choose(g.id, this.choice, forged);
      expect(res.json().code).toBe('INVALID_DONATION_LINK');
    }
    await run(m, r);
  }
  toString = () => `Forge(${this.seed}, ${this.choice})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  readonly days: number;
  constructor(days: number) {
    this.days = days;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    clock.advance(this.days * DAY);
    const gone = daysGone(m);
    for (const g of m.gifts) {
      if (g.state === 'open' && gone >= 7) g.state = 'refunded';
      if (g.state === 'kept' && gone >= 90) g.state = 'refunded';
    }
    await run(m, r);
  }
  toString = () => `Advance(${this.days}d)`;
}

class StartNext implements fc.AsyncCommand<Model, Real> {
  readonly times: number;
  constructor(times: number) {
    this.times = times;
  }
  check = (m: Readonly<Model>) => !m.next;
  async run(m: Model, r: Real) {
    const answers = await Promise.all(
      Array.from({ length: this.times }, () =>
        t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: r.cookie } }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    m.next = true;
    for (const g of m.gifts) {
      if (g.state === 'open') g.state = 'refunded';
      if (g.state === 'kept') g.state = 'moved';
    }
    await run(m, r);
  }
  toString = () => `StartNext(x${this.times})`;
}

/** A transaction that moves or refunds gifts and then dies: nothing of it may remain. */
class Crash implements fc.AsyncCommand<Model, Real> {
  readonly what: 'move' | 'refund';
  constructor(what: 'move' | 'refund') {
    this.what = what;
  }
  check = (m: Readonly<Model>) => !m.next;
  async run(m: Model, r: Real) {
    const crash = t.database.db.transaction(async (tx) => {
      await lockCourse(tx, r.courseId);
      if (this.what === 'move') {
        const next = await ensureOpenCourse(tx, r.participantId);
        await moveKeptGiftsInTx(tx, t.app.money, r.courseId, next.id);
      } else {
        const rows = await tx
          .select()
          .from(giftChoices)
          .where(eq(giftChoices.courseId, r.courseId));
        for (const row of rows) await refundChoiceInTx(tx, t.app.money, row, 'donor');
      }
      throw new Error('crash');
    });
    await expect(crash).rejects.toThrow('crash');
    await run(m, r);
  }
  toString = () => `Crash(${this.what})`;
}

const seed = fc.nat(1000);
const choice = fc.constantFrom('keep' as const, 'refund' as const);
const commands = [
  fc.tuple(seed, choice, fc.integer({ min: 1, max: 3 })).map(([s, c, n]) => new Choose(s, c, n)),
  fc.tuple(seed, choice, fc.integer({ min: 1, max: 2 })).map(([s, c, n]) => new Choose(s, c, n)),
  seed.map((s) => new Race(s)),
  fc.tuple(seed, choice).map(([s, c]) => new Forge(s, c)),
  fc.constantFrom(1, 3, 6, 30, 85).map((d) => new Advance(d)),
  fc.integer({ min: 1, max: 2 }).map((n) => new StartNext(n)),
  fc.constantFrom('move' as const, 'refund' as const).map((w) => new Crash(w)),
];

it('keeps the books balanced and each kept gift refunded or moved, never both, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean()), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.commands(commands, { maxCommands: 10 }),
      async (gifts, cmds) => {
        const p = await newParticipant(t.app);
        await t.app.inject({
          method: 'POST',
          url: '/api/course/new',
          headers: { cookie: p.cookie },
        });
        const made: ModelGift[] = [];
        for (const [amountCents, coverFee] of gifts) {
          const { donationId } = await donate(t.app, p.id, { amountCents, coverFee });
          const [row] = await t.database.db
            .select()
            .from(donations)
            .where(eq(donations.id, donationId));
          made.push({
            id: donationId,
            share: row!.shareCents,
            fee: row!.feeCents,
            state: 'open',
            keepUntil: new Date(0),
          });
        }
        const offeredAt = clock.now().getTime();
        const cancel = await t.app.inject({
          method: 'PUT',
          url: '/api/course/cancel',
          headers: { cookie: p.cookie },
          payload: { confirm: true },
        });
        expect(cancel.statusCode).toBe(200);
        const [course] = await t.database.db
          .select()
          .from(courses)
          .where(eq(courses.participantId, p.id));
        for (const g of made) {
          const [row] = await t.database.db
            .select()
            .from(giftChoices)
            .where(eq(giftChoices.donationId, g.id));
          g.keepUntil = row!.keepUntil;
        }
        const real: Real = { participantId: p.id, cookie: p.cookie, courseId: course!.id };
        const model: Model = { gifts: made, next: false, offeredAt };
        await checkInvariants(model, real);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      },
    ),
    { numRuns: 15 },
  );
}, 300_000);
