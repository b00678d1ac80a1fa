import { test } from '@playwright/test';
import { donationBreakdown } from '@quit/domain/fees';
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import {
  donationForm,
  expect,
  donationsTo,
  fillDonation,
  finishCheckout,
  fundraiserPath,
  localeOf,
  money,
  newPerson,
  resetDonationRateLimit,
  signUp,
  startDonation,
  texts,
  uniqueEmail,
  waitUntilSettled,
  type DonationChoice,
  type Language,
} from '../support/donations';

const errors = { de: deErrors, en: enErrors };

test.describe.configure({ timeout: 90_000 });

/** One amount per fee tier the journeys cover, with how it is entered in each language. */
const cases: {
  title: string;
  cents: number;
  coverFee: boolean;
  choice: Record<Language, DonationChoice>;
}[] = [
  {
    title: '€10.00 preset, 15 %',
    cents: 1_000,
    coverFee: false,
    choice: { en: { presetCents: 1_000 }, de: { presetCents: 1_000 } },
  },
  {
    title: '€50 typed, 10 %',
    cents: 5_000,
    coverFee: false,
    choice: { en: { customAmount: '50' }, de: { customAmount: '50' } },
  },
  {
    title: '€5.00 typed, 20 %',
    cents: 500,
    coverFee: false,
    choice: { en: { customAmount: '5.00' }, de: { customAmount: '5,00' } },
  },
  {
    // 12.50 × 15 % = 1.875: rounded half up to €1.88.
    title: '€12.50 typed, 15 %, half-up rounding',
    cents: 1_250,
    coverFee: false,
    choice: { en: { customAmount: '12.50' }, de: { customAmount: '12,50' } },
  },
  {
    title: '€100.00 preset with the fee covered, 8 %',
    cents: 10_000,
    coverFee: true,
    choice: {
      en: { presetCents: 10_000, coverFee: true },
      de: { presetCents: 10_000, coverFee: true },
    },
  },
];

