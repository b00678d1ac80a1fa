// Nicotine test kits from the operator's side (issue 11), in both languages: an operator makes a
// batch, downloads its labels, posts a kit to a participant's course with its tracking text (which
// the participant's "kit posted" mail shows), marks it missing and posts another; with the calendar moved to day 28 (the product's own clock) the participant sends an
// unclear photo of that kit, which lands in the review queue, and the operator's decision
// sticks. axe on each page. Runs in the time-travel project (it moves the clock).
import { test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import { random, randomParams, renderPhoto } from '@quit/test-support/synthetic-photo';
import { axeScan, untilTransitionsEnd } from '../support/axe';
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { operatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { expect, newPerson, signUp, type Language } from '../support/donations';
import { latestMailTo } from '../support/outbox';
import { filmByApi } from '../support/recording';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

const texts = { de: deAdmin, en: enAdmin };
const errors = { de: deErrors, en: enErrors };

test.describe.configure({ mode: 'serial' });
// A click that cannot land fails in seconds, not at the end of the test.
test.use({ actionTimeout: 20_000 });

const axeViolations = async (page: Page) => {
  await untilTransitionsEnd(page);
  return axeScan(page);
};

/** Chooses a radio button (a click on the input itself) and checks that it took. */
async function pick(radio: Locator) {
  await expect(radio).toBeVisible();
  await radio.dispatchEvent('click');
  await expect(radio).toBeChecked();
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

for (const language of ['de', 'en'] as Language[]) {
  test(`an operator posts kits and decides an unclear test (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[language];
    const ops = await adminByCommand();
    const { context, page } = await newPerson(browser, baseURL, language);
    await signInAsAdmin(context.request, ops);
    const clock = operatorClock(context.request);

    // A funded participant whose course starts tomorrow.
    const participant = await newPerson(browser, baseURL, language);
    const lastName = `Kit${language.toUpperCase()}${Date.now() % 100_000}`;
    const account = await signUp(participant.context, 'participant', {
      firstName: 'Petra',
      lastName,
    });
    await completeTheProfile(participant.context, language);
    await fundedBy(
      await newSupporter((await newPerson(browser, baseURL, language)).context),
      account,
      baseURL,
    );
    const chosen = await participant.context.request.post('/api/course', {
      data: { startDate: berlinDate(1), testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const { courseId } = (await (
      await participant.context.request.get('/api/participant/balance')
    ).json()) as { courseId: string };

    try {
      // A batch of four; they are selected for printing at once.
      await page.goto('/admin/kits');
      await expect(page.getByRole('heading', { level: 1, name: t.kits.title })).toBeVisible();
      await page.getByLabel(t.kits.count).fill('4');
      // The batch's codes from the console's own call: earlier journeys on this database made
      // kits at other (moved) times, so the list's order alone does not tell which are new.
      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/testkits' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: t.kits.create }).click();
      const batch = ((await (await created).json()) as { testkits: { code: string }[] }).testkits;
      expect(batch).toHaveLength(4);
      await expect(page.getByText(fill(t.kits.created_batch_other, { count: 4 }))).toBeVisible();
      // Notifications sit at the bottom right, over a dialog's buttons: wait until they go.
      // (A pointer resting on one keeps it open: move it away first.)
      const toastsGone = async () => {
        await page.mouse.move(0, 0);
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
      };
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'kits page').toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: fill(t.kits.labels_other, { count: 4 }) }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toBe('testkit-labels.pdf');
      expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

      await toastsGone();
      // The batch's first kit goes to the participant's course.
      const codeOf = async (index: number) => batch[index - 1]!.code;
      const first = await codeOf(1);
      const second = await codeOf(2);
      const rowOf = (code: string) => page.getByRole('row').filter({ hasText: code });
      await rowOf(first).getByRole('button', { name: t.kits.assign }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.kits.search_label).fill(account.email);
      await dialog.getByLabel(t.kits.search_label).press('Enter');
      await pick(dialog.getByRole('radio', { name: new RegExp(account.email) }));
      // The tracking text goes into the participant's "kit posted" mail (row 48, record 0070).
      const tracking = `DHL 00340434${Date.now() % 1_000_000}`;
      await dialog.getByLabel(t.kits.tracking_label).fill(tracking);
      expect(await axeViolations(page), 'assign dialog').toEqual([]);
      await dialog.getByRole('button', { name: t.kits.assign }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(first).locator(`a[href="/admin/courses/${courseId}"]`)).toBeVisible();
      await expect(rowOf(first)).toContainText(tracking);
      const posted = await latestMailTo(account.email, 'test_kit_posted');
      expect(posted.subject).toBe(
        language === 'de'
          ? 'Dein Nikotintest-Kit ist unterwegs'
          : 'Your nicotine test kit is on its way',
      );
      expect(posted.text).toContain(
        `${language === 'de' ? 'Sendungsverfolgung' : 'Tracking'}: ${tracking}`,
      );
      expect(posted.text).toContain('/participant/dashboard');

      await toastsGone();
      // Lost in the post: marked missing, and another kit goes to the same course.
      await rowOf(first).getByRole('button', { name: t.kits.mark_missing }).click();
      await dialog.getByRole('button', { name: t.kits.mark_missing }).click();
      await expect(dialog.getByLabel(t.kits.replacement)).toBeVisible();
      await dialog.getByLabel(t.kits.replacement).selectOption({ label: second });
      await dialog.getByRole('button', { name: t.kits.assign_replacement }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(first)).toContainText(t.kits.states.missing);
      await expect(rowOf(second).locator(`a[href="/admin/courses/${courseId}"]`)).toBeVisible();
      await toastsGone();
      // T7: a second unused kit goes to the course (the spot test's and the final test's).
      const third = await codeOf(3);
      await rowOf(third).getByRole('button', { name: t.kits.assign }).click();
      await dialog.getByLabel(t.kits.search_label).fill(account.email);
      await dialog.getByLabel(t.kits.search_label).press('Enter');
      await pick(dialog.getByRole('radio', { name: new RegExp(account.email) }));
      await dialog.getByRole('button', { name: t.kits.assign }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(third).locator(`a[href="/admin/courses/${courseId}"]`)).toBeVisible();
      await toastsGone();
      // The API's refusal is shown in the operator's language: the course has its two kits.
      const fourth = await codeOf(4);
      await rowOf(fourth).getByRole('button', { name: t.kits.assign }).click();
      await dialog.getByLabel(t.kits.search_label).fill(account.email);
      await dialog.getByLabel(t.kits.search_label).press('Enter');
      await pick(dialog.getByRole('radio', { name: new RegExp(account.email) }));
      await dialog.getByRole('button', { name: t.kits.assign }).click();
      await expect(dialog.getByRole('alert')).toHaveText(errors[language].TESTKIT_NOT_ASSIGNABLE);
      await dialog.getByRole('button', { name: t.kits.cancel }).click();

      // Day 28: the participant scans the kit, waits the 5 minutes and sends an unclear photo.
      await clock.advance({ days: 28 });
      const p = participant.context.request;
      const scanned = await p.get(`/api/testkit/${second}/participant`);
      expect(scanned.status(), await scanned.text()).toBe(200);
      expect((await p.get(`/api/testkit/${first}/participant`)).status()).toBe(404);
      // Identity once before the first test (A6), through the sandbox page's own call.
      const kitId = ((await scanned.json()) as { id: string }).id;
      const session = await p.post('/api/stripe/verificationsession', {
        data: { testkit_id: kitId, redirectUrl: `${baseURL}/participant/dashboard` },
      });
      expect(session.status(), await session.text()).toBe(200);
      const sessionId = new URL(((await session.json()) as { url: string }).url).pathname
        .split('/')
        .pop();
      const answered = await p.post(`/api/sandbox/identity/${sessionId}`, {
        data: { action: 'verify' },
      });
      expect(answered.status(), await answered.text()).toBe(200);
      await expect(async () => {
        const view = await p.get(`/api/testkit/${second}/participant`);
        expect(((await view.json()) as { identity: string }).identity).toBe('verified');
      }).toPass({ timeout: 20_000 });
      // Filmed from the scan through the wait (T5).
      const film = await filmByApi(p, clock, second);
      const started = await p.post(`/api/testkit/${second}/start`);
      expect(started.status(), await started.text()).toBe(200);
      await film.for();
      const photo = await renderPhoto(
        {
          ...randomParams(random(17), { c: 0.75, t: 0.75 * 0.55 }),
          code: second,
          rotation: 10,
          tiltX: 6,
          tiltY: -8,
          scale: 0.65,
          blurSigma: 0.6,
          noiseSigma: 2,
          jpegQuality: 88,
        },
        3,
      );
      const sent = await p.post(`/api/testkit/${second}/photo`, {
        data: { image: photo.toString('base64'), recordingId: film.id },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      expect(await sent.json()).toMatchObject({ status: 'review', result: null });

      // The review queue: the photo, the reading and why it is here; the operator decides.
      await page.goto('/admin/reviews');
      await expect(page.getByRole('heading', { level: 1, name: t.reviews.title })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: second });
      await expect(card).toContainText(t.reviews.reasons.low_confidence);
      const image = card.getByRole('img', { name: fill(t.reviews.photo_alt, { code: second }) });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(100);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'reviews page').toEqual([]);
      await pick(card.getByRole('radio', { name: t.reviews.results.passed, exact: true }));
      await expect(card).toContainText(t.reviews.effects.passed);
      await card.getByLabel(t.reviews.note).fill('T line clearly visible');
      await card.getByRole('button', { name: t.reviews.submit }).click();
      await expect(
        page.getByText(fill(t.reviews.decided_ok, { result: t.reviews.results.passed })),
      ).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: second })).toHaveCount(0);

      // It sticks: decided after a reload, the course passed, a second decision refused.
      await page.reload();
      await page.getByText(t.reviews.decided, { exact: true }).click();
      const decided = page.getByRole('article').filter({ hasText: second });
      await expect(decided).toContainText(t.reviews.results.passed);
      await expect(decided).toContainText('T line clearly visible');
      expect(await axeViolations(page), 'decided tests').toEqual([]);
      const balance = await p.get('/api/participant/balance');
      expect(((await balance.json()) as { courseState: string }).courseState).toBe('passed');
      const testId = ((await sent.json()) as { testId: string }).testId;
      const again = await context.request.post(`/api/admin/testkits/tests/${testId}/decision`, {
        data: { result: 'failed', note: 'Changed my mind' },
      });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('TEST_ALREADY_DECIDED');
    } finally {
      await clock.reset();
      await participant.context.close();
      await context.close();
    }
  });
}
