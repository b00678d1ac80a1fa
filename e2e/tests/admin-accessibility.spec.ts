// axe on every page of the operator console, in both languages, and on the refusal page.
import { refundByDonorChoice } from '../support/gift-choice';
import { test, type Page } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import { axeScan, untilTransitionsEnd } from '../support/axe';
import { adminByCommand, signInAsAdmin, type Operator } from '../support/admin';
import { query } from '../support/database';
import { untilConfirmed } from '../support/course';
import {
  donateThroughApi,
  expect,
  localeOf,
  newPerson,
  signUp,
  uniqueEmail,
  type Language,
} from '../support/donations';

const texts = { de: deAdmin, en: enAdmin };

const axeViolations = async (page: Page) => {
  // A dialog just opened fades in: its colours are blends until the transition ends.
  await untilTransitionsEnd(page);
  return axeScan(page);
};

let operator: Operator;
let ids: { person: string; course: string; mail: string };

test.beforeAll(async ({ browser, baseURL }) => {
  // An operator made by the CLI, a sign-up, a gift confirmed through the job queue, a cancel
  // and its refund: more than the default 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  operator = await adminByCommand();
  const { context } = await newPerson(browser, baseURL, 'en');
  const participant = await signUp(context, 'participant');
  await context.request.get('/api/participant/balance');
  // A refused refund, so that Money has a row and its dialog to check.
  const donorEmail = uniqueEmail('donor');
  await donateThroughApi(context.request, baseURL, participant.id, {
    amountCents: 2_500,
    donorName: 'Grace Hopper',
    donorEmail,
    action: 'pay_refunds_fail',
  });
  await untilConfirmed(participant.id);
  const cancelled = await context.request.put('/api/course/cancel', { data: { confirm: true } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  // The donor takes "refund me now" from their mail (C7, record 0081).
  await refundByDonorChoice(context.request, donorEmail);
  await context.close();
  const [course] = await query<{ id: string }>('select id from courses where participant_id = $1', [
    participant.id,
  ]);
  const [mail] = await query<{ id: string }>(
    'select id from mail_outbox where lower("to") = lower($1) limit 1',
    [participant.email],
  );
  ids = { person: participant.id, course: course!.id, mail: mail!.id };
});

const pages = () => [
  '/admin',
  '/admin/people',
  `/admin/people/${ids.person}`,
  '/admin/money',
  '/admin/courses',
  `/admin/courses/${ids.course}`,
  '/admin/contact',
  '/admin/outbox',
  `/admin/outbox/${ids.mail}`,
  '/admin/sandbox',
  '/admin/jobs',
  '/admin/chat',
  '/admin/kits',
  '/admin/reviews',
  '/admin/questionnaire',
];

for (const language of ['de', 'en'] as Language[]) {
  test.describe(`operator console in ${language}`, () => {
    test.use({ locale: localeOf[language] });

    test('axe finds no violation on any page', async ({ page }) => {
      // Fifteen pages, each checked by axe, on a two-core machine.
      test.setTimeout(180_000);
      await signInAsAdmin(page.request, operator);
      for (const path of pages()) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The chat page keeps its live stream open, so the network never goes idle there.
        if (path !== '/admin/chat') await page.waitForLoadState('networkidle');
        await expect(
          page.getByRole('navigation', { name: texts[language].nav_label }).first(),
        ).toBeAttached();
        expect(await axeViolations(page), path).toEqual([]);
      }
      // The dialog that books a refund by hand.
      await page.goto('/admin/money');
      const mark = page.getByRole('button', { name: texts[language].money.mark_refunded }).first();
      await expect(async () => {
        await page.reload();
        await expect(mark).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await mark.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), 'mark refunded dialog').toEqual([]);
    });

    test('axe finds no violation on the refusal', async ({ browser, baseURL }) => {
      const { context, page } = await newPerson(browser, baseURL, language);
      await signUp(context, 'supporter');
      await page.goto('/admin');
      await expect(
        page.getByRole('heading', { level: 1, name: texts[language].refused.title }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
}
