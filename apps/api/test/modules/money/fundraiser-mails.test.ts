// Issue 16: donors hear about refunds in the language they donated in (started and done, with
// the amount and the reason; after a cancelled or failed course once they chose it, C7), participants about payouts (sent, failed), and every donor can see
// where their money went through the signed link in their mails, without an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { uniqueEmail } from '../../support/accounts';
import {
  addBankAccount,
  completeCheckout,
  readyParticipant,
  setCourseState,
  startDonation,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0' });
});
afterAll(() => t.close());

async function giftFrom(participantId: string, language: string, amountCents = 2_000) {
  const donorEmail = uniqueEmail('donor');
  const res = await startDonation(
    t.app,
    participantId,
    { amountCents, donorEmail, donorName: 'Grace Hopper' },
    { 'x-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl, donationId } = res.json<{ checkoutUrl: string; donationId: string }>();
  await completeCheckout(t.app, checkoutUrl);
  return { donorEmail, donationId };
}

async function mailTo(to: string, kind: string) {
  await t.app.jobs.runDue();
  const mail = await latestMail(t.database.db, { to, kind });
  expect(mail, `${kind} to ${to}`).toBeDefined();
  return mail!;
}

/** The API call behind the page the mail links to (/donation/:id?token=…). */
function trailPath(text: string): string {
  const match = /https?:\/\/[^/\s]+\/donation\/([^\s?]+)\?token=([^\s)]+)/.exec(text);
  expect(match, 'a "where my money went" link').not.toBeNull();
  return `/api/donation/${match![1]!}/trail?token=${match![2]!}`;
}

/** The donor's "refund me now" (C7): the page their mail links to, and its one button. */
async function chooseRefund(text: string, donationId: string) {
  const trail = await t.app.inject({ url: trailPath(text) });
  const token = trail.json<{ giftChoice: { refundToken: string } }>().giftChoice.refundToken;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/donation/${donationId}/choice`,
    payload: { choice: 'refund', token },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const TEXTS = {
  en: {
    startedSubject: 'Your donation to Ada L. is being refunded',
    doneSubject: 'Your refund for Ada L. is done',
    cancelled: 'Ada L. cancelled their quit-smoking course',
    failed: 'Ada L. did not pass the nicotine test',
    partial: 'Ada L. partly passed the course',
    amount: '€20.00',
    sent: 'Your payout is on its way',
    payoutFailed: 'Your payout did not go through',
    trailButton: 'Where my money went',
  },
  de: {
    startedSubject: 'Deine Spende für Ada L. wird erstattet',
    doneSubject: 'Deine Erstattung für Ada L. ist durch',
    cancelled: 'Ada L. hat den Rauchstopp-Kurs abgebrochen',
    failed: 'Ada L. hat den Nikotintest nicht bestanden',
    partial: 'Ada L. hat den Kurs teilweise bestanden',
    amount: '20,00',
    sent: 'Deine Auszahlung ist unterwegs',
    payoutFailed: 'Deine Auszahlung hat nicht geklappt',
    trailButton: 'Wohin mein Geld ging',
  },
} as const;

describe.each(['en', 'de'] as const)('mails in %s', (language) => {
  const text = TEXTS[language];

  it('tell a donor without an account that the refund started and is done, and why', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    const { donorEmail, donationId } = await giftFrom(p.id, language);
    const receipt = await mailTo(donorEmail, 'donation_receipt');
    expect(receipt.language).toBe(language);
    expect(receipt.text).toContain(text.trailButton);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.statusCode).toBe(200);
    // C7 (record 0081): the donor first chooses; the choice mail says why and offers both.
    const choice = await mailTo(donorEmail, 'gift_choice');
    expect(choice.language).toBe(language);
    expect(choice.text).toContain(text.cancelled);
    expect(choice.text).toContain(text.amount);
    await chooseRefund(choice.text, donationId);
    const started = await mailTo(donorEmail, 'refund_started');
    const done = await mailTo(donorEmail, 'refund_done');
    for (const [mail, subject] of [
      [started, text.startedSubject],
      [done, text.doneSubject],
    ] as const) {
      expect(mail.language).toBe(language);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(text.cancelled);
      expect(mail.text).toContain(text.amount);
    }

    // The link in the mail shows where the money went, without an account.
    const trail = await t.app.inject({ url: trailPath(done.text) });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json()).toMatchObject({
      id: donationId,
      participantName: 'Ada L.',
      courseState: 'cancelled',
      status: 'refunded',
      givenCents: 2_000,
      feeCents: 300,
      shareCents: 1_700,
      refundedCents: 2_000,
      paidOutCents: 0,
    });
  });

  it('give the reason of a failed test, and of a partial payout', async () => {
    const failedCourse = await readyParticipant(t.app, { fundedCents: 20_000 });
    const one = await giftFrom(failedCourse.id, language);
    await setCourseState(t.database.db, failedCourse.id, 'awaiting_test');
    const { recordTestOutcome } = await import('../../../src/modules/course/outcome');
    const course = await t.app.inject({
      url: '/api/course/active',
      headers: { cookie: failedCourse.cookie },
    });
    await recordTestOutcome(t.app.money, course.json<{ id: string }>().id, { result: 'failed' });
    const choice = await mailTo(one.donorEmail, 'gift_choice');
    expect(choice.text).toContain(text.failed);
    await chooseRefund(choice.text, one.donationId);
    expect((await mailTo(one.donorEmail, 'refund_started')).text).toContain(text.failed);

    const partial = await readyParticipant(t.app, { fundedCents: 20_000 });
    const two = await giftFrom(partial.id, language);
    await setCourseState(t.database.db, partial.id, 'partial', { smokeFreeDays: 14 });
    await addBankAccount(t.app, partial.cookie);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout/partial',
      headers: { cookie: partial.cookie },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = await mailTo(two.donorEmail, 'refund_started');
    expect(mail.text).toContain(text.partial);
  });

  it('tell the participant that the payout was sent, or that it failed', async () => {
    for (const [iban, kind, subject] of [
      ['DE89370400440532013000', 'payout_sent', text.sent],
      ['DE62370400440532013001', 'payout_failed', text.payoutFailed],
    ] as const) {
      const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
      await setCourseState(t.database.db, p.id, 'passed');
      expect((await addBankAccount(t.app, p.cookie, iban)).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/participant/payout',
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.jobs.runDue();
      const mail = await mailTo(p.email, kind);
      expect(mail.language).toBe(language);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(language === 'de' ? '200,00' : '€200.00');
    }
  });
});

describe('the "where my money went" link', () => {
  it('works only for its donation, unaltered', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    const a = await giftFrom(p.id, 'en');
    const b = await giftFrom(p.id, 'en');
    const path = trailPath((await mailTo(a.donorEmail, 'donation_receipt')).text);
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const other = path.replace(a.donationId, b.donationId);
    for (const url of [other, `${path}x`, path.replace(/token=\d/, 'token=9')]) {
      const res = await t.app.inject({ url, headers: { 'x-language': 'de' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_DONATION_LINK',
        message: expect.stringContaining('Dieser Link ist ungültig oder abgelaufen'),
      });
    }
  });

  it('is on every gift of the supporter dashboard', async () => {
    const { signUp, verifyEmail } = await import('../../support/accounts');
    const supporter = await signUp(t.app, { role: 'supporter' });
    await verifyEmail(t.app, supporter.email);
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    const res = await startDonation(t.app, p.id, { donorEmail: supporter.email });
    await completeCheckout(t.app, res.json<{ checkoutUrl: string }>().checkoutUrl);
    const list = await t.app.inject({
      url: '/api/supporter/donations',
      headers: { cookie: supporter.cookie },
    });
    const [gift] = list.json<{ donations: { id: string; trailToken: string }[] }>().donations;
    expect(gift).toBeDefined();
    const trail = await t.app.inject({
      url: `/api/donation/${gift!.id}/trail?token=${encodeURIComponent(gift!.trailToken)}`,
    });
    expect(trail.json()).toMatchObject({ id: gift!.id, status: 'available', givenCents: 2_500 });
  });
});
