// Issue 16, the whole fundraiser as a new user meets it: the share link found from the landing
// page without an account, an anonymous and a named gift (typed amounts in both locales), typed
// start dates refused with the spec's messages, a cancellation after which every visit to the
// link keeps the history, refund mails in each donor's language with a working "where my money
// went" link, and the next fundraiser opened only by the participant.
import { axeScan } from '../support/axe';
import { test, type Page } from '@playwright/test';
import { formatDate } from '@quit/domain/format';
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import { berlinDate, completeTheProfile } from '../support/course';
import { query } from '../support/database';
import {
  donationForm,
  expect,
  finishCheckout,
  fundraiserPath,
  money,
  newPerson,
  resetDonationRateLimit,
  signUp,
  startDonation,
  texts,
  uniqueEmail,
  type Language,
} from '../support/donations';
import { openWholeDashboard } from '../support/dashboard';

const errors = { de: deErrors, en: enErrors } as const;

async function axe(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeScan(page)).toEqual([]);
}

/** The newest mail of a kind to an address, waiting for the job that writes it. */
async function mailTo(email: string, kind: string) {
  let rows: { subject: string; text: string; language: string }[] = [];
  await expect
    .poll(
      async () => {
        rows = await query(
          `select subject, text, language from mail_outbox
            where lower("to") = lower($1) and kind = $2 order by created_at desc limit 1`,
          [email, kind],
        );
        return rows.length;
      },
      { timeout: 40_000 },
    )
    .toBe(1);
  return rows[0]!;
}

function trailLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/donation\/\S+/.exec(text);
  if (!match) throw new Error('no "where my money went" link in the mail');
  return match[0];
}

/** C7: the "refund me now" link of the keep-or-refund mail. */
function refundLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/donation\/\S+&choice=refund/.exec(text);
  if (!match) throw new Error('no refund link in the mail');
  return match[0];
}

test.describe.configure({ timeout: 180_000 });

