import { expectNoViolations as expectNoViolationsOnPage } from '../support/axe';
import { test, type Page } from '@playwright/test';
import {
  donateThroughApi,
  expect,
  fillDonation,
  fundraiserPath,
  localeOf,
  newPerson,
  signUp,
  texts,
  uniqueEmail,
  waitUntilSettled,
} from '../support/donations';

// The same rules as accessibility.spec.ts, on the pages where money changes hands, each shown
// with content (a confirmed gift, a donations table) and, where there is one, an error state.
async function expectNoViolations(page: Page, language: 'de' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolationsOnPage(page, language);
}

test.describe.configure({ timeout: 90_000 });

for (const language of ['de', 'en'] as const) {
  const t = texts[language];

  test.describe(`money pages in ${localeOf[language]}`, () => {
    test.use({ locale: localeOf[language] });

    test('axe finds no violation on the fundraiser page, also with a form error', async ({
      page,
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');
      await participant.context.close();
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 2_500,
        donorName: 'Grace Hopper',
        donorEmail: uniqueEmail('donor'),
        message: 'You can do it!',
      });
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 1_000,
        donorName: 'Alan Turing',
        donorEmail: uniqueEmail('donor'),
        anonymous: true,
      });
      await waitUntilSettled(ada.id, ['open', 'pending']);

      // Back from a paid checkout: the outcome notice, two gifts, one of them anonymous.
      await page.goto(`${fundraiserPath(ada.id)}?donation=success`);
      await expect(page.getByTestId('gift-name')).toHaveCount(2);
      await expect(page.getByTestId('donation-outcome')).toBeVisible();
      await expectNoViolations(page, language);

      const form = await fillDonation(page, language, ada.displayName, {
        customAmount: language === 'de' ? '0,50' : '0.50',
        coverFee: true,
        anonymous: true,
      });
      await form.name.fill('');
      await form.submit.click();
      await expect(form.customAmount).toHaveAttribute('aria-invalid', 'true');
      await expect(form.name).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, language);
    });

    test('axe finds no violation on the sandbox checkout, open and finished', async ({
      page,
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');
      await participant.context.close();
      const checkout = await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 5_000,
        donorName: 'Grace Hopper',
        donorEmail: uniqueEmail('donor'),
        action: null,
      });

      await page.goto(checkout);
      await expect(page.getByTestId('checkout-amount')).toBeVisible();
      await expect(page.getByTestId('sandbox-banner')).toBeVisible();
      await expectNoViolations(page, language);

      await page.getByRole('button', { name: t.sandbox.actions.decline }).click();
      await expect(page.getByTestId('donation-outcome')).toBeVisible();
      await expectNoViolations(page, language); // the fundraiser with the declined notice
      await page.goto(checkout);
      await expect(page.getByRole('status')).toHaveText(t.sandbox.finished.expired);
      await expectNoViolations(page, language);
    });

    test('axe finds no violation on Billing with donations and a form error', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await newPerson(browser, baseURL, language);
      const ada = await signUp(context, 'participant');
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 2_500,
        donorName: 'Grace Hopper',
        donorEmail: uniqueEmail('donor'),
        message: 'You can do it!',
      });
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 1_000,
        donorName: 'Alan Turing',
        donorEmail: uniqueEmail('donor'),
        anonymous: true,
      });
      await waitUntilSettled(ada.id, ['open', 'pending']);
      // A third one kept pending, so both status badges are on the page.
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 10_000,
        donorName: 'Hedy Lamarr',
        donorEmail: uniqueEmail('donor'),
        holdConfirmation: true,
      });

      await page.goto('/participant/settings/billing');
      await expect(page.getByTestId('billing-donation')).toHaveCount(3);
      const table = page.getByTestId('billing-donations');
      await expect(table.getByText(t.billing.donations.status.pending)).toBeVisible();
      await expect(table.getByText(t.billing.donations.status.available)).toHaveCount(2);
      await expectNoViolations(page, language);

      const bank = page.getByRole('region', { name: t.billing.bank.title });
      await bank.getByRole('textbox', { name: t.billing.bank.iban }).fill('DE00 1234');
      await bank.getByRole('button', { name: t.billing.bank.save }).click();
      await expect(bank.getByRole('textbox', { name: t.billing.bank.iban })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, language);
      await context.close();
    });

    test('axe finds no violation on the supporter dashboard and the find page', async ({
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');
      await participant.context.close();
      const { context, page } = await newPerson(browser, baseURL, language);
      const dora = await signUp(context, 'supporter', { firstName: 'Dora', lastName: 'Daniels' });

      // Before the first donation: the empty dashboard.
      await page.goto('/supporter/dashboard');
      await expect(page.getByTestId('supporter-empty')).toBeVisible();
      await expectNoViolations(page, language);

      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 2_500,
        donorName: 'Dora Daniels',
        donorEmail: dora.email,
      });
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 1_000,
        donorName: 'Dora Daniels',
        donorEmail: dora.email,
        action: 'decline',
      });
      await waitUntilSettled(ada.id, ['open', 'pending']);
      await donateThroughApi(page.request, baseURL, ada.id, {
        amountCents: 5_000,
        donorName: 'Dora Daniels',
        donorEmail: dora.email,
        anonymous: true,
        holdConfirmation: true,
      });
      await page.goto('/supporter/dashboard');
      await expect(page.getByTestId('supporter-donation')).toHaveCount(3);
      // Every status badge of the table: pending, confirmed, failed.
      const table = page.getByTestId('supporter-donations');
      for (const status of ['pending', 'available', 'failed'] as const) {
        await expect(table.getByText(t.donations.donation_status[status])).toBeVisible();
      }
      await expect(page.getByRole('article', { name: ada.displayName })).toBeVisible();
      await expectNoViolations(page, language);

      await page.goto('/supporter/support');
      const link = page.getByRole('textbox', { name: t.donations.find.label });
      await expect(link).toBeVisible();
      await expectNoViolations(page, language);
      await link.fill('not a link');
      await page.getByRole('button', { name: t.donations.find.submit }).click();
      await expect(page.getByText(t.donations.find.invalid)).toBeVisible();
      await expectNoViolations(page, language);
      await context.close();
    });
  });
}
