// Staying quit (C8, records 0082, 0083) in both languages: a participant passes the day-28 test
// and joins the follow-up tests from the dashboard; a supporter gives to the stay-quit bonus on
// the fundraiser page (the donation form with the bonus chosen, the sandbox checkout); an
// operator posts the 3-month kit from the console; the product's clock moves 3 months on, the
// dashboard offers the test in the nicotine test's own panel, the test is taken through the
// witnessed endpoints and passes; the bonus is paid out, as the dashboard, the donor's "where my
// money went", the fundraiser page and the console say. Axe on each page on the way.
// Moves the calendar: runs in a clock lane (playwright.config.ts).
import { test } from '@playwright/test';
import type { FollowUpStatus } from '@quit/contracts/follow-up';
import { donationBreakdown } from '@quit/domain/fees';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deDonations from '../../apps/web/src/locales/de/donations.json' with { type: 'json' };
import deFollowUp from '../../apps/web/src/locales/de/follow_up.json' with { type: 'json' };
import deTest from '../../apps/web/src/locales/de/nicotine_test.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import enFollowUp from '../../apps/web/src/locales/en/follow_up.json' with { type: 'json' };
import enTest from '../../apps/web/src/locales/en/nicotine_test.json' with { type: 'json' };
import { expectNoViolations, untilTransitionsEnd } from '../support/axe';
import type { OperatorClock } from '../support/clock';
import {
  expect,
  finishCheckout,
  fundraiserPath,
  localeOf,
  money,
  newPerson,
  reloadUntil,
  resetDonationRateLimit,
  signUp,
} from '../support/donations';
import { untilHydrated } from '../support/hydration';
import { latestMailTo } from '../support/outbox';
import { signIn } from '../support/nicotine-test-day28';
import {
  addBankAccount,
  fundedAtDay28,
  newKit,
  passTestByApi,
  verifyIdentity,
} from '../support/stay-quit';

const texts = {
  de: { admin: deAdmin, donations: deDonations, followUp: deFollowUp, test: deTest },
  en: { admin: enAdmin, donations: enDonations, followUp: enFollowUp, test: enTest },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );

