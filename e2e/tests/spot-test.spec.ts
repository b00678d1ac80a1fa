// The unannounced spot test (T7) as participants meet it, with the sandbox calendar moved by an
// operator: two participants (German, English) start today; the server draws each one's day
// between day 8 and day 21 and says nothing of it (the dashboard has no card the evening
// before); at 08:00 that day the mail comes in the participant's language and the dashboard
// shows "Spot test today: take it by 22:00" with the test flow below it; axe on the card in both
// languages; the operators' kits page lists the schedule. Moves the calendar: runs in the
// time-travel project.
import AxeBuilder from '@axe-core/playwright';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deMail from '../../apps/api/src/providers/mail/locales/de/mail.json' with { type: 'json' };
import deTest from '../../apps/web/src/locales/de/nicotine_test.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enMail from '../../apps/api/src/providers/mail/locales/en/mail.json' with { type: 'json' };
import enTest from '../../apps/web/src/locales/en/nicotine_test.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { operatorClock, type OperatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, newPerson, signUp, type Account, type Language } from '../support/donations';
import { latestMailTo } from '../support/outbox';

const texts = {
  de: { course: deCourse, mail: deMail, test: deTest, admin: deAdmin },
  en: { course: enCourse, mail: enMail, test: enTest, admin: enAdmin },
} as const;

type SpotRow = { courseId: string; participantEmail: string | null; announceAt: string };

let clock: OperatorClock | undefined;

test.afterAll(async () => {
  await clock?.reset();
});

async function expectNoViolations(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target).join(' | ')})`,
    ),
  ).toEqual([]);
}

/** A funded participant in `language` whose course starts today (Berlin). */
async function startedToday(
  browser: Parameters<typeof newPerson>[0],
  baseURL: string | undefined,
  language: Language,
) {
  const person = await newPerson(browser, baseURL, language);
  const account = await signUp(person.context, 'participant');
  await completeTheProfile(person.context, language);
  const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
  await fundedBy(supporter, account, baseURL);
  const now = await clock!.now();
  const chosen = await person.context.request.post('/api/course', {
    data: { startDate: berlinDate(0, now), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { ...person, account, language };
}

async function spotOf(operator: APIRequestContext, account: Account): Promise<SpotRow> {
  const res = await operator.get('/api/admin/spot-tests');
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { spotTests: SpotRow[] }).spotTests;
  const spot = rows.find((row) => row.participantEmail === account.email);
  expect(spot, `no spot test drawn for ${account.email}`).toBeDefined();
  return spot!;
}

/** Moves the product's clock to at least `instant` (whole hours, then seconds). */
async function moveTo(instant: Date) {
  const now = await clock!.now();
  const ms = instant.getTime() - now.getTime();
  if (ms <= 0) return;
  const hours = Math.floor(ms / 3_600_000);
  if (hours > 0) await clock!.advance({ hours });
  const seconds = Math.min(3600, Math.ceil((ms - hours * 3_600_000) / 1000) + 1);
  await clock!.advance({ seconds });
}

test('the spot test is announced at 08:00 of its drawn day, by mail and on the dashboard, in both languages', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await newPerson(browser, baseURL, 'en');
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  const operator = admin.context.request;
  clock = operatorClock(operator);
  await clock.reset();

  const people = [
    await startedToday(browser, baseURL, 'de'),
    await startedToday(browser, baseURL, 'en'),
  ];
  const spots = await Promise.all(people.map((p) => spotOf(operator, p.account)));
  // Whoever's day comes first is told first.
  const order = [0, 1].sort(
    (a, b) => Date.parse(spots[a]!.announceAt) - Date.parse(spots[b]!.announceAt),
  );

  // The operators' kits page shows the schedule (the participants do not know it).
  await admin.page.goto('/admin/kits');
  const schedule = admin.page.getByRole('region', { name: enAdmin.spot_tests.title });
  // The console's code loads on its first visit: slow on two busy cores.
  await expect(schedule.getByText(enAdmin.spot_tests.states.scheduled).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(admin.page, 'en');

  let firstShown = false;
  for (const i of order) {
    const person = people[i]!;
    const t = texts[person.language];
    const announceAt = new Date(spots[i]!.announceAt);
    if (!firstShown) {
      // The evening before: nothing on the dashboard says the spot test is tomorrow.
      await moveTo(new Date(announceAt.getTime() - 11 * 3_600_000));
      await person.page.goto('/participant/dashboard');
      await expect(person.page.getByTestId('course-day')).toBeVisible();
      await expect(person.page.getByTestId('spot-test-card')).toHaveCount(0);
      firstShown = true;
    }
    await moveTo(announceAt);
    const mail = await latestMailTo(person.account.email, 'spot_test_announced');
    expect(mail.subject).toBe(t.mail.spot_test.subject.replace('{{dueTime}}', '22:00'));

    const page = person.page;
    await page.goto('/participant/dashboard');
    const card = page.getByTestId('spot-test-card');
    await expect(
      card.getByRole('heading', { name: t.course.spot_test.title.replace('{{time}}', '22:00') }),
    ).toBeVisible();
    // The same test flow as the final test opens below the card.
    await expect(page.getByRole('heading', { name: t.test.title })).toBeVisible();
    await expectNoViolations(page, person.language);
  }

  // 22:00 of the later day has passed: both are missed; the later one's dashboard says so.
  const last = people[order[1]!]!;
  await moveTo(new Date(Date.parse(spots[order[1]!]!.announceAt) + 14 * 3_600_000 + 60_000));
  await last.page.goto('/participant/dashboard');
  await expect(last.page.getByTestId('spot-test-card')).toContainText(
    texts[last.language].course.spot_test.missed_title,
  );
  await expectNoViolations(last.page, last.language);

  // An operator excuses one of them: a new day is drawn, hidden again.
  await admin.page.goto('/admin/kits');
  const missedRows = admin.page
    .getByRole('region', { name: enAdmin.spot_tests.title })
    .getByRole('row')
    .filter({ hasText: enAdmin.spot_tests.states.missed });
  await expect(missedRows).toHaveCount(2, { timeout: 30_000 });
  await missedRows.first().getByRole('button', { name: enAdmin.spot_tests.decide }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Was in hospital');
  await expectNoViolations(admin.page, 'en');
  await dialog.getByRole('button', { name: enAdmin.spot_tests.excuse }).click();
  await expect(admin.page.getByText(enAdmin.spot_tests.done.excuse)).toBeVisible();
  await expect(missedRows).toHaveCount(1);
});
