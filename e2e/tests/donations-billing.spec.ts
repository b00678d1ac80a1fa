import { test } from '@playwright/test';
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import {
  expect,
  fundraiserPath,
  newPerson,
  signUp,
  texts,
  uniqueEmail,
} from '../support/donations';
import { firstLink, latestMailTo } from '../support/outbox';

const en = texts.en;
const BILLING = '/participant/settings/billing';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

test('a wrong IBAN is refused on the field; a valid one is saved and shown masked', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL, 'en');
  await signUp(context, 'participant');
  await page.goto(BILLING);

  const bank = page.getByRole('region', { name: en.billing.bank.title });
  const holder = bank.getByRole('textbox', { name: en.billing.bank.holder });
  const iban = bank.getByRole('textbox', { name: en.billing.bank.iban });
  const save = bank.getByRole('button', { name: en.billing.bank.save });
  await expect(holder).toHaveValue('Ada Lovelace');
  await expect(bank.getByTestId('sandbox-iban-hint')).toBeVisible();

  // One digit off: the checksum does not match.
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await save.click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(new RegExp(enErrors.INVALID_IBAN));
  await expect(bank.getByTestId('bank-iban')).toHaveCount(0);

  await iban.fill('DE89370400440532013000');
  await save.click();
  const masked = bank.getByTestId('bank-iban');
  await expect(masked).toHaveText(/^DE.*3000$/);
  await expect(masked).not.toContainText('37040044');
  await expect(bank).toContainText('Ada Lovelace');
  expect(await page.locator('body').innerText()).not.toContain('DE89370400440532013000');

  // It stays saved, and the API never hands the whole IBAN back either.
  await page.reload();
  await expect(bank.getByTestId('bank-iban')).toHaveText(/^DE.*3000$/);
  const stored = await page.request.get('/api/participant/bankaccount');
  expect(await stored.text()).not.toContain('0532013000');
  await context.close();
});

// The saved account replaces the form at once: the confirmation must still appear.
test('saving a bank account confirms it with a message', async ({ browser, baseURL }) => {
  const { context, page } = await newPerson(browser, baseURL, 'en');
  await signUp(context, 'participant');
  await page.goto(BILLING);
  const bank = page.getByRole('region', { name: en.billing.bank.title });
  await bank.getByRole('textbox', { name: en.billing.bank.iban }).fill('DE89370400440532013000');
  await bank.getByRole('button', { name: en.billing.bank.save }).click();
  await expect(bank.getByTestId('bank-iban')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: en.billing.bank.saved })).toBeVisible({
    timeout: 5_000,
  });
  await context.close();
});

test('the fundraiser link is on Billing, and an invitation mails it to a friend', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL, 'en');
  const ada = await signUp(context, 'participant');
  await page.goto(BILLING);

  const link = page.getByRole('textbox', { name: en.billing.share.link_label });
  await expect(link).toHaveValue(`${baseURL}${fundraiserPath(ada.id)}`);

  const friend = uniqueEmail('friend');
  await page.getByRole('textbox', { name: en.billing.invite.email }).fill(friend);
  await page.getByRole('button', { name: en.billing.invite.submit }).click();
  await expect(page.getByText(en.billing.invite.sent.replace('{{email}}', friend))).toBeVisible();

  const mail = await latestMailTo(friend);
  const invited = new URL(firstLink(mail.text));
  expect(invited.pathname).toBe(fundraiserPath(ada.id));
  expect(mail.text).toContain(ada.displayName);
  expect(mail.text).not.toContain('Lovelace');

  // The friend follows the link without an account and lands on the fundraiser.
  const visitor = await newPerson(browser, baseURL, 'en');
  await visitor.page.goto(invited.pathname + invited.search);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(ada.displayName);
  await expect(visitor.page.getByText(en.donations.fundraiser.no_gifts)).toBeVisible();
  await visitor.context.close();
  await context.close();
});
