// The whole course path with the sandbox's calendar moved by an operator: funding → scheduled
// (the banner counts down) → active → awaiting the test → failed when the verification window
// ends, and every supporter refunded. Runs after every other journey (its own project).
import { test, type APIRequestContext } from '@playwright/test';
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import {
  berlinDate,
  completeTheProfile,
  fundedBy,
  newSupporter,
  refundsOfSupporter,
} from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, newPerson, signUp } from '../support/donations';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

let operator: APIRequestContext | undefined;

async function moveDays(days: number) {
  const moved = await operator!.post('/api/admin/clock', { data: { advanceDays: days } });
  expect(moved.status(), await moved.text()).toBe(200);
}

test.afterAll(async () => {
  await operator?.post('/api/admin/clock', { data: { reset: true } });
});

test('an operator walks a course through its 28 days and the test window', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await newPerson(browser, baseURL, 'en');
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  operator = admin.context.request;

  const participant = await newPerson(browser, baseURL, 'en');
  const account = await signUp(participant.context, 'participant');
  await completeTheProfile(participant.context, 'en');
  const supporter = await newSupporter((await newPerson(browser, baseURL, 'en')).context);
  await fundedBy(supporter, account, baseURL);

  const chosen = await participant.context.request.post('/api/course', {
    data: { startDate: berlinDate(3), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const page = participant.page;
  await page.goto('/participant/dashboard');
  const banner = page.getByTestId('start-banner');
  await expect(banner).toContainText(enCourse.banner.starts_in_other.replace('{{count}}', '3'));

  await moveDays(1);
  await page.reload();
  await expect(banner).toContainText(enCourse.banner.starts_in_other.replace('{{count}}', '2'));
  await moveDays(1);
  await page.reload();
  await expect(banner).toContainText(enCourse.banner.starts_in_one.replace('{{count}}', '1'));

  await moveDays(1);
  await page.reload();
  await expect(page.getByTestId('course-day')).toContainText(
    enCourse.active.day.replace('{{day}}', '1').replace('{{total}}', '28'),
  );
  await moveDays(27);
  await page.reload();
  await expect(page.getByTestId('course-day')).toContainText(
    enCourse.active.day.replace('{{day}}', '28').replace('{{total}}', '28'),
  );

  await moveDays(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: enCourse.awaiting_test.title })).toBeVisible();

  // No test within the 28-day window: the course fails and the supporter is refunded.
  await moveDays(28);
  await page.reload();
  await expect(page.getByRole('heading', { name: enCourse.failed.title })).toBeVisible();
  // C7 (record 0081): the supporter may keep the gift for a next attempt; unanswered for
  // 7 days, it is refunded by the day-7 job.
  await moveDays(8);
  await expect
    .poll(async () => (await refundsOfSupporter(supporter.account.id)).map((r) => r.status), {
      timeout: 20_000,
    })
    .toEqual(['succeeded', 'succeeded']);
  const supporterPage = await supporter.context.newPage();
  await supporterPage.goto('/supporter/dashboard');
  await expect(supporterPage.getByTestId('supporter-donations')).toContainText('Refunded');
});
