// The nicotine test's journeys on day 28 (nicotine-test, nicotine-test-phone, nicotine-test-guidance):
// an operator, a funded participant whose course the moved calendar brings to noon of day 28,
// a kit assigned through the console's API, and Chromium whose fake camera plays a kit's video.
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deTest from '../../apps/web/src/locales/de/nicotine_test.json' with { type: 'json' };
import deSandbox from '../../apps/web/src/locales/de/sandbox.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enTest from '../../apps/web/src/locales/en/nicotine_test.json' with { type: 'json' };
import enSandbox from '../../apps/web/src/locales/en/sandbox.json' with { type: 'json' };
import { chromiumArgs, fullChromiumPath } from '../playwright.config';
import { browserEnv } from '@quit/test-support/browser-env';
import { berlinHour, operatorClock, type OperatorClock } from './clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from './course';
import { grantAdmin } from './database';
import { expect, newPerson, signUp, type Language } from './donations';
import { type KitLines } from './kit-video';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

export const texts = {
  de: { test: deTest, course: deCourse, sandbox: deSandbox, admin: deAdmin },
  en: { test: enTest, course: enCourse, sandbox: enSandbox, admin: enAdmin },
} as const;

export const PASSED: KitLines = { c: 0.9, t: 0.85 };
export const FAILED: KitLines = { c: 0.9, t: 0 };

/** Chromium whose camera plays `video` (a Y4M file), or a camera-less fake device. */
export function launchWithCamera(video: string) {
  return chromium.launch({
    executablePath: fullChromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    env: browserEnv(),
  });
}

/** What a journey of these files set up: the operator's clock and the camera's browser. */
export const day28 = {
  clock: undefined as OperatorClock | undefined,
  cameraBrowser: undefined as Browser | undefined,
};

/** After each journey: the product's clock back to real time, the camera's browser closed. */
export async function cleanUpDay28() {
  await day28.clock?.reset();
  await day28.cameraBrowser?.close();
  day28.cameraBrowser = undefined;
}

/**
 * An operator and a funded participant whose course is at noon of day 28 (the calendar moved),
 * with a kit assigned by the operator through the console's API.
 */
export async function day28WithKit(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
) {
  const admin = await newPerson(browser, baseURL, language);
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  const operator = admin.context.request;
  const clock = operatorClock(operator);
  day28.clock = clock;
  await clock.reset();

  const person = await newPerson(browser, baseURL, language);
  const account = await signUp(person.context, 'participant');
  await completeTheProfile(person.context, language);
  const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
  await fundedBy(supporter, account, baseURL);
  await person.context.close();

  const now = await clock.now();
  return { operator, admin: admin.page, account, supporter, now };
}

export async function startAndAssign(
  setup: Awaited<ReturnType<typeof day28WithKit>>,
  participant: { request: APIRequestContext },
) {
  const chosen = await participant.request.post('/api/course', {
    data: { startDate: berlinDate(1, setup.now), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await day28.clock!.advance({ hours: 24 + 12 - berlinHour(setup.now) });
  await day28.clock!.advance({ days: 27 });
  const course = (await (await participant.request.get('/api/course/active')).json()) as {
    id: string;
    day: number;
  };
  expect(course.day).toBe(28);
  const made = await setup.operator.post('/api/admin/testkits', { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const [kit] = ((await made.json()) as { testkits: Array<{ id: string; code: string }> }).testkits;
  const assigned = await setup.operator.post(`/api/admin/testkits/${kit!.id}/assign`, {
    data: { courseId: course.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { kit: kit!, course };
}

export async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/account/signin', {
    data: { role: 'participant', email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const localeOf = { en: 'en-US', de: 'de-DE' } as const;

/**
 * Identity in the sandbox from the test panel: its button, the sandbox's page, "verify", back on
 * the dashboard once the webhook came. In English both buttons read "Verify identity", so the
 * sandbox's is clicked only once its page is there (else the panel's is clicked twice).
 */
export async function verifyIdentityInSandbox(page: Page, panel: Locator, language: Language) {
  const t = texts[language];
  await panel.getByRole('button', { name: t.test.identity.button }).click();
  await expect(page).toHaveURL(/\/sandbox\/identity\/vs_sandbox_[a-f0-9]{24}$/);
  await page.getByRole('button', { name: t.sandbox.identity.actions.verify }).click();
  await expect(page).toHaveURL(/\/participant\/dashboard\?identity=verified$/);
  await expect(panel.getByTestId('identity-state')).toHaveText(t.test.identity.verified, {
    timeout: 20_000,
  });
}
