// C7 (record 0081): after a cancelled or failed course each supporter chooses by a signed link
// to be refunded now or to keep the gift for the participant's next attempt. Every link is
// tried: forged, reused, after the 7 days, after the next course started; both languages; the
// 7-day and 90-day jobs with the moved clock; the move into the next attempt; the console.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations, giftChoices, mailOutbox, refunds } from '../../../src/db/schema';
import { carriedImbalance } from '../../../src/modules/money/ledger';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { recordTestOutcome } from '../../../src/modules/course/outcome';
import { manualClock } from '../../../src/platform/clock';
import { expectLedgerBalanced } from '../../support/ledger-checks';
import { operatorIn } from '../../support/admin-helpers';
import { someIp, uniqueEmail } from '../../support/accounts';
import { donate, moneyTestApp, newParticipant, setCourseState } from '../../support/money';
import type { TestApp } from '../../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
  admin = await operatorIn(t.app, t.database.db);
});
afterAll(() => t.close());

type Gift = { id: string; email: string };
type Trail = {
  status: string;
  giftChoice?: {
    state: string;
    choice: string | null;
    decideBy: string;
    keepToken?: string;
    refundToken?: string;
  } | null;
};

/** A participant's course with gifts, cancelled: each gift is offered the choice. */
async function cancelledWithGifts(
  gifts: { amountCents: number; language?: 'en' | 'de'; anonymous?: boolean; name?: string }[],
) {
  const p = await newParticipant(t.app);
  await t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } });
  const made: Gift[] = [];
  for (const g of gifts) {
    const email = uniqueEmail('donor');
    const { donationId } = await donate(t.app, p.id, {
      amountCents: g.amountCents,
      // Covering the fee: the participant's share is the whole amount (M6).
      coverFee: true,
      donorEmail: email,
      anonymous: g.anonymous ?? false,
      donorName: g.name ?? 'Grace Hopper',
      ...(g.language ? {} : {}),
    });
    if (g.language === 'de') {
      await t.database.db
        .update(donations)
        .set({ language: 'de' })
        .where(eq(donations.id, donationId));
    }
    made.push({ id: donationId, email });
  }
  const cancel = await t.app.inject({
    method: 'PUT',
    url: '/api/course/cancel',
    headers: { cookie: p.cookie },
    payload: { confirm: true },
  });
  expect(cancel.statusCode).toBe(200);
  await t.app.jobs.runDue();
  const [course] = await t.database.db
    .select()
    .from(courses)
    .where(eq(courses.participantId, p.id));
  return { p, gifts: made, courseId: course!.id };
}

async function choiceMail(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'gift_choice')));
  return mail;
}

/** The donor's page from the keep link of their mail (a GET: it changes nothing). */
async function trailFromMail(gift: Gift) {
  const mail = await choiceMail(gift.email);
  const link = /(http\S+&choice=keep)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  const res = await t.app.inject({
    url: `/api/donation/${gift.id}/trail?token=${encodeURIComponent(url.searchParams.get('token')!)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Trail>();
}

function choose(id: string, choice: 'keep' | 'refund', token: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/donation/${id}/choice`,
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: { choice, token },
  });
}

async function choiceRow(id: string) {
  const [row] = await t.database.db
    .select()
    .from(giftChoices)
    .where(eq(giftChoices.donationId, id));
  return row!;
}

async function donationRow(id: string) {
  const [row] = await t.database.db.select().from(donations).where(eq(donations.id, id));
  return row!;
}
const feeOf = async (id: string) => (await donationRow(id)).feeCents;
const chargedOf = async (id: string) => (await donationRow(id)).chargedCents;

async function refundsOf(id: string) {
  return t.database.db.select().from(refunds).where(eq(refunds.donationId, id));
}

async function expectTotalsEqualLedger() {
  const totals = await t.app.inject({ url: '/api/admin/money/totals', headers: { cookie: admin } });
  const body = totals.json<{
    heldCents: number;
    keptCents: number;
    accounts: Record<string, number>;
  }>();
  const a = body.accounts;
  expect(body.heldCents).toBe(
    a['available_share']! +
      a['available_fee']! +
      a['refunding']! +
      a['paying_out']! +
      a['fees_pending']! +
      a['kept_share']! +
      a['kept_fee']!,
  );
  expect(body.keptCents).toBe(a['kept_share']! + a['kept_fee']!);
  expect(Object.values(a).reduce((s, c) => s + c, 0)).toBe(0);
  expect(await carriedImbalance(t.database.db)).toBe(0);
  await expectLedgerBalanced(t.database.db);
}

