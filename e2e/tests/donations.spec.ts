import { test, type BrowserContext, type Page } from '@playwright/test';
import {
  donationForm,
  expect,
  donationsTo,
  finishCheckout,
  fundraiserPath,
  holdConfirmations,
  newPerson,
  reloadUntilText,
  signUp,
  startDonation,
  texts,
  uniqueEmail,
  waitUntilSettled,
} from '../support/donations';
import { latestMailTo } from '../support/outbox';

const en = texts.en;
const BILLING = '/participant/settings/billing';

/** Every response body the context receives from the API, to look for what must not be there. */
function recordApiBodies(context: BrowserContext): string[] {
  const bodies: string[] = [];
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.text().then(
      (body) => bodies.push(body),
      () => undefined, // a body the page navigated away from
    );
  });
  return bodies;
}

/** The participant's donation rows on Billing (waits for the table). */
function billingRows(page: Page) {
  return page
    .getByRole('table', { name: en.billing.donations.caption })
    .getByTestId('billing-donation');
}

/** Reloads Billing until its newest donation shows the status (confirmation takes ~5 s). */
async function waitForBillingStatus(page: Page, status: string) {
  await reloadUntilText(page, () => billingRows(page).first().getByRole('cell').nth(3), status);
}

test.use({ locale: 'en-US' });
// Each journey waits for a payment to be confirmed, on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

test('an anonymous visitor donates through the sandbox checkout; Billing shows "Anonymous", pending then available', async ({
  browser,
  baseURL,
}) => {
  const participant = await newPerson(browser, baseURL, 'en');
  const ada = await signUp(participant.context, 'participant');
  const seenByParticipant = recordApiBodies(participant.context);
  const visitor = await newPerson(browser, baseURL, 'en');
  const donorName = `Grace Hopper ${Math.random().toString(36).slice(2, 8)}`;
  const donorEmail = uniqueEmail('donor');

  const confirmation = await holdConfirmations(visitor.page);
  await startDonation(visitor.page, 'en', ada, {
    presetCents: 1_000,
    anonymous: true,
    name: donorName,
    email: donorEmail,
    message: 'You can do it!',
  });
  const checkout = visitor.page;
  await expect(checkout.getByTestId('sandbox-banner')).toBeVisible();
  await expect(checkout.getByTestId('checkout-description')).toHaveText(
    `Donation to ${ada.displayName} (QuitPot)`,
  );
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('€10.00');
  await finishCheckout(checkout, 'en', 'pay');
  await expect(checkout.getByTestId('donation-outcome')).toContainText(
    en.donations.outcome.success_title,
  );

  // Paid, not yet confirmed by the provider: pending on Billing, with the participant's share.
  expect(confirmation.held).toHaveLength(1);
  await waitUntilSettled(ada.id, 'open'); // the checkout's "paid" event has arrived
  const billing = participant.page;
  await billing.goto(BILLING);
  const row = billingRows(billing).first();
  await expect(row.getByRole('cell').nth(3)).toHaveText(en.billing.donations.status.pending);
  await expect(billing.getByTestId('balance-pending')).toHaveText('€8.50');
  await expect(billing.getByTestId('balance-available')).toHaveText('€0.00');
  expect(await billing.locator('body').innerText()).not.toContain(donorName);

  // Meanwhile the fundraiser the donor came back to says money is on its way.
  await expect(checkout.getByTestId('fundraiser-pending')).toContainText('€8.50');
  await expect(checkout.getByTestId('gift-name')).toHaveCount(0);

  // The provider confirms the payment (a signed webhook from a job): the donor's page, which
  // keeps looking for a while after the checkout, lists the gift; Billing after a reload.
  await confirmation.release();
  const gifts = checkout.getByRole('region', { name: en.donations.fundraiser.supporters_title });
  await expect(gifts.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(gifts.getByTestId('gift-name')).toHaveText(en.donations.anonymous_name);
  await expect(checkout.getByTestId('fundraiser-pending')).toHaveCount(0);

  await waitForBillingStatus(billing, en.billing.donations.status.available);
  await expect(billingRows(billing)).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    `${en.billing.donations.anonymous}You can do it!`,
    '€10.00',
    '€8.50',
    en.billing.donations.status.available,
    /\d\d\.\d\d\.\d{4}/,
  ]);
  await expect(billing.getByTestId('balance-available')).toHaveText('€8.50');
  await expect(billing.getByTestId('balance-pending')).toHaveText('€0.00');

  // The participant's own view of the fundraiser: the gift, without who gave it.
  await billing.goto(fundraiserPath(ada.id));
  const ownGifts = billing.getByRole('region', { name: en.donations.fundraiser.supporters_title });
  await expect(ownGifts.getByRole('listitem')).toHaveCount(1);
  await expect(ownGifts.getByTestId('gift-name')).toHaveText(en.donations.anonymous_name);
  await expect(ownGifts.getByTestId('gift-amount')).toHaveText('€10.00');
  await expect(ownGifts.getByTestId('gift-message')).toHaveText('You can do it!');
  await expect(billing.getByTestId('fundraiser-progress')).toBeVisible();

  // Neither page nor anything the API sent the participant names the donor or their email.
  for (const path of [BILLING, fundraiserPath(ada.id)]) {
    await billing.goto(path);
    await expect(billing.getByRole('heading', { level: 1 })).toBeVisible();
    await billing.waitForLoadState('networkidle');
    const text = await billing.locator('body').innerText();
    expect(text).not.toContain(donorName);
    expect(text).not.toContain(donorEmail);
    expect(await billing.content()).not.toContain(donorEmail);
  }
  expect(seenByParticipant.length).toBeGreaterThan(0);
  for (const body of seenByParticipant) {
    expect(body).not.toContain(donorName);
    expect(body).not.toContain(donorEmail);
  }
  const [stored] = await donationsTo(ada.id);
  expect(stored).toMatchObject({ status: 'available', anonymous: true, supporter_id: null });

  // The mails: the participant hears of the gift without who gave it; the donor gets a receipt.
  const notice = await latestMailTo(ada.email, 'new_donation');
  expect(notice.text).toContain('€8.50');
  expect(`${notice.subject}\n${notice.text}`).not.toContain(donorName);
  expect(`${notice.subject}\n${notice.text}`).not.toContain(donorEmail);
  const receipt = await latestMailTo(donorEmail, 'donation_receipt');
  expect(receipt.text).toContain('€10.00');
  expect(receipt.text).toContain(ada.displayName);

  await participant.context.close();
  await visitor.context.close();
});

