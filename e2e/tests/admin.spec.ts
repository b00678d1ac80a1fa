// The operator console, as a new operator would use it: made by `npm run admin:create`, signs
// in and lands on /admin, finds a participant by email, opens their course, moves the sandbox
// calendar, retries a refused refund and reads a password-reset mail in the outbox. A
// participant opening /admin is refused. Runs in the time-travel project, one journey at a time
// (it moves the clock).
import { refundByDonorChoice } from '../support/gift-choice';
import { test, type BrowserContext } from '@playwright/test';
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import { adminByCommand } from '../support/admin';
import { untilConfirmed } from '../support/course';
import { query } from '../support/database';
import { donateThroughApi, expect, newPerson, signUp, uniqueEmail } from '../support/donations';

let operator: BrowserContext | undefined;

test.afterAll(async () => {
  await operator?.request.post('/api/admin/clock', { data: { reset: true } });
  await operator?.close();
});

test.use({ locale: 'en-US' });

test('an operator runs the product from the console', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const ops = await adminByCommand();

  // A participant whose only gift cannot be refunded by the provider, and who cancels.
  const participant = await newPerson(browser, baseURL, 'en');
  const account = await signUp(participant.context, 'participant', {
    firstName: 'Paula',
    lastName: 'Probe',
  });
  const donorEmail = uniqueEmail('donor');
  await donateThroughApi(participant.context.request, baseURL, account.id, {
    amountCents: 5_000,
    donorName: 'Grace Hopper',
    donorEmail,
    action: 'pay_refunds_fail',
  });
  await untilConfirmed(account.id);
  const cancelled = await participant.context.request.put('/api/course/cancel', {
    data: { confirm: true },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  // The donor takes "refund me now" from their mail (C7, record 0081).
  await refundByDonorChoice(participant.context.request, donorEmail);
  // The participant forgot their password: the reset mail goes to the outbox.
  const reset = await participant.context.request.post('/api/account/password-reset', {
    data: { email: account.email },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // A participant opening the console is refused, and so is its API.
  await participant.page.goto('/admin');
  await expect(
    participant.page.getByRole('heading', { level: 1, name: enAdmin.refused.title }),
  ).toBeVisible();
  expect((await participant.context.request.get('/api/admin/people')).status()).toBe(403);

  // The operator signs in on the ordinary sign-in page and lands on the console.
  const { context, page } = await newPerson(browser, baseURL, 'en');
  operator = context;
  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: enAuth.fields.email }).fill(ops.email);
  await page.getByLabel(/^Password/).fill(ops.password);
  await page.getByRole('button', { name: enAuth.sign_in.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: enAdmin.title })).toBeVisible();

  // People: found by email, then their course.
  const nav = page.getByRole('navigation', { name: enAdmin.nav_label });
  await nav.getByRole('link', { name: enAdmin.nav.people }).click();
  await page.getByLabel(enAdmin.people.search_label).fill(account.email);
  await page.getByLabel(enAdmin.people.search_label).press('Enter');
  await page.getByRole('link', { name: 'Paula Probe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Probe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: enAdmin.person.courses })).toBeVisible();
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: enAdmin.course.title })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(enAdmin.moves.refund_requested, { exact: false })).toBeVisible();

  // Sandbox: the calendar moves forward by an hour.
  await nav.getByRole('link', { name: enAdmin.nav.sandbox }).click();
  await expect(page.getByTestId('sandbox-banner')).toContainText(enAdmin.sandbox.banner_title);
  await page.getByLabel(enAdmin.sandbox.days).fill('0');
  await page.getByLabel(enAdmin.sandbox.hours).fill('1');
  await page.getByRole('button', { name: enAdmin.sandbox.move }).click();
  await expect(
    page.getByText(enAdmin.sandbox.offset.replace('{{hours}}', '1'), { exact: true }),
  ).toBeVisible();

  // Money: the refused refund is there; the operator retries it.
  await nav.getByRole('link', { name: enAdmin.nav.money }).click();
  await expect(page.getByTestId('total-held')).toBeVisible();
  const [refund] = await query<{ id: string; course_id: string }>(
    `select r.id, r.course_id from refunds r join courses c on c.id = r.course_id
     where c.participant_id = $1`,
    [account.id],
  );
  expect(refund).toBeDefined();
  // The provider refused it (the job's first call), so it needs an operator.
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>('select status from refunds where id = $1', [refund!.id])
        )[0]?.status,
      { timeout: 20_000 },
    )
    .toBe('failed');
  await page.reload();
  // Its row is the one that links to this participant's course.
  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/courses/${refund!.course_id}"]`) })
    .filter({ has: page.getByRole('button', { name: enAdmin.money.mark_refunded }) });
  await row.getByRole('button', { name: enAdmin.money.retry, exact: true }).click();
  await expect(page.getByText(enAdmin.money.retried)).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await query<{ n: string }>(
            `select count(*) as n from audit_events
           where type = 'admin_refund_retried' and detail->>'refundId' = $1`,
            [refund!.id],
          )
        )[0]?.n,
    )
    .toBe('1');

  // Outbox: the reset mail, readable.
  await nav.getByRole('link', { name: enAdmin.nav.outbox }).click();
  const mailRow = page.getByRole('row').filter({ hasText: account.email }).filter({
    hasText: 'password_reset',
  });
  await mailRow.getByRole('link').first().click();
  await expect(page.getByText('/auth/reset-password', { exact: false })).toBeVisible();
  await participant.context.close();
});
