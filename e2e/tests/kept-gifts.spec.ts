// Refund or keep for the next attempt (C7, record 0081) in both languages: a participant
// cancels; one supporter keeps the gift from the link in their mail, another takes the refund
// at once; the participant sees the kept money (named supporter only) and starts again with it
// counted in the new fundraiser; the keeper is told in their language. Axe on the donor's
// choice page and on the dashboard with the kept money.
import { test } from '@playwright/test';
import { donationBreakdown } from '@quit/domain/fees';
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deDonations from '../../apps/web/src/locales/de/donations.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import { expectNoViolations } from '../support/axe';
import { untilConfirmed } from '../support/course';
import { query } from '../support/database';
import {
  donateThroughApi,
  expect,
  localeOf,
  money,
  newPerson,
  signUp,
  uniqueEmail,
} from '../support/donations';
import { latestMailTo } from '../support/outbox';

const texts = {
  de: { course: deCourse, donations: deDonations, nextSubject: 'neuen Versuch' },
  en: { course: enCourse, donations: enDonations, nextSubject: 'new attempt' },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );

function choiceLinkIn(text: string, choice: 'keep' | 'refund'): string {
  const match = new RegExp(`https?://\\S+/donation/\\S+&choice=${choice}`).exec(text);
  if (!match) throw new Error(`no ${choice} link in the mail`);
  return match[0];
}

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`one supporter keeps, one is refunded, the next attempt starts with the kept money, in ${localeOf[language]}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const participant = await newPerson(browser, baseURL, language);
    const account = await signUp(participant.context, 'participant');
    const donor = await newPerson(browser, baseURL, language);
    const keeperEmail = uniqueEmail('keeper');
    const refunderEmail = uniqueEmail('refunder');
    await donateThroughApi(donor.context.request, baseURL, account.id, {
      amountCents: 3_000,
      donorName: 'Kim Keeper',
      donorEmail: keeperEmail,
      language,
    });
    await donateThroughApi(donor.context.request, baseURL, account.id, {
      amountCents: 2_000,
      donorName: 'Rita Refund',
      donorEmail: refunderEmail,
      language,
    });
    await untilConfirmed(account.id);
    // Given in the journey's language, as the form sends it: the gifts' mails speak it.
    expect(
      (
        await query<{ language: string }>(
          'select language from donations where donor_email = any($1)',
          [[keeperEmail, refunderEmail]],
        )
      ).map((row) => row.language),
    ).toEqual([language, language]);
    const cancelled = await participant.context.request.put('/api/course/cancel', {
      data: { confirm: true },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // The keeper opens "keep" from their mail: the page asks, one click keeps.
    const keeperMail = await latestMailTo(keeperEmail, 'gift_choice');
    const { page } = donor;
    await page.goto(choiceLinkIn(keeperMail.text, 'keep'));
    await expect(page.getByTestId('gift-choice-keep')).toBeVisible();
    await expectNoViolations(page, language);
    await page.getByTestId('gift-choice-keep').click();
    await expect(page.getByTestId('trail-status')).toHaveText(t.donations.donation_status.kept);
    await expect(page.getByTestId('gift-choice-keep')).toHaveCount(0);

    // The other takes the refund at once.
    await page.goto(
      choiceLinkIn((await latestMailTo(refunderEmail, 'gift_choice')).text, 'refund'),
    );
    await page.getByTestId('gift-choice-refund').click();
    await expect(page.getByTestId('gift-choice-state')).toHaveText(
      t.donations.gift_choice.state.refunded,
    );
    expect((await latestMailTo(refunderEmail, 'refund_started')).subject).toBeTruthy();

    // The participant sees what is kept for them, by whom, and starts again with it.
    const share = donationBreakdown({ amountCents: 3_000, coverFee: false }).shareCents;
    const dashboard = participant.page;
    await dashboard.goto('/participant/dashboard');
    await expect(dashboard.getByTestId('kept-gifts-amount')).toHaveText(
      fill(t.course.kept_gifts.amount_one, { amount: money(share, language), count: 1 }),
    );
    await expect(dashboard.getByTestId('kept-gifts-names')).toContainText('Kim Keeper');
    await expect(dashboard.getByTestId('kept-gifts-names')).not.toContainText('Rita');
    await expectNoViolations(dashboard, language);
    await dashboard.getByRole('button', { name: t.course.ended.again_button }).click();
    // The kept money counts toward the new course's minimum from its first day.
    await expect(dashboard.getByTestId('course-balance')).toHaveText(
      new RegExp(`^${money(share, language).replace(/[.$€]/g, '\\$&')} `),
    );

    // The keeper hears that the new attempt started with their gift, in their language.
    const next = await latestMailTo(keeperEmail, 'next_attempt_started');
    expect(next.subject).toContain(t.nextSubject);
  });
}