test('a whole fundraiser: found without an account, gifts, typed dates, cancel, refunds chosen and heard, history kept', async ({
  browser,
  baseURL,
}) => {
  const participant = await newPerson(browser, baseURL, 'en');
  const ada = await signUp(participant.context, 'participant');
  await completeTheProfile(participant.context, 'en');
  const page = participant.page;
  // The story editor lies below the first screen: it loads when scrolled to (record 0086).
  await openWholeDashboard(page);
  const shareLink = await page.getByTestId('share-link').inputValue();
  expect(shareLink).toContain(fundraiserPath(ada.id));
  // A few words of her own for the fundraiser page.
  await page.getByRole('textbox', { name: 'Your story', exact: true }).fill('For my kids.');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByText('Your story is saved.')).toBeVisible();
  await axe(page);

  // A visitor without an account: "Support a friend" on the landing page finds the fundraiser.
  const visitor = await newPerson(browser, baseURL, 'en');
  await visitor.page.goto('/');
  await visitor.page.getByRole('link', { name: enLanding.support.cta, exact: true }).click();
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: 'Support a Friend' }),
  ).toBeVisible();
  await expect(visitor.page).toHaveURL(/\/supporter\/support$/);
  await axe(visitor.page);
  await visitor.page.getByRole('textbox', { name: texts.en.donations.find.label }).fill(shareLink);
  await visitor.page.getByRole('button', { name: texts.en.donations.find.submit }).click();
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: ada.displayName }),
  ).toBeVisible();

  // An anonymous gift, amount typed the English way.
  const anonEmail = uniqueEmail('anon');
  await startDonation(visitor.page, 'en', ada, {
    customAmount: '25.50',
    anonymous: true,
    name: 'Quiet Friend',
    email: anonEmail,
  });
  await finishCheckout(visitor.page, 'en', 'pay');
  // "Being confirmed" gives way once the gift is listed.
  await expect(visitor.page.getByTestId('donation-outcome')).toContainText(
    texts.en.donations.outcome.listed_text,
    { timeout: 60_000 },
  );
  await expect(visitor.page.getByTestId('gift-name').first()).toHaveText(
    texts.en.donations.anonymous_name,
  );

  // A named gift from a German visitor, amount typed the German way (1.000,50 €).
  const german = await newPerson(browser, baseURL, 'de');
  const namedEmail = uniqueEmail('named');
  await startDonation(german.page, 'de', ada, {
    customAmount: '1.000,50',
    name: 'Grete Huber',
    email: namedEmail,
  });
  await expect(german.page.getByText(money(100_050, 'de')).first()).toBeVisible();
  await finishCheckout(german.page, 'de', 'pay');
  await expect(german.page.getByTestId('donation-outcome')).toContainText(
    texts.de.donations.outcome.listed_text,
    { timeout: 60_000 },
  );
  await expect(german.page.getByTestId('gift-name').first()).toHaveText('Grete Huber');
  await expect(german.page.getByTestId('fundraiser-split')).toBeVisible();
  const receipt = await mailTo(namedEmail, 'donation_receipt');
  expect(receipt.language).toBe('de');

  // Start dates typed: yesterday and more than 8 weeks ahead are refused with the spec's words.
  await page.goto('/participant/dashboard');
  const dateInput = page.getByRole('textbox', { name: enCourse.start_date.label, exact: true });
  await expect(dateInput).toBeEnabled({ timeout: 30_000 });
  for (const [days, message] of [
    [-1, errors.en.DATE_IN_PAST],
    [60, errors.en.START_DATE_TOO_FAR.replace('{{maxWeeks}}', '8')],
  ] as const) {
    await dateInput.fill(formatDate(berlinDate(days), 'en'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: enCourse.start_date.submit }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(dateInput).toHaveValue(formatDate(berlinDate(days), 'en'));
  }

  // Cancel: every donor is asked in their language to take the refund or keep the gift for a
  // next attempt (C7, record 0081); "refund me now" refunds at once. Cancelling is in
  // Settings → Danger zone, not in the daily view (record 0086).
  await page.goto('/participant/settings/danger');
  await page.getByRole('button', { name: enCourse.cancel.button }).click();
  await page.getByRole('button', { name: enCourse.cancel.confirm }).click();
  await expect(page.getByTestId('refunds-notice')).toContainText(
    enCourse.cancel.refunds_started_zero,
  );
  const choice = await mailTo(namedEmail, 'gift_choice');
  expect(choice.text).toContain('Ada L. hat den Rauchstopp-Kurs abgebrochen');
  // The German donor follows the refund link of their German mail: the page is in German too.
  await german.page.goto(refundLinkIn(choice.text));
  await expect(
    german.page.getByRole('heading', { level: 1, name: 'Wohin mein Geld ging' }),
  ).toBeVisible();
  await expect(german.page.getByTestId('trail-given')).toHaveText(money(100_050, 'de'));
  await expect(german.page.locator('html')).toHaveAttribute('lang', 'de');
  await axe(german.page);
  await german.page.getByTestId('gift-choice-refund').click();
  await expect(german.page.getByTestId('gift-choice-state')).toContainText('zurückerstattet');
  const started = await mailTo(namedEmail, 'refund_started');
  expect(started.subject).toBe('Deine Spende für Ada L. wird erstattet');
  expect(started.text).toContain('Ada L. hat den Rauchstopp-Kurs abgebrochen');
  // The anonymous donor answers from their English mail too.
  await visitor.page.goto(refundLinkIn((await mailTo(anonEmail, 'gift_choice')).text));
  await visitor.page.getByTestId('gift-choice-refund').click();
  await expect(visitor.page.getByTestId('gift-choice-state')).toContainText('refunded');
  const done = await mailTo(anonEmail, 'refund_done');
  expect(done.subject).toBe('Your refund for Ada L. is done');
  expect(done.text).toContain(money(2_550, 'en'));

  // The link, opened by anyone, changes nothing: the page says how the course ended.
  await resetDonationRateLimit();
  for (let i = 0; i < 2; i++) {
    await visitor.page.goto(fundraiserPath(ada.id));
    await expect(visitor.page.getByTestId('fundraiser-ended')).toContainText(
      'Ada L. cancelled the course',
    );
  }
  await expect(visitor.page.getByTestId('gift-name')).toHaveCount(2);
  await expect(visitor.page.getByRole('form')).toHaveCount(0);
  await axe(visitor.page);

  // The participant's history is intact after those visits.
  await page.goto('/participant/dashboard');
  await expect(page.getByRole('heading', { name: enCourse.ended.cancelled_title })).toBeVisible();
  await page.goto('/participant/settings/billing');
  await expect(page.getByTestId('billing-donation')).toHaveCount(2);
  await axe(page);

  // "Where my money went", from the mail, without an account.
  const stranger = await newPerson(browser, baseURL, 'en');
  await stranger.page.goto(trailLinkIn(done.text));
  await expect(stranger.page.getByTestId('trail-summary')).toContainText(
    `Your money has been refunded to you: ${money(2_550, 'en')}.`,
  );
  await expect(stranger.page.getByTestId('trail-given')).toHaveText(money(2_550, 'en'));
  await axe(stranger.page);

  // The next fundraiser opens only when the participant asks for it.
  await page.goto('/participant/dashboard');
  await page.getByRole('button', { name: enCourse.ended.again_button }).click();
  await expect(page.getByTestId('course-state')).toHaveAttribute('data-state', 'funding');
});

for (const language of ['en', 'de'] as const satisfies Language[]) {
  test(`the amount is read in the ${language} way; signs and exponents are "Invalid Amount"`, async ({
    browser,
    baseURL,
  }) => {
    const participant = await newPerson(browser, baseURL, language);
    const ada = await signUp(participant.context, 'participant');
    const visitor = await newPerson(browser, baseURL, language);
    await visitor.page.goto(fundraiserPath(ada.id));
    const form = donationForm(visitor.page, language, ada.displayName);
    await form.other.check();
    await form.customAmount.fill(language === 'de' ? '1.000,50' : '1,000.50');
    await expect(form.breakdown).toContainText(money(100_050, language));
    for (const typed of ['-5', '1e3']) {
      await form.customAmount.fill(typed);
      await form.submit.click();
      await expect(form.customAmount).toHaveAttribute('aria-invalid', 'true');
      await expect(form.form.getByText(errors[language].INVALID_AMOUNT)).toBeVisible();
    }
    await expect(visitor.page).toHaveURL(new RegExp(`${fundraiserPath(ada.id)}$`));
    await axe(visitor.page);
  });
}
