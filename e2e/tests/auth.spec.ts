import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enWelcome from '../../apps/web/src/locales/en/welcome.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { browserEnv } from '@quit/test-support/browser-env';
import { firstLink, latestMailTo } from '../support/outbox';

// Every journey makes its own people: the app runs on one embedded database for all workers.
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

type Account = { role: 'participant' | 'supporter'; email: string; password: string };

async function signUpThroughApi(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/account/signup', {
    data: {
      ...account,
      firstName: 'Erika',
      lastName: 'Muster',
      birthDate: '1990-12-10',
      passwordConfirmation: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function signInThroughUi(page: Page, account: Account, { rememberMe = false } = {}) {
  await page.goto('/auth/signin');
  await page.getByRole('radio', { name: new RegExp(enAuth.roles[account.role]) }).check();
  await page.getByRole('textbox', { name: enAuth.fields.email }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  if (rememberMe) await page.getByRole('checkbox', { name: enAuth.sign_in.remember_me }).check();
  await page.getByRole('button', { name: enAuth.sign_in.submit, exact: true }).click();
}

test.use({ locale: 'en-US' });

test('sign up as a participant, land on the welcome page, then the dashboard, sign out from the menu', async ({
  page,
}) => {
  const email = uniqueEmail('p');
  await page.goto('/auth/signup?role=participant');
  await expect(page.getByRole('radio', { name: /Participant/ })).toBeChecked();
  await page.getByRole('textbox', { name: enAuth.fields.first_name }).fill('Erika');
  await page.getByRole('textbox', { name: enAuth.fields.last_name }).fill('Muster');
  const birthDate = page.getByRole('textbox', { name: enAuth.fields.birth_date });
  await birthDate.fill('12.10.1990'); // MM.dd.yyyy in English (P6)
  await birthDate.press('Escape');
  await page.getByRole('textbox', { name: enAuth.fields.email }).fill(email);
  await page.getByLabel(/^Password/).fill('secret-1');
  await page.getByLabel(/^Repeat the password/).fill('secret-1');
  await page.getByRole('button', { name: enAuth.sign_up.submit }).click();

  // A new participant starts with the welcome steps (issue 12); "later" opens the dashboard.
  await expect(page).toHaveURL(/\/welcome\/congratulations$/);
  await page.getByRole('link', { name: enWelcome.congratulations.later }).click();
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const session = await page.request.get('/api/account/session');
  expect(await session.json()).toMatchObject({
    user: { email, firstName: 'Erika', roles: ['participant'] },
    role: 'participant',
  });

  // Signing out ends the session and goes home; the header offers to sign in again.
  await page
    .getByRole('navigation', { name: 'Participant navigation' })
    .getByRole('link', { name: enAuth.header.sign_out })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: enAuth.header.sign_in }).first()).toBeVisible();
  expect((await page.request.get('/api/account/session')).status()).toBe(401);
  await page.goto('/participant/dashboard');
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fparticipant%2Fdashboard&role=participant/);
});

test('signing in as a supporter with a participant-only account is refused', async ({
  page,
  request,
}) => {
  const account: Account = { role: 'participant', email: uniqueEmail('p'), password: 'secret-1' };
  await signUpThroughApi(request, account);

  await signInThroughUi(page, { ...account, role: 'supporter' });

  await expect(page.getByText(enErrors.NOT_REGISTERED_AS_SUPPORTER)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: enErrors.SIGNIN_FAILED })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('forgot password: the mailed link sets a new password; only the new one works', async ({
  page,
  request,
}) => {
  const account: Account = { role: 'participant', email: uniqueEmail('p'), password: 'old-secret' };
  await signUpThroughApi(request, account);

  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: enAuth.fields.email }).fill(account.email);
  await page.getByRole('button', { name: enAuth.sign_in.forgot_password }).click();
  await page.getByRole('button', { name: enAuth.forgot_password.submit }).click();
  await expect(page.getByText(enAuth.forgot_password.sent_title, { exact: true })).toBeVisible();

  const mail = await latestMailTo(account.email, 'password_reset');
  const link = new URL(firstLink(mail.text));
  expect(link.pathname).toBe('/auth/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^New password/).fill('new-secret');
  await page.getByLabel(/^Repeat the password/).fill('new-secret');
  await page.getByRole('button', { name: enAuth.reset_password.submit }).click();
  await expect(page.getByText(enAuth.reset_password.done_title, { exact: true })).toBeVisible();

  const signIn = (password: string) =>
    request.post('/api/account/signin', {
      data: { role: 'participant', email: account.email, password, rememberMe: false },
    });
  expect((await signIn('old-secret')).status()).toBe(400);
  await signInThroughUi(page, { ...account, password: 'new-secret' });
  await expect(page).toHaveURL(/\/participant\/dashboard$/);

  // The link is single-use.
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^New password/).fill('third-secret');
  await page.getByLabel(/^Repeat the password/).fill('third-secret');
  await page.getByRole('button', { name: enAuth.reset_password.submit }).click();
  await expect(page.getByText(enErrors.INVALID_RESET_LINK)).toBeVisible();
});

test('"keep me signed in" survives a browser restart; a plain session does not', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account: Account = { role: 'participant', email: uniqueEmail('p'), password: 'secret-1' };
  await signUpThroughApi(request, account);

  for (const rememberMe of [true, false]) {
    const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-browser-'));
    // A real browser profile on disk, closed and opened again: a session cookie (no expiry)
    // ends with the browser, a persistent one stays.
    const launch = () =>
      chromium.launchPersistentContext(userDataDir, {
        executablePath: chromiumPath,
        args: chromiumArgs,
        env: browserEnv(),
        baseURL,
        locale: 'en-US',
      });
    try {
      const first = await launch();
      const page = first.pages()[0] ?? (await first.newPage());
      await signInThroughUi(page, account, { rememberMe });
      await expect(page).toHaveURL(/\/participant\/dashboard$/);
      await first.close();

      const second = await launch();
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto('/participant/dashboard');
      if (rememberMe) {
        await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
        await expect(again).toHaveURL(/\/participant\/dashboard$/);
      } else {
        await expect(again).toHaveURL(/\/auth\/signin\?next=%2Fparticipant%2Fdashboard/);
        await expect(
          again.getByRole('heading', { level: 1, name: enAuth.sign_in.title }),
        ).toBeVisible();
      }
      await second.close();
    } finally {
      await rm(userDataDir, { recursive: true, force: true });
    }
  }
});