test('a named donation shows the name and message on the fundraiser and on Billing', async ({
  browser,
  baseURL,
}) => {
  const participant = await newPerson(browser, baseURL, 'en');
  const ben = await signUp(participant.context, 'participant', {
    firstName: 'Ben',
    lastName: 'becker',
  });
  const seenByParticipant = recordApiBodies(participant.context);
  const visitor = await newPerson(browser, baseURL, 'en');
  const donorName = `Clara Schmidt ${Math.random().toString(36).slice(2, 8)}`;
  const donorEmail = uniqueEmail('clara');

  await visitor.page.goto(fundraiserPath(ben.id));
  // The public name is the first name and the last name's initial, capitalised.
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Ben B.');
  await expect(visitor.page.getByTestId('sandbox-notice')).toBeVisible();
  await startDonation(visitor.page, 'en', ben, {
    presetCents: 2_500,
    name: donorName,
    email: donorEmail,
    message: 'Proud of you',
  });
  await expect(visitor.page.getByTestId('checkout-amount')).toHaveText('€25.00');
  await finishCheckout(visitor.page, 'en', 'pay');

  // Confirmed within seconds; the fundraiser the donor came back to shows it without a reload.
  const gifts = visitor.page.getByRole('region', {
    name: en.donations.fundraiser.supporters_title,
  });
  await expect(gifts.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(gifts.getByTestId('gift-name')).toHaveText(donorName);
  await expect(gifts.getByTestId('gift-amount')).toHaveText('€25.00');
  await expect(gifts.getByTestId('gift-message')).toHaveText('Proud of you');
  await expect(visitor.page.getByText('1 supporter', { exact: true })).toBeVisible();

  const billing = participant.page;
  await billing.goto(BILLING);
  await waitForBillingStatus(billing, en.billing.donations.status.available);
  await expect(billingRows(billing).first().getByRole('cell')).toHaveText([
    `${donorName}Proud of you`,
    '€25.00',
    '€21.25', // 15 % fee: €3.75
    en.billing.donations.status.available,
    /\d\d\.\d\d\.\d{4}/,
  ]);
  await expect(billing.getByTestId('balance-available')).toHaveText('€21.25');
  // The name is the donor's choice to show; the email never reaches the participant.
  await billing.waitForLoadState('networkidle');
  expect(await billing.locator('body').innerText()).not.toContain(donorEmail);
  for (const body of seenByParticipant) expect(body).not.toContain(donorEmail);

  await participant.context.close();
  await visitor.context.close();
});

test('a signed-in supporter donating with their account email finds the donation on the dashboard', async ({
  browser,
  baseURL,
}) => {
  const participant = await newPerson(browser, baseURL, 'en');
  const ada = await signUp(participant.context, 'participant');
  const supporter = await newPerson(browser, baseURL, 'en');
  const dora = await signUp(supporter.context, 'supporter', {
    firstName: 'Dora',
    lastName: 'Daniels',
  });
  const page = supporter.page;

  // The find page opens the fundraiser from the shared link.
  await page.goto('/supporter/support');
  await page
    .getByRole('textbox', { name: en.donations.find.label })
    .fill(`${baseURL}${fundraiserPath(ada.id)}`);
  await page.getByRole('button', { name: en.donations.find.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${fundraiserPath(ada.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ada.displayName);

  // Signed in, the form knows who donates.
  const form = donationForm(page, 'en', ada.displayName);
  await expect(form.name).toHaveValue('Dora Daniels');
  await expect(form.email).toHaveValue(dora.email);
  const confirmation = await holdConfirmations(page);
  await startDonation(page, 'en', ada, { presetCents: 5_000 });
  await expect(page.getByTestId('checkout-amount')).toHaveText('€50.00');
  await finishCheckout(page, 'en', 'pay');
  expect(confirmation.held).toHaveLength(1);
  await waitUntilSettled(ada.id, 'open');

  await page.goto('/supporter/dashboard');
  await expect(page.getByRole('article', { name: ada.displayName })).toBeVisible();
  const table = page.getByRole('table', { name: en.donations.dashboard.table_caption });
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(ada.displayName);
  await expect(row.getByRole('cell').nth(1)).toHaveText('€50.00');
  await expect(row.getByRole('cell').nth(2)).toHaveText('€50.00');
  await expect(row.getByRole('cell').nth(3)).toHaveText(en.donations.donation_status.pending);
  await confirmation.release();
  await reloadUntilText(
    page,
    () => row.getByRole('cell').nth(3),
    en.donations.donation_status.available,
  );
  await expect(table.getByTestId('supporter-donation')).toHaveCount(1);
  const [stored] = await donationsTo(ada.id);
  expect(stored).toMatchObject({ status: 'available', supporter_id: dora.id });

  await participant.context.close();
  await supporter.context.close();
});