let clock: OperatorClock | undefined;
test.afterEach(async () => {
  await clock?.reset();
});

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`a pass, a bonus gift, the 3-month test passed and the bonus paid out, in ${localeOf[language]}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const s = await fundedAtDay28(browser, baseURL, language);
    clock = s.clock;
    const name = s.account.displayName;
    await verifyIdentity(s.participant, baseURL, s.kit.code);
    await passTestByApi(s.participant, s.clock, s.kit.code);
    await addBankAccount(s.participant);

    // The participant, passed, joins the follow-up tests from the dashboard.
    const page = s.person.page;
    await page.goto('/participant/dashboard');
    const join = page.getByRole('region', { name: t.followUp.join.title, exact: true });
    await expect(join).toContainText(t.followUp.join.bonus);
    await expectNoViolations(page, language);
    const joined = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/participant/follow-ups'),
    );
    await join.getByRole('button', { name: t.followUp.join.button }).click();
    const answer = await joined;
    expect(answer.status(), await answer.text()).toBe(200);
    const status = page.getByRole('region', { name: t.followUp.status.title, exact: true });
    const three = status.getByTestId('follow-up-three_months');
    await expect(three.getByTestId('follow-up-state')).toHaveText(
      t.followUp.status.badges.enrolled,
    );

    // A supporter gives to the stay-quit bonus with the fundraiser's donation form.
    const donor = await newPerson(browser, baseURL, language);
    const donorAccount = await signUp(donor.context, 'supporter', {
      firstName: 'Kim',
      lastName: 'Bonus',
    });
    await resetDonationRateLimit();
    await donor.page.goto(fundraiserPath(s.account.id));
    const bonus = donor.page.getByRole('region', {
      name: t.donations.bonus_pot.title,
      exact: true,
    });
    await expect(bonus).toContainText(fill(t.donations.bonus_pot.intro, { name }));
    await expect(bonus.getByTestId('bonus-pot-total')).toHaveText(t.donations.bonus_pot.none);
    await untilHydrated(donor.page);
    await expectNoViolations(donor.page, language);
    const form = donor.page.getByRole('form', {
      name: fill(t.donations.bonus_pot.donate_title, { name }),
    });
    await form.getByRole('radio', { name: money(2_500, language) }).check();
    await form.getByRole('textbox', { name: t.donations.donor.name }).fill('Kim Bonus');
    await form.getByRole('textbox', { name: t.donations.donor.email }).fill(donorAccount.email);
    await form.getByRole('button', { name: t.donations.submit }).click();
    await expect(donor.page).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/);
    await finishCheckout(donor.page, language, 'pay');
    const share = donationBreakdown({ amountCents: 2_500, coverFee: false }).shareCents;
    const raised = fill(t.donations.bonus_pot.raised_one, {
      amount: money(share, language),
      name,
      count: 1,
    });
    await reloadUntil(
      donor.page,
      async () => {
        const total = donor.page.getByTestId('bonus-pot-total');
        await expect(total).toBeVisible({ timeout: 10_000 });
        return (await total.innerText()).trim() === raised;
      },
      { what: raised },
    );

    // The donor's receipt explains the bonus pot (the test's rule, not the course's 28 days).
    const receipt = await latestMailTo(donorAccount.email, 'donation_receipt');
    expect(receipt.text).toContain(money(2_500, language));

    // The operator posts the 3-month kit from the console.
    const kit3 = await newKit(s.operator);
    const admin = s.admin.page;
    await admin.goto('/admin/kits');
    const toPost = admin.getByRole('region', { name: t.admin.follow_ups.kits_title });
    const row = toPost
      .getByRole('row')
      .filter({ hasText: s.account.fullName })
      .filter({ hasText: t.admin.follow_ups.stages.three_months });
    await row.getByRole('button', { name: t.admin.follow_ups.mark_sent }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(t.admin.follow_ups.kit_label).selectOption({ label: kit3.code });
    await dialog.getByLabel(t.admin.follow_ups.tracking_label).fill('DHL 00340434');
    await untilTransitionsEnd(admin);
    await expectNoViolations(admin, language);
    await dialog.getByRole('button', { name: t.admin.follow_ups.mark_sent }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(three.getByTestId('follow-up-state')).toHaveText(
      t.followUp.status.badges.kit_sent,
    );

    // Three months on: the test is due, in the nicotine test's own panel, and passes.
    const view = (await (
      await s.participant.get('/api/participant/follow-ups')
    ).json()) as FollowUpStatus;
    const opensAt = new Date(view.tests.find((x) => x.stage === 'three_months')!.opensAt);
    const now = await s.clock.now();
    // To 10:00 or later on the due day (the sandbox moves at most 120 days at once).
    await s.clock.advance({
      hours: Math.ceil((opensAt.getTime() - now.getTime()) / 3_600_000) + 10,
    });
    await signIn(page, s.account.email, s.account.password);
    await page.goto('/participant/dashboard');
    await expect(three.getByTestId('follow-up-state')).toHaveText(t.followUp.status.badges.due);
    const panel = three.getByRole('region', { name: t.test.title, exact: true });
    await expect(panel.getByRole('button', { name: t.test.intro.start })).toBeEnabled();
    await expectNoViolations(page, language);
    await passTestByApi(s.participant, s.clock, kit3.code);
    const paidOut = fill(t.followUp.bonus.states.paid_out, {});
    await reloadUntil(
      page,
      async () => {
        await expect(three.getByTestId('follow-up-state')).toBeVisible({ timeout: 10_000 });
        return (
          (await three.getByTestId('follow-up-state').innerText()) ===
            t.followUp.status.badges.passed &&
          (await status.getByTestId('bonus-pot-state').innerText()) === paidOut
        );
      },
      { what: 'the passed 3-month test and the bonus paid out' },
    );
    await expect(three).toContainText(t.followUp.status.states.passed);
    await expect(status.getByTestId('bonus-pot-raised')).toHaveText(
      fill(t.followUp.bonus.raised_one, { amount: money(share, language), count: 1 }),
    );
    await expectNoViolations(page, language);

    // The donor's "where my money went": the bonus gift was paid out.
    // (Opened from the supporter's dashboard; the receipt's own link is the donations journey's.)
    await donor.page.goto('/supporter/dashboard');
    await donor.page.getByTestId('donation-trail-link').click();
    await expect(donor.page.getByTestId('trail-pot')).toHaveText(t.donations.trail.bonus.pot);
    await expect(donor.page.getByTestId('trail-bonus-fate')).toHaveText(
      t.donations.trail.bonus.fate.paid_out,
    );
    await expect(donor.page.getByTestId('trail-summary')).toHaveText(
      fill(t.donations.trail.bonus.paid_out, { name, given: money(2_500, language) }),
    );
    await expectNoViolations(donor.page, language);

    // The fundraiser page says so, and the console lists the outcome with its bonus.
    await donor.page.goto(fundraiserPath(s.account.id));
    await expect(donor.page.getByTestId('bonus-pot-closed')).toContainText(
      fill(t.donations.bonus_pot.states.paid_out, { name }),
    );
    await admin.goto('/admin/kits');
    const tests = admin.getByRole('region', { name: t.admin.follow_ups.tests_title });
    // The list names participants publicly ("Ada L."): the row is the one with this kit.
    const outcome = tests.getByRole('row').filter({ hasText: kit3.code });
    await expect(outcome).toContainText(t.admin.follow_ups.states.passed);
    await expect(outcome).toContainText(t.admin.follow_ups.bonus_states.paid_out);
    await expect(outcome).toContainText(t.admin.follow_ups.stages.three_months);
  });
}
