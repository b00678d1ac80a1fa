// The welcome flow (issue 12, P4): sign up → congratulations → the questionnaire as slides,
// left for later and resumed from the dashboard → finished → the dashboard shows the Fagerström
// score and what the smoke-free diary days saved. Axe on the new pages in both languages.
import { axeScan } from '../support/axe';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enWelcome from '../../apps/web/src/locales/en/welcome.json' with { type: 'json' };
import deWelcome from '../../apps/web/src/locales/de/welcome.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import { query } from '../support/database';
import { expect, newPerson, signUp, type Language } from '../support/donations';

const uniqueEmail = () => `q-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

async function signUpThroughUi(page: Page) {
  await query(`delete from rate_limits where key like 'signup:ip:%'`, []);
  await page.goto('/auth/signup?role=participant');
  await page.getByRole('textbox', { name: enAuth.fields.first_name }).fill('Erika');
  await page.getByRole('textbox', { name: enAuth.fields.last_name }).fill('Muster');
  const birthDate = page.getByRole('textbox', { name: enAuth.fields.birth_date });
  await birthDate.fill('12.10.1990');
  await birthDate.press('Escape');
  await page.getByRole('textbox', { name: enAuth.fields.email }).fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill('secret-123');
  await page.getByLabel(/^Repeat the password/).fill('secret-123');
  await page.getByRole('button', { name: enAuth.sign_up.submit }).click();
}

const save = (page: Page) =>
  page.getByRole('button', { name: /^Save and (continue|finish)$/ }).click();

async function choose(page: Page, option: string) {
  await page.getByRole('radio', { name: option, exact: true }).check();
  await save(page);
}

async function type(page: Page, value: string) {
  const input = page.getByRole('textbox');
  await input.fill(value);
  await input.press('Enter');
}

/** The first answer asks once for consent to processing health data (Art. 9 GDPR). */
async function agreeToHealthData(page: Page, common: typeof enCommon = enCommon) {
  const dialog = page.getByRole('dialog', { name: common.health_consent.title });
  await expect(dialog).toBeVisible();
  // axe reads colours as they are: the dialog's fade-in must have ended (mid-fade its text is
  // paler than it will be); loaders that spin for ever do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  expect(await axeScan(page)).toEqual([]);
  await dialog.getByRole('button', { name: common.health_consent.agree }).click();
  await expect(dialog).toBeHidden();
}

const slide = (page: Page, index: number) =>
  expect(page.getByTestId('slide-index')).toHaveText(`Question ${index} of 11`);

test.use({ locale: 'en-US' });

test('sign up → congratulations → questionnaire (skip, resume, finish) → dashboard shows savings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page);
  await expect(page).toHaveURL(/\/welcome\/congratulations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
  await page.getByRole('link', { name: enWelcome.congratulations.start }).click();

  await expect(page).toHaveURL(/\/welcome\/questionnaire$/);
  await slide(page, 1);
  await expect(page.getByRole('heading', { level: 2, name: 'Mornings' })).toBeVisible();
  await choose(page, 'After 6 to 30 minutes');
  await agreeToHealthData(page);
  await slide(page, 2);
  await choose(page, 'No');
  await slide(page, 3);
  await choose(page, 'The first one in the morning');
  await slide(page, 4);

  // Left for later: the dashboard asks until the questionnaire is done.
  await page.getByRole('button', { name: enWelcome.slides.skip }).click();
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  const prompt = page.getByTestId('questionnaire-prompt');
  await expect(prompt).toContainText('3 of 11 questions answered');
  await prompt.getByRole('link', { name: enWelcome.prompt.continue }).click();

  // Resumed at the first question without an answer.
  await expect(page).toHaveURL(/\/questionair\?name=testquestionnaire$/);
  await slide(page, 4);
  await type(page, '20');
  await slide(page, 5);
  await choose(page, 'Yes');
  await slide(page, 6);
  await choose(page, 'No');
  await slide(page, 7);
  await type(page, '9.00');
  await slide(page, 8);
  await type(page, '20');
  await slide(page, 9);
  await type(page, '12');
  await slide(page, 10);
  await type(page, '2');
  await slide(page, 11);
  await page.getByRole('checkbox', { name: 'Snus' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'nicotine test' })).toContainText(
    'will be positive',
  );
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await save(page);

  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await expect(page.getByTestId('questionnaire-prompt')).toHaveCount(0);
  // 2 + 0 + 1 + 1 (20 a day) + 1 + 0 = 5: medium dependence.
  await expect(page.getByTestId('fagerstrom-score')).toHaveText(
    'Your Fagerström score: 5 of 10 (medium dependence).',
  );
  await expect(page.getByTestId('money-saved')).toHaveText('€0.00');

  // Two smoke-free diary days of a running course (written as the diary would store them):
  // 2 × 20 = 40 cigarettes, 40 × €9.00 / 20 = €18.00, 40 × 11 min = 440 min = 7 hours.
  const session = await page.request.get('/api/account/session');
  const { user } = (await session.json()) as { user: { id: string } };
  // Reading a page opens no course (A7): the participant opens their fundraiser explicitly.
  const opened = await page.request.post('/api/course/new');
  expect(opened.status(), await opened.text()).toBe(200);
  const [course] = await query<{ id: string }>(
    `update courses set state = 'active', start_date = current_date - 2
     where participant_id = $1 returning id`,
    [user.id],
  );
  expect(course).toBeDefined();
  for (const day of [1, 2]) {
    await query(
      `insert into diary_entries (course_id, day, smoking_desire, determination, craving_count,
         sport_minutes, sleep_hours, steps, smoked_since_last_entry, triggers, symptoms)
       values ($1, $2, 1, 4, 3, 20, 7, 6000, false, '{stress}', '{irritability}')`,
      [course!.id, day],
    );
  }
  await page.reload();
  await expect(page.getByTestId('money-saved')).toHaveText('€18.00');
  await expect(page.getByTestId('life-saved')).toHaveText('0.3 days (7 hours)');

  // Insights: the diary as charts (with tables for screen readers) and what was named most.
  await page.goto('/participant/insights');
  const cravings = page.getByTestId('chart-cravings');
  await expect(cravings.locator('svg.recharts-surface')).toBeVisible();
  await expect(cravings.getByRole('table')).toContainText('Day 2');
  await expect(page.getByTestId('top-triggers')).toContainText(': 2 days');
  await expect(page.getByTestId('badges')).toContainText('First smoke-free day · day 1');
  await expect(page.getByTestId('badges')).not.toContainText('3 smoke-free days');
  await expect(page.getByTestId('top-symptoms')).toContainText(': 2 days');
  await expect(page.getByTestId('health-timeline').locator('[data-state="reached"]')).toHaveCount(
    3,
  );
  expect(await axeScan(page)).toEqual([]);
});

const texts = { en: enWelcome, de: deWelcome };

for (const language of ['de', 'en'] as Language[]) {
  test(`axe finds no violation on the welcome pages in ${language}`, async ({
    browser,
    baseURL,
  }) => {
    // Four pages, each loaded and checked with axe, on two shared cores.
    test.setTimeout(90_000);
    const { context, page } = await newPerson(browser, baseURL, language);
    await signUp(context, 'participant');
    const t = texts[language];
    await page.goto('/welcome/congratulations');
    await expect(
      page.getByRole('heading', { level: 1, name: t.congratulations.title }),
    ).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    await page.goto('/welcome/questionnaire');
    await expect(page.getByTestId('slide-index')).toBeVisible();
    await page.locator('form').getByRole('radio').first().check();
    await page.getByRole('button', { name: t.slides.next }).click();
    await agreeToHealthData(page, language === 'de' ? deCommon : enCommon);
    await expect(page.getByTestId('slide-index')).toContainText('2');
    await page.locator('summary').click();
    expect(await axeScan(page)).toEqual([]);

    await page.goto('/participant/insights');
    await expect(
      page.getByRole('heading', { level: 2, name: t.insights.statistics }),
    ).toBeVisible();
    await expect(page.getByTestId('health-timeline')).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    await page.goto('/participant/dashboard');
    await expect(page.getByTestId('questionnaire-prompt')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.savings.title })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await context.close();
  });
}