for (const language of ['en', 'de'] as const) {
  const t = texts[language].donations;

  test.describe(`the donation form in ${localeOf[language]}`, () => {
    test.use({ locale: localeOf[language] });

    test('the fee breakdown follows the amount, the tier and "Cover the fee"; the checkout charges it', async ({
      page,
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');
      await participant.context.close();

      await page.goto(fundraiserPath(ada.id));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const form = donationForm(page, language, ada.displayName);
      // The second preset is chosen to begin with, and its breakdown shows at once.
      await expect(form.preset(2_500)).toBeChecked();
      await expect(form.breakdown.getByRole('rowheader')).toHaveText([
        t.breakdown.amount,
        t.breakdown.fee,
        t.breakdown.share,
        t.breakdown.charged,
      ]);
      await expect(page.getByTestId('breakdown-amount-value')).toHaveText(money(2_500, language));

      for (const { title, cents, coverFee, choice } of cases) {
        await test.step(title, async () => {
          await fillDonation(page, language, ada.displayName, choice[language]);
          const expected = donationBreakdown({ amountCents: cents, coverFee });
          for (const [key, value] of [
            ['amount', expected.amountCents],
            ['fee', expected.feeCents],
            ['share', expected.shareCents],
            ['charged', expected.chargedCents],
          ] as const) {
            await expect(page.getByTestId(`breakdown-${key}-value`)).toHaveText(
              money(value, language),
            );
          }
          if (coverFee) await form.coverFee.uncheck();
        });
      }

      // Worked out by hand, so a wrong shared rule would not pass unnoticed.
      await fillDonation(page, language, ada.displayName, { presetCents: 10_000, coverFee: true });
      await expect(page.getByTestId('breakdown-fee-value')).toHaveText(money(800, language));
      await expect(page.getByTestId('breakdown-share-value')).toHaveText(money(10_000, language));
      await expect(page.getByTestId('breakdown-charged-value')).toHaveText(money(10_800, language));
      if (language === 'de') {
        await expect(page.getByTestId('breakdown-charged-value')).toHaveText('108,00 €');
      } else {
        await expect(page.getByTestId('breakdown-charged-value')).toHaveText('€108.00');
      }

      // The checkout charges what the breakdown said, and the stored donation agrees.
      await resetDonationRateLimit();
      await form.name.fill('Grace Hopper');
      await form.email.fill(uniqueEmail('donor'));
      await form.submit.click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await expect(page.getByTestId('checkout-amount')).toHaveText(money(10_800, language));
      const [stored] = await donationsTo(ada.id);
      expect(stored).toMatchObject({
        status: 'open',
        amount_cents: 10_000,
        share_cents: 10_000,
        charged_cents: 10_800,
      });
    });

    test('an amount below the minimum is refused on the form and no checkout opens', async ({
      page,
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');
      await participant.context.close();

      await page.goto(fundraiserPath(ada.id));
      const form = await fillDonation(page, language, ada.displayName, {
        customAmount: language === 'de' ? '0,50' : '0.50',
        name: 'Grace Hopper',
        email: uniqueEmail('donor'),
      });
      // No breakdown for an amount that cannot be given; the range is explained instead.
      await expect(form.breakdown).toHaveCount(0);
      await expect(page.getByText(t.breakdown.needs_amount.split('{{min}}')[0]!)).toBeVisible();
      await form.submit.click();

      await expect(page.getByText(errors[language].INVALID_AMOUNT, { exact: true })).toBeVisible();
      await expect(form.customAmount).toHaveAttribute('aria-invalid', 'true');
      await expect(form.customAmount).toHaveAccessibleDescription(
        new RegExp(errors[language].INVALID_AMOUNT),
      );
      await expect(page).toHaveURL(new RegExp(`${fundraiserPath(ada.id)}$`));
      expect(await donationsTo(ada.id)).toEqual([]);

      // The API refuses it too, should anything send it past the form.
      const refused = await page.request.post('/api/transaction', {
        data: {
          participantId: ada.id,
          amountCents: 50,
          coverFee: false,
          anonymous: false,
          donorName: 'Grace Hopper',
          donorEmail: uniqueEmail('donor'),
          message: null,
          redirectUrl: `${baseURL}${fundraiserPath(ada.id)}`,
        },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'INVALID_AMOUNT' });
      expect(await donationsTo(ada.id)).toEqual([]);

      // Correcting the amount brings the breakdown back and clears the error.
      await form.customAmount.fill(language === 'de' ? '1,00' : '1.00');
      await expect(page.getByTestId('breakdown-fee-value')).toHaveText(money(25, language));
      await form.submit.click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    });
  });
}

for (const [language, action] of [
  ['en', 'decline'],
  ['de', 'cancel'],
] as const) {
  const t = texts[language];

  test.describe(`at the sandbox checkout in ${localeOf[language]}`, () => {
    test.use({ locale: localeOf[language] });

    test(`"${t.sandbox.actions[action]}" brings the donor back with a notice and no gift`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const participant = await newPerson(browser, baseURL, language);
      const ada = await signUp(participant.context, 'participant');

      await startDonation(page, language, ada, {
        presetCents: 2_500,
        name: 'Grace Hopper',
        email: uniqueEmail('donor'),
      });
      const checkoutUrl = page.url();
      await finishCheckout(page, language, action);

      const outcome = page.getByTestId('donation-outcome');
      const kind = action === 'decline' ? 'declined' : 'cancelled';
      await expect(outcome).toContainText(t.donations.outcome[`${kind}_title`]);
      await expect(outcome).toContainText(t.donations.outcome[`${kind}_text`]);
      // A decline is announced at once, a cancellation politely.
      await expect(outcome).toHaveRole(action === 'decline' ? 'alert' : 'status');

      // Once the provider's event has arrived, the donation has failed and counts nowhere.
      const [stored] = await waitUntilSettled(ada.id, 'open');
      expect(stored?.status).toBe('failed');
      await page.reload();
      const gifts = page.getByRole('region', { name: t.donations.fundraiser.supporters_title });
      await expect(gifts).toContainText(t.donations.fundraiser.no_gifts);
      await expect(gifts.getByRole('listitem')).toHaveCount(0);
      await expect(page.getByTestId('fundraiser-pending')).toHaveCount(0);

      await participant.page.goto('/participant/settings/billing');
      await expect(participant.page.getByText(t.billing.donations.empty)).toBeVisible();
      await expect(participant.page.getByTestId('balance-pending')).toHaveText(money(0, language));
      await expect(participant.page.getByTestId('balance-available')).toHaveText(
        money(0, language),
      );

      // The checkout cannot be paid afterwards.
      await page.goto(checkoutUrl);
      await expect(page.getByRole('status')).toHaveText(t.sandbox.finished.expired);
      await expect(
        page.getByRole('button', { name: t.sandbox.actions.pay, exact: true }),
      ).toHaveCount(0);
      await page.getByRole('link', { name: t.sandbox.back }).click();
      await expect(page).toHaveURL(new RegExp(`${fundraiserPath(ada.id)}$`));
      await expect(page.getByTestId('donation-outcome')).toHaveCount(0);

      await participant.context.close();
    });
  });
}