describe('the keep-or-refund choice (C7)', () => {
  it('a cancelled course refunds nobody at once; each donor gets the choice mail in their language', async () => {
    const { gifts, courseId } = await cancelledWithGifts([
      { amountCents: 2_500 },
      { amountCents: 4_000, language: 'de' },
    ]);
    const b = await courseBalances(t.database.db, courseId);
    expect(b.available_share).toBe(6_500);
    expect(b.refunding + b.refunded).toBe(0);
    const en = await choiceMail(gifts[0]!.email);
    const de = await choiceMail(gifts[1]!.email);
    expect(en?.language).toBe('en');
    expect(en?.text).toContain('Keep my gift for the next attempt');
    expect(en?.text).toContain('Refund me now');
    expect(de?.language).toBe('de');
    expect(de?.text).toContain('Spende für den nächsten Versuch behalten');
    expect(de?.text).toContain('Jetzt zurückerstatten');
    const trail = await trailFromMail(gifts[0]!);
    expect(trail.giftChoice).toMatchObject({ state: 'open', choice: null });
    expect(trail.giftChoice?.keepToken).toBeTruthy();
    await expectTotalsEqualLedger();
  });

  it('refund now refunds at once; keep holds the gift; the same link again changes nothing', async () => {
    const { gifts, courseId } = await cancelledWithGifts([
      { amountCents: 2_500 },
      { amountCents: 4_000 },
    ]);
    const [refunder, keeper] = gifts as [Gift, Gift];
    const r = await trailFromMail(refunder);
    const k = await trailFromMail(keeper);
    const refund = await choose(refunder.id, 'refund', r.giftChoice!.refundToken!);
    expect(refund.json()).toMatchObject({ state: 'refunded', choice: 'refund' });
    const keep = await Promise.all([
      choose(keeper.id, 'keep', k.giftChoice!.keepToken!),
      choose(keeper.id, 'keep', k.giftChoice!.keepToken!),
    ]);
    for (const res of keep) expect(res.json()).toMatchObject({ state: 'kept', choice: 'keep' });
    const again = await choose(refunder.id, 'refund', r.giftChoice!.refundToken!);
    expect(again.json()).toMatchObject({ state: 'refunded' });
    await t.app.jobs.runDue();
    expect(await refundsOf(refunder.id)).toHaveLength(1);
    expect(await refundsOf(keeper.id)).toHaveLength(0);
    const b = await courseBalances(t.database.db, courseId);
    expect(b).toMatchObject({
      available_share: 0,
      kept_share: 4_000,
      kept_fee: await feeOf(keeper.id),
      refunded: await chargedOf(refunder.id),
    });
    const row = await choiceRow(keeper.id);
    expect(row.chosenAt?.getTime()).toBe(clock.now().getTime());
    expect(row.chosenLink).toMatch(/^[0-9a-f]{64}$/);
    await expectTotalsEqualLedger();
  });

  it('refuses forged links in the asker’s language and changes nothing', async () => {
    const { gifts } = await cancelledWithGifts([{ amountCents: 2_500 }, { amountCents: 3_000 }]);
    const [a, b] = gifts as [Gift, Gift];
    const ta = await trailFromMail(a);
    const tb = await trailFromMail(b);
    const tampered = ta.giftChoice!.keepToken!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const [id, choice, token] of [
      [a.id, 'keep', tb.giftChoice!.keepToken!], // another gift's link
      [a.id, 'keep', ta.giftChoice!.refundToken!], // the other choice's link
      [a.id, 'keep', tampered],
      [a.id, 'refund', `${Math.floor(clock.now().getTime() / 1000) + 999_999}.${'A'.repeat(43)}`],
    ] as const) {
      const en = await choose(id, choice, token, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        code: 'INVALID_DONATION_LINK',
        message: expect.stringContaining('invalid'),
      });
      const de = await choose(id, choice, token, 'de');
      expect(de.json()).toMatchObject({
        code: 'INVALID_DONATION_LINK',
        message: expect.stringContaining('ungültig'),
      });
    }
    expect((await choiceRow(a.id)).state).toBe('open');
    expect(await refundsOf(a.id)).toHaveLength(0);
  });

  it('a refund may follow a keep; a keep after a refund is refused (de/en)', async () => {
    const { gifts, courseId } = await cancelledWithGifts([{ amountCents: 2_500 }]);
    const g = gifts[0]!;
    const tr = await trailFromMail(g);
    await choose(g.id, 'keep', tr.giftChoice!.keepToken!);
    const refund = await choose(g.id, 'refund', tr.giftChoice!.refundToken!);
    expect(refund.json()).toMatchObject({ state: 'refunded', choice: 'refund' });
    const en = await choose(g.id, 'keep', tr.giftChoice!.keepToken!);
    expect(en.statusCode).toBe(409);
    expect(en.json().code).toBe('GIFT_CHOICE_CLOSED');
    const de = await choose(g.id, 'keep', tr.giftChoice!.keepToken!, 'de');
    expect(de.json().message).toContain('zurückerstattet');
    await t.app.jobs.runDue();
    const b = await courseBalances(t.database.db, courseId);
    expect(b).toMatchObject({ kept_share: 0, available_share: 0, refunded: await chargedOf(g.id) });
    await expectTotalsEqualLedger();
  });

  it('after 7 days keeping is too late and the job refunds every undecided gift; kept ones stay', async () => {
    const { gifts, courseId } = await cancelledWithGifts([
      { amountCents: 2_500 },
      { amountCents: 3_000 },
    ]);
    const [silent, keeper] = gifts as [Gift, Gift];
    const ts = await trailFromMail(silent);
    const tk = await trailFromMail(keeper);
    await choose(keeper.id, 'keep', tk.giftChoice!.keepToken!);
    clock.advance(7 * DAY - 60_000);
    await t.app.jobs.runDue();
    expect((await choiceRow(silent.id)).state).toBe('open');
    clock.advance(60_000);
    const late = await choose(silent.id, 'keep', ts.giftChoice!.keepToken!, 'de');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'GIFT_CHOICE_TOO_LATE',
      message: expect.stringContaining('7 Tage'),
    });
    await t.app.jobs.runDue();
    expect(await choiceRow(silent.id)).toMatchObject({
      state: 'refunded',
      refundCause: 'no_answer',
    });
    expect(await choiceRow(keeper.id)).toMatchObject({ state: 'kept' });
    const b = await courseBalances(t.database.db, courseId);
    expect(b).toMatchObject({
      kept_share: 3_000,
      available_share: 0,
      refunded: await chargedOf(silent.id),
    });
    const refundMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, silent.email), eq(mailOutbox.kind, 'refund_started')));
    expect(refundMail).toHaveLength(1);
    await expectTotalsEqualLedger();
  });

  it('after 90 days without a next attempt the job refunds kept gifts, then a next attempt moves nothing', async () => {
    const { p, gifts, courseId } = await cancelledWithGifts([{ amountCents: 2_500 }]);
    const g = gifts[0]!;
    const tr = await trailFromMail(g);
    await choose(g.id, 'keep', tr.giftChoice!.keepToken!);
    clock.advance(90 * DAY);
    await t.app.jobs.runDue();
    expect(await choiceRow(g.id)).toMatchObject({ state: 'refunded', refundCause: 'keep_expired' });
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/course/new',
      headers: { cookie: p.cookie },
    });
    expect(next.statusCode).toBe(200);
    const b = await courseBalances(t.database.db, courseId);
    expect(b).toMatchObject({ kept_share: 0, refunded: await chargedOf(g.id), carried: 0 });
    await expectTotalsEqualLedger();
  });

  it('the next attempt takes the kept gifts (counted in its balance), refunds the undecided, closes every link', async () => {
    const { p, gifts, courseId } = await cancelledWithGifts([
      { amountCents: 2_500, name: 'Grace Hopper' },
      { amountCents: 4_000, anonymous: true, name: 'Secret Donor', language: 'de' },
      { amountCents: 1_500, name: 'Silent Sam' },
    ]);
    const [named, anon, silent] = gifts as [Gift, Gift, Gift];
    const tn = await trailFromMail(named);
    const ta = await trailFromMail(anon);
    const ts = await trailFromMail(silent);
    await choose(named.id, 'keep', tn.giftChoice!.keepToken!);
    await choose(anon.id, 'keep', ta.giftChoice!.keepToken!);
    const kept = await t.app.inject({
      url: '/api/participant/kept-gifts',
      headers: { cookie: p.cookie },
    });
    expect(kept.json()).toMatchObject({
      keptCents: 6_500,
      supporters: 2,
      names: ['Grace Hopper'],
      undecided: 1,
      canStartNext: true,
    });
    expect(JSON.stringify(kept.json())).not.toContain('Secret Donor');
    const held = await t.app.inject({
      url: '/api/admin/money/held-gifts',
      headers: { cookie: admin },
    });
    const heldIds = held
      .json<{ gifts: { donationId: string; state: string }[] }>()
      .gifts.map((g) => g.donationId);
    expect(heldIds).toEqual(expect.arrayContaining([named.id, anon.id, silent.id]));
    const other = await newParticipant(t.app);
    const forbidden = await t.app.inject({
      url: '/api/admin/money/held-gifts',
      headers: { cookie: other.cookie },
    });
    expect(forbidden.statusCode).toBe(403);

    const starts = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } }),
      t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } }),
    ]);
    for (const s of starts) expect(s.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const all = await t.database.db.select().from(courses).where(eq(courses.participantId, p.id));
    const next = all.find((c) => c.id !== courseId)!;
    expect(all).toHaveLength(2);
    const nb = await courseBalances(t.database.db, next.id);
    // No fee is taken on the move: the fee part waits for a payout (M8).
    const fees = (await feeOf(named.id)) + (await feeOf(anon.id));
    const carriedCents = 6_500 + fees;
    expect(nb).toMatchObject({
      available_share: 6_500,
      available_fee: fees,
      carried: -carriedCents,
    });
    const ob = await courseBalances(t.database.db, courseId);
    expect(ob).toMatchObject({
      kept_share: 0,
      kept_fee: 0,
      available_share: 0,
      carried: carriedCents,
      refunded: await chargedOf(silent.id),
    });
    expect(await choiceRow(silent.id)).toMatchObject({
      state: 'refunded',
      refundCause: 'not_kept',
    });
    for (const g of [named, anon]) {
      const row = await choiceRow(g.id);
      expect(row.state).toBe('moved');
      const [carried] = await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.carriedFromId, g.id));
      expect(carried).toMatchObject({ id: row.movedTo, courseId: next.id, status: 'available' });
      expect(await refundsOf(g.id)).toHaveLength(0);
    }
    // The participant's balance counts the kept money toward the next course's minimum.
    const balance = await t.app.inject({
      url: '/api/participant/balance',
      headers: { cookie: p.cookie },
    });
    expect(balance.json().availableCents).toBe(6_500);
    // Every link of the old course is closed now (de/en).
    const moved = await choose(named.id, 'refund', tn.giftChoice!.refundToken!, 'de');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'GIFT_CHOICE_CLOSED',
      message: expect.stringContaining('nächsten Versuch'),
    });
    // The silent donor's refund link answers what already happened (refunded), once.
    const silentAgain = await choose(silent.id, 'refund', ts.giftChoice!.refundToken!);
    expect(silentAgain.json()).toMatchObject({ state: 'refunded' });
    expect(await refundsOf(silent.id)).toHaveLength(1);
    const keepAgain = await choose(anon.id, 'keep', ta.giftChoice!.keepToken!);
    expect(keepAgain.json().code).toBe('GIFT_CHOICE_CLOSED');
    // Supporters who kept are told, each in their language; the silent one is not.
    const told = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'next_attempt_started'));
    const en = told.find((m) => m.to === named.email);
    const de = told.find((m) => m.to === anon.email);
    expect(en?.language).toBe('en');
    expect(en?.subject).toContain('new attempt');
    expect(de?.language).toBe('de');
    expect(de?.subject).toContain('neuen Versuch');
    expect(told.some((m) => m.to === silent.email)).toBe(false);
    await expectTotalsEqualLedger();
  });

  it('a choice racing the next attempt leaves each gift either refunded or moved, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { p, gifts, courseId } = await cancelledWithGifts([
        { amountCents: 2_000 },
        { amountCents: 3_000 },
      ]);
      const trails = await Promise.all(gifts.map((g) => trailFromMail(g)));
      await Promise.all(
        gifts.map((g, i) => choose(g.id, 'keep', trails[i]!.giftChoice!.keepToken!)),
      );
      await Promise.all([
        choose(gifts[0]!.id, 'refund', trails[0]!.giftChoice!.refundToken!),
        t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } }),
        choose(gifts[1]!.id, 'refund', trails[1]!.giftChoice!.refundToken!),
      ]);
      await t.app.jobs.runDue();
      for (const g of gifts) {
        const row = await choiceRow(g.id);
        const refunded = (await refundsOf(g.id)).length;
        const carried = await t.database.db
          .select()
          .from(donations)
          .where(eq(donations.carriedFromId, g.id));
        expect(['refunded', 'moved']).toContain(row.state);
        expect(refunded + carried.length).toBe(1);
      }
      const ob = await courseBalances(t.database.db, courseId);
      expect(ob.kept_share + ob.available_share).toBe(0);
      await expectTotalsEqualLedger();
    }
  });

  it('a failed test offers the choice too (no refund at once)', async () => {
    const p = await newParticipant(t.app);
    await t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } });
    const { donationId } = await donate(t.app, p.id, { amountCents: 2_500 });
    await setCourseState(t.database.db, p.id, 'awaiting_test');
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.participantId, p.id));
    await recordTestOutcome(t.app.money, course!.id, { result: 'failed' });
    await t.app.jobs.runDue();
    expect(await choiceRow(donationId)).toMatchObject({ state: 'open' });
    expect(await refundsOf(donationId)).toHaveLength(0);
    clock.advance(7 * DAY);
    await t.app.jobs.runDue();
    expect(await refundsOf(donationId)).toHaveLength(1);
    await expectTotalsEqualLedger();
  });
});
