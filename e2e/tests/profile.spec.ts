import { expect, test, type Page } from '@playwright/test';
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import deParticipant from '../../apps/web/src/locales/de/participant.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** Signs up through the API with the page's own cookies, so the page is signed in. */
async function signedIn(page: Page, role: 'participant' | 'supporter') {
  const email = uniqueEmail(role[0] ?? 'x');
  const response = await page.request.post('/api/account/signup', {
    data: {
      role,
      email,
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
      firstName: 'Erika',
      lastName: 'Muster',
      birthDate: '1990-12-10',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: 'secret-1' };
}

test.use({ locale: 'en-US' });

test('a participant completes the profile, adds the supporter role; the language follows', async ({
  page,
}) => {
  await signedIn(page, 'participant');
  await page.goto('/participant/settings/profile');

  const checklist = page.getByRole('region', { name: enProfile.checklist.title });
  await expect(checklist.getByRole('listitem')).not.toHaveCount(0);
  await expect(checklist).toContainText(enProfile.fields.phone);
  await expect(checklist).toContainText(enProfile.fields.postal_code);

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(enProfile.fields.phone).fill('12');
  await page.getByRole('button', { name: enProfile.save }).click();
  await expect(page.getByText(enErrors.INVALID_PHONE)).toBeVisible();

  await field(enProfile.fields.phone).fill('+49 30 1234567');
  await page.getByRole('radio', { name: enProfile.genders.no_answer }).check();
  await field(enProfile.fields.street).fill('Hauptstraße');
  await field(enProfile.fields.house_number).fill('1a');
  await field(enProfile.fields.country).fill('Germany');
  await field(enProfile.fields.state).fill('Berlin');
  await field(enProfile.fields.city).fill('Berlin');
  await field(enProfile.fields.postal_code).fill('10115');
  await page.getByRole('button', { name: enProfile.save }).click();

  await expect(page.getByText(enProfile.saved)).toBeVisible();
  await expect(checklist).toContainText(enProfile.checklist.complete);

  await page.goto('/supporter/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: enErrors.NOT_REGISTERED_AS_SUPPORTER }),
  ).toBeVisible();
  await page.getByRole('button', { name: enAuth.roles.add_supporter }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/participant/settings/profile');
  await page.getByRole('combobox', { name: enProfile.fields.language }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: enProfile.save }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: deParticipant.edit_profile.title }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

for (const [role, path] of [
  ['participant', '/participant/settings/danger'],
  ['supporter', '/supporter/settings/danger'],
] as const) {
  test(`a ${role} deletes the account in the danger zone`, async ({ page, request }) => {
    const account = await signedIn(page, role);
    await page.goto(path);

    const button = page.getByRole('button', { name: enProfile.delete.submit });
    await page.getByLabel(/^Password/).fill(account.password);
    await expect(button).toBeDisabled();
    await page
      .getByRole('textbox', { name: /type your email address/ })
      .fill(account.email.toUpperCase());
    await button.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(enProfile.delete.done)).toBeVisible();
    expect((await page.request.get('/api/account/session')).status()).toBe(401);
    const signIn = await request.post('/api/account/signin', {
      data: { role, email: account.email, password: account.password, rememberMe: false },
    });
    expect(signIn.status()).toBe(400);
  });
}
