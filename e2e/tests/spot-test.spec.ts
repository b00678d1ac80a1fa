// The unannounced spot test (T7) as participants meet it, with the sandbox calendar moved by an
// operator: two participants (German, English) start today; the server draws each one's day
// between day 8 and day 21 and says nothing of it (the dashboard has no card the evening
// before); at 08:00 that day the mail comes in the participant's language and the dashboard
// shows "Spot test today: take it by 22:00" with the test flow below it; axe on the card in both
// languages; the operators' kits page lists the schedule. Moves the calendar: runs in the
// time-travel project.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoViolations } from '../support/axe';
import { chromium, test, type APIRequestContext, type Browser } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deMail from '../../apps/api/src/providers/mail/locales/de/mail.json' with { type: 'json' };
import deTest from '../../apps/web/src/locales/de/nicotine_test.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enMail from '../../apps/api/src/providers/mail/locales/en/mail.json' with { type: 'json' };
import enTest from '../../apps/web/src/locales/en/nicotine_test.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { browserEnv } from '@quit/test-support/browser-env';
import { chromiumArgs, fullChromiumPath } from '../playwright.config';
import { operatorClock, type OperatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, newPerson, signUp, type Account, type Language } from '../support/donations';
import { kitFilm } from '../support/kit-video';
import { verifyIdentityInSandbox } from '../support/nicotine-test-day28';
import { latestMailTo } from '../support/outbox';
import { filmedWait } from '../support/recording';

const texts = {
  de: { course: deCourse, mail: deMail, test: deTest, admin: deAdmin },
  en: { course: enCourse, mail: enMail, test: enTest, admin: enAdmin },
} as const;

type SpotRow = { courseId: string; participantEmail: string | null; announceAt: string };

let clock: OperatorClock | undefined;
let cameraBrowser: Browser | undefined;

test.afterEach(async () => {
  await clock?.reset();
  await cameraBrowser?.close();
  cameraBrowser = undefined;
});

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
  // Only this journey's two courses: other journeys on this database leave spot tests too.
  const ours = spots.map((spot) => `a[href="/admin/courses/${spot.courseId}"]`).join(', ');
  const missedRows = admin.page
    .getByRole('region', { name: enAdmin.spot_tests.title })
    .getByRole('row')
    .filter({ hasText: enAdmin.spot_tests.states.missed })
    .filter({ has: admin.page.locator(ours) });
  await expect(missedRows).toHaveCount(2, { timeout: 30_000 });
  await missedRows.first().getByRole('button', { name: enAdmin.spot_tests.decide }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Was in hospital');
  await expectNoViolations(admin.page, 'en');
  await dialog.getByRole('button', { name: enAdmin.spot_tests.excuse }).click();
  await expect(admin.page.getByText(enAdmin.spot_tests.done.excuse)).toBeVisible();
  await expect(missedRows).toHaveCount(1);
});

test('the spot test is taken on its day with the same filmed flow, and its supporter reads that it was passed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await newPerson(browser, baseURL, 'en');
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  const operator = admin.context.request;
  clock = operatorClock(operator);
  await clock.reset();

  const person = await newPerson(browser, baseURL, 'en');
  const account = await signUp(person.context, 'participant');
  await completeTheProfile(person.context, 'en');
  const supporterContext = (await newPerson(browser, baseURL, 'en')).context;
  const supporter = await newSupporter(supporterContext);
  await fundedBy(supporter, account, baseURL);
  const chosen = await person.context.request.post('/api/course', {
    data: { startDate: berlinDate(0, await clock.now()), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const course = (await (await person.context.request.get('/api/course/active')).json()) as {
    id: string;
  };
  // Two kits posted before the start (T7).
  const made = await operator.post('/api/admin/testkits', { data: { count: 2 } });
  expect(made.status(), await made.text()).toBe(201);
  const kits = ((await made.json()) as { testkits: Array<{ id: string; code: string }> }).testkits;
  for (const kit of kits) {
    const assigned = await operator.post(`/api/admin/testkits/${kit.id}/assign`, {
      data: { courseId: course.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }
  await person.context.close();

  // 10:00 on the drawn day.
  const spot = await spotOf(operator, account);
  await moveTo(new Date(Date.parse(spot.announceAt) + 2 * 3_600_000));

  // The participant's browser: its camera films the posted-first kit (passed) and a face.
  const kit = kits[0]!;
  const film = path.join(await mkdtemp(path.join(os.tmpdir(), 'quitpot-spot-')), 'kit.y4m');
  await kitFilm(kit.code, { c: 0.9, t: 0.85 }, film, { clearFrames: 10, fps: 5, face: true });
  cameraBrowser = await chromium.launch({
    executablePath: fullChromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${film}`,
    ],
    env: browserEnv(),
  });
  const context = await cameraBrowser.newContext({
    baseURL,
    locale: 'en-US',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/account/signin', {
    data: { role: 'participant', email: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  await page.goto('/participant/dashboard');
  const t = texts.en;
  await expect(
    page.getByRole('heading', { name: t.course.spot_test.title.replace('{{time}}', '22:00') }),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: t.test.title });
  await verifyIdentityInSandbox(page, panel, 'en');
  await panel.getByRole('button', { name: t.test.intro.start }).click();
  await expect(panel.getByTestId('test-step-saliva')).toBeVisible({ timeout: 30_000 });
  await panel
    .getByRole('button', { name: t.test.saliva.start.replace('{{minutes}}', '5') })
    .click();
  await expect(panel.getByTestId('wait-countdown')).toBeVisible({ timeout: 30_000 });
  await filmedWait(page, clock);
  await page.reload();
  await expect(panel.getByTestId('test-step-capture')).toBeVisible();
  // The app takes the photo itself; the spot test is taken with it (passed, or in review
  // when the reader or the film leave a doubt: then an operator decides, as for a final test).
  const result = panel.getByTestId(/^test-result-(passed|review)$/);
  await expect(result).toBeVisible({ timeout: 45_000 });
  await panel.getByRole('button', { name: t.test.result.continue }).click();
  await expect(page.getByRole('heading', { name: t.course.spot_test.taken_title })).toBeVisible();
  await expectNoViolations(page, 'en');
  const shown = (await (await page.request.get('/api/course/spot-test')).json()) as {
    spotTest: { state: string; testId: string; result: string | null };
  };
  expect(shown.spotTest.state).toBe('taken');
  if (shown.spotTest.result === null) {
    const decided = await operator.post(
      `/api/admin/testkits/tests/${shown.spotTest.testId}/decision`,
      { data: { result: 'passed', note: 'Watched the recording: clean.' } },
    );
    expect(decided.status(), await decided.text()).toBe(200);
  }

  // Passed: the course goes on, and now the supporter reads that it happened.
  const active = (await (await page.request.get('/api/course/active')).json()) as { state: string };
  expect(active.state).toBe('active');
  const supporterPage = await supporterContext.newPage();
  await supporterPage.goto('/supporter/dashboard');
  await expect(supporterPage.getByTestId('spot-test-passed')).toHaveText(
    '✓ Unannounced spot test passed',
  );
});
