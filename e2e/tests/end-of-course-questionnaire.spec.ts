// The end-of-course questionnaire (row 31, issue 30 item 4): a participant whose course has its
// outcome finds "Looking back" on the dashboard and answers it in German, slide by slide; an
// operator then sees the answers in aggregate on /admin/questionnaire — in English and in
// German — with the counts grown by exactly this participant's answers and no name on the page.
// The course's end is written into the database (as public-site.spec.ts does): the calendar does
// not move, so this journey runs on the main app.
import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deWelcome from '../../apps/web/src/locales/de/welcome.json' with { type: 'json' };
import { grantAdmin, query } from '../support/database';
import { expect, newPerson, signUp } from '../support/donations';

type Summary = {
  responses: number;
  questions: { id: string; options: { value: string; count: number }[] }[];
};

async function summaryOf(request: APIRequestContext): Promise<Summary> {
  const response = await request.get('/api/admin/questionnaires/endofcourse');
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

const countOf = (summary: Summary, question: string, value: string) =>
  summary.questions.find((q) => q.id === question)!.options.find((o) => o.value === value)!.count;

/**
 * Saves a slide and waits for `then` (the next slide's index, or the dashboard's URL); the first
 * answer of an account asks once for the health-data consent (Art. 9 GDPR), agreed here.
 */
async function save(page: Page, label: string, then: () => Promise<void>) {
  await page.getByRole('button', { name: label }).click();
  const consent = page.getByRole('dialog', { name: deCommon.health_consent.title });
  const passed = then().then(() => 'next' as const);
  // Left waiting once the slide moved on: its failure at the journey's end means nothing.
  const asked = consent
    .waitFor()
    .then(() => 'consent' as const)
    .catch(() => 'gone' as const);
  if ((await Promise.race([passed, asked])) === 'consent') {
    await consent.getByRole('button', { name: deCommon.health_consent.agree }).click();
    await expect(consent).toBeHidden();
  }
  await passed;
}

test('a participant looks back in German; operators see the answers in aggregate (en, de)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const operator = await newPerson(browser, baseURL, 'en');
  const operatorAccount = await signUp(operator.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(operatorAccount.email);
  const before = await summaryOf(operator.context.request);

  // A German participant whose course has passed (its outcome recorded).
  const { context, page } = await newPerson(browser, baseURL, 'de');
  const participant = await signUp(context, 'participant', {
    firstName: 'Rückblick',
    lastName: 'Teilnehmerin',
  });
  const opened = await page.request.post('/api/course/new');
  expect(opened.status(), await opened.text()).toBe(200);
  const ended = await query(
    `update courses set state = 'passed', start_date = current_date - 30
     where participant_id = $1 returning id`,
    [participant.id],
  );
  expect(ended).toHaveLength(1);

  await page.goto('/participant/dashboard');
  const prompt = page.getByTestId('questionnaire-prompt').filter({ hasText: deWelcome.prompt.end });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: deWelcome.prompt.start }).click();
  await expect(page).toHaveURL(/\/questionair\?name=endofcourse$/);
  await expect(page.getByTestId('slide-index')).toHaveText('Frage 1 von 3');
  await page.getByRole('radio', { name: 'Sehr gut', exact: true }).check();
  await save(page, deWelcome.slides.next, () =>
    expect(page.getByTestId('slide-index')).toHaveText('Frage 2 von 3'),
  );
  await page.getByRole('checkbox', { name: 'Die Seminare', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Das Tagebuch', exact: true }).check();
  await save(page, deWelcome.slides.next, () =>
    expect(page.getByTestId('slide-index')).toHaveText('Frage 3 von 3'),
  );
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await save(page, deWelcome.slides.finish, () =>
    expect(page).toHaveURL(/\/participant\/dashboard$/),
  );
  await expect(
    page.getByTestId('questionnaire-prompt').filter({ hasText: deWelcome.prompt.end }),
  ).toHaveCount(0);

  // The operator's console, in English: the counts grew by this participant's answers.
  const after = await summaryOf(operator.context.request);
  expect(after.responses).toBe(before.responses + 1);
  const adminPage = operator.page;
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: enAdmin.nav.questionnaire }).first().click();
  await expect(adminPage).toHaveURL(/\/admin\/questionnaire$/);
  await expect(
    adminPage.getByRole('heading', { level: 1, name: enAdmin.questionnaire_summary.title }),
  ).toBeVisible();
  await expect(adminPage.getByTestId('questionnaire-responses')).toContainText(
    `${after.responses} ${after.responses === 1 ? 'person answered' : 'people answered'}`,
  );
  const went = adminPage.getByTestId('summary-how_it_went');
  await expect(went.getByRole('row', { name: /^Very well/ })).toContainText(
    String(countOf(before, 'how_it_went', 'very_well') + 1),
  );
  const helped = adminPage.getByTestId('summary-what_helped');
  await expect(helped.getByRole('row', { name: /^The diary/ })).toContainText(
    String(countOf(before, 'what_helped', 'diary') + 1),
  );
  await expect(
    adminPage.getByTestId('summary-recommend').getByRole('row', { name: /^Yes/ }),
  ).toContainText(String(countOf(before, 'recommend', 'yes') + 1));
  await expect(adminPage.locator('main')).not.toContainText(participant.firstName);
  await expect(adminPage.locator('main')).not.toContainText(participant.email);

  // A German operator reads the same page in German.
  const german = await newPerson(browser, baseURL, 'de');
  const germanAccount = await signUp(german.context, 'supporter', {
    firstName: 'Olga',
    lastName: 'Operatorin',
  });
  await grantAdmin(germanAccount.email);
  await german.page.goto('/admin/questionnaire');
  await expect(
    german.page.getByRole('heading', { level: 1, name: deAdmin.questionnaire_summary.title }),
  ).toBeVisible();
  await expect(german.page.getByTestId('questionnaire-responses')).toContainText(
    `Dein Rückblick: ${after.responses}`,
  );
  await expect(
    german.page.getByTestId('summary-how_it_went').getByRole('row', { name: /^Sehr gut/ }),
  ).toContainText(String(countOf(after, 'how_it_went', 'very_well')));

  await context.close();
  await operator.context.close();
  await german.context.close();
});
