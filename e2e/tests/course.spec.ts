// The course journeys: a funded participant with a complete profile chooses a start date, is
// refused a past one, cancels, and the supporter sees the refund; deleting an account with
// money in the pot refunds every supporter. Time travel is in time-travel.spec.ts.
import { axeScan } from '../support/axe';
import { test, type Page } from '@playwright/test';
import { formatDate } from '@quit/domain/format';
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import {
  berlinDate,
  completeTheProfile,
  fundedBy,
  newSupporter,
  refundsOfSupporter,
} from '../support/course';
import { expect, newPerson, signUp, type Language } from '../support/donations';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

// Three people each, through sign-up, gifts and the course's start: 20–30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const courseTexts = { de: deCourse, en: enCourse } as const;
const errors = { de: deErrors, en: enErrors } as const;
const common = { de: deCommon, en: enCommon } as const;

async function axe(page: Page) {
  expect(await axeScan(page)).toEqual([]);
}

for (const language of ['en', 'de'] as const satisfies Language[]) {
  test(`a funded participant picks a start date, is refused a past one, and cancels (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const t = courseTexts[language];
    const participant = await newPerson(browser, baseURL, language);
    const account = await signUp(participant.context, 'participant');
    await completeTheProfile(participant.context, language);
    const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
    await fundedBy(supporter, account, baseURL);

    const page = participant.page;
    await page.goto('/participant/dashboard');
    const dateInput = page.getByRole('textbox', { name: t.start_date.label, exact: true });
    await expect(dateInput).toBeEnabled();
    await axe(page);

    // A past date is refused with the spec's message (the picker itself offers none).
    const past = await participant.context.request.post('/api/course', {
      data: { startDate: berlinDate(-1), testTermsVersion: TEST_TERMS_VERSION },
      headers: { 'x-language': language },
    });
    expect(past.status()).toBe(400);
    expect((await past.json()) as object).toMatchObject({
      code: 'DATE_IN_PAST',
      message: errors[language].DATE_IN_PAST,
    });

    // Pick a day three days ahead in the calendar.
    const startDate = berlinDate(3);
    await dateInput.click();
    if (startDate.slice(0, 7) !== berlinDate(0).slice(0, 7)) {
      await page.getByRole('button', { name: common[language].date_field.next_month }).click();
    }
    // Each day in the calendar is named by its date in the UI's format.
    await page.getByRole('button', { name: formatDate(startDate, language), exact: true }).click();
    await expect(dateInput).toHaveValue(formatDate(startDate, language));
    // Said up front (T5, T7, T8): filmed, one unannounced, passes audited; agreed with the date.
    const terms = page.getByTestId('test-terms');
    await expect(terms).toContainText(t.start_date.test_terms.filmed);
    await expect(terms).toContainText(t.start_date.test_terms.spot);
    await expect(terms).toContainText(t.start_date.test_terms.audit);
    await page.getByRole('button', { name: t.start_date.submit }).click();
    await expect(page.getByText(t.start_date.test_terms.required)).toBeVisible();
    await page.getByRole('checkbox', { name: t.start_date.test_terms.checkbox }).check();
    await page.getByRole('button', { name: t.start_date.submit }).click();
    await expect(
      page
        .getByText(t.start_date.success.replace('{{date}}', formatDate(startDate, language)))
        .first(),
    ).toBeVisible();

    const banner = page.getByTestId('start-banner');
    await expect(banner).toContainText(t.banner.starts_in_other.replace('{{count}}', '3'));
    await axe(page);

    // Cancel: each supporter is asked to choose (C7, record 0081); nobody is refunded yet.
    // Cancelling is in Settings → Danger zone, not in the daily view (record 0086).
    await expect(page.getByRole('button', { name: t.cancel.button })).toHaveCount(0);
    await page.goto('/participant/settings/danger');
    await page.getByRole('button', { name: t.cancel.button }).click();
    await page.getByRole('button', { name: t.cancel.confirm }).click();
    await expect(page.getByTestId('refunds-notice')).toContainText(t.cancel.refunds_started_zero);
    await page.goto('/participant/dashboard');
    await expect(page.getByTestId('kept-gifts-undecided')).toBeVisible();
    expect(await refundsOfSupporter(supporter.account.id)).toEqual([]);
    // Starting again without anyone keeping: the undecided gifts go back in full (the default).
    await page.getByRole('button', { name: t.ended.again_button }).click();
    await expect
      .poll(async () => (await refundsOfSupporter(supporter.account.id)).map((r) => r.status), {
        timeout: 20_000,
      })
      .toEqual(['succeeded', 'succeeded']);
    const supporterPage = await supporter.context.newPage();
    await supporterPage.goto('/supporter/dashboard');
    await expect(supporterPage.getByTestId('supporter-donations')).toContainText(
      language === 'en' ? 'Refunded' : 'Erstattet',
    );
  });
}

test('deleting an account with money in the pot refunds every supporter', async ({
  browser,
  baseURL,
}) => {
  const participant = await newPerson(browser, baseURL, 'en');
  const account = await signUp(participant.context, 'participant');
  const first = await newSupporter((await newPerson(browser, baseURL, 'en')).context);
  const second = await newSupporter((await newPerson(browser, baseURL, 'en')).context);
  await fundedBy(first, account, baseURL);
  await fundedBy(second, account, baseURL);

  const page = participant.page;
  await page.goto('/participant/settings/danger');
  await expect(page.getByText(enCourse.deletion.course)).toBeVisible();
  await page.getByLabel(/To confirm, type your email address/).fill(account.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(account.password);
  await page.getByRole('button', { name: enProfile.delete.submit }).click();
  await expect(page.getByText(enProfile.delete.done).first()).toBeVisible();

  for (const supporter of [first, second]) {
    await expect
      .poll(async () => (await refundsOfSupporter(supporter.account.id)).map((r) => r.status), {
        timeout: 20_000,
      })
      .toEqual(['succeeded', 'succeeded']);
  }
});
