// The craving SOS (P7) and the help matched to dependence (P8), on a phone-sized screen in both
// languages: a participant with a high Fagerström score sees the quitline card, taps SOS from
// the dashboard, logs a craving, rides it out (finishing early: it passed), says what helped,
// and finds it in Insights. Axe on the ride-out.
import { test } from '@playwright/test';
import deCravings from '../../apps/web/src/locales/de/cravings.json' with { type: 'json' };
import enCravings from '../../apps/web/src/locales/en/cravings.json' with { type: 'json' };
import deProgramme from '../../apps/web/src/locales/de/programme.json' with { type: 'json' };
import enProgramme from '../../apps/web/src/locales/en/programme.json' with { type: 'json' };
import { expectNoViolations } from '../support/axe';
import { completeTheProfile } from '../support/course';
import { query } from '../support/database';
import { expect, localeOf, newPerson, signUp } from '../support/donations';
import { openWholeDashboard } from '../support/dashboard';

const texts = {
  de: { cravings: deCravings, programme: deProgramme },
  en: { cravings: enCravings, programme: enProgramme },
} as const;

// 3 + 1 + 1 + 1 + 0 + 1 (first cigarette within 5 minutes … 11–20 a day) = 7: high dependence.
const HIGH_DEPENDENCE: [string, unknown][] = [
  ['first_cigarette', 'within_5'],
  ['forbidden_places', 'yes'],
  ['hardest_to_give_up', 'first_morning'],
  ['more_in_morning', 'yes'],
  ['smoke_when_ill', 'no'],
  ['cigarettes_per_day', 20],
];

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`craving SOS in ${localeOf[language]}: dependence card, ride-out, Insights`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await newPerson(browser, baseURL, language);
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signUp(context, 'participant');
    await completeTheProfile(context, language);
    const { healthConsentVersion } = (await (
      await context.request.get('/api/global/webapp')
    ).json()) as { healthConsentVersion: number };
    const consent = await context.request.put('/api/participant/health-consent', {
      data: { version: healthConsentVersion },
    });
    expect(consent.status(), await consent.text()).toBe(200);
    for (const [questionId, value] of HIGH_DEPENDENCE) {
      await query(
        `insert into questionnaire_answers (user_id, questionnaire, question_id, value)
         values ($1, 'testquestionnaire', $2, $3)`,
        [account.id, questionId, JSON.stringify(value)],
      );
    }

    // A running course (as the questionnaire journey makes one): the ride-out then offers a
    // minute of day 1's seminar.
    const opened = await context.request.post('/api/course/new');
    expect(opened.status(), await opened.text()).toBe(200);
    await query(
      `update courses set state = 'active', start_date = current_date where participant_id = $1`,
      [account.id],
    );

    // The dependence card lies below the first screen: it loads when scrolled to (record 0086).
    await openWholeDashboard(page);
    const card = page.getByTestId('dependence-card');
    await expect(card).toContainText(t.cravings.dependence.reason_fagerstrom);
    await expect(card.getByTestId('quitline-phone')).toHaveText('0800 8 31 31 31');

    // One tap from the dashboard, within a thumb's reach on the phone.
    const sos = page.getByRole('link', { name: t.cravings.sos });
    await expect(sos).toBeInViewport();
    await sos.click();
    await expect(page).toHaveURL(/\/participant\/craving$/);
    // The URL changes before the craving page replaces the dashboard (whose diary has scales
    // with the same words): the form is found by its own question.
    await expect(page.getByText(t.cravings.log.intro)).toBeVisible();
    const strength = page.getByRole('radiogroup', { name: t.cravings.log.strength });
    // The segmented control's radios are visually hidden: a person taps the words.
    await strength.getByText(t.programme.diary.scale['3'], { exact: true }).click();
    await expect(
      strength.getByRole('radio', { name: t.programme.diary.scale['3'], exact: true }),
    ).toBeChecked();
    await page.getByRole('textbox', { name: t.cravings.log.place }).fill('Office');
    await expectNoViolations(page, language);
    await page.getByRole('button', { name: t.cravings.log.start }).click();

    const ride = page.getByTestId('ride-out');
    await expect(ride.getByTestId('ride-out-timer')).toBeVisible();
    await expect(ride.getByTestId('breathing-pacer')).toBeVisible();
    await expect(ride.getByTestId('craving-clip')).toHaveAttribute('src', /#t=0,60$/);
    await expectNoViolations(page, language);
    // The pacer's circle breathes, and stands still for people who ask for less motion (the
    // journeys ask for less by default: playwright.config.ts).
    const circle = ride.getByTestId('breathing-pacer').locator('[aria-hidden="true"]');
    const animation = () => circle.evaluate((node) => getComputedStyle(node).animationName);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await ride.getByRole('button', { name: t.cravings.ride.passed }).click();
    await page.getByRole('checkbox', { name: t.cravings.helps.breathing }).check();
    await page.getByRole('button', { name: t.cravings.after.save }).click();
    await expect(page.getByRole('status')).toContainText(t.cravings.after.saved_passed);

    await page.getByRole('link', { name: t.cravings.after.insights }).click();
    const insights = page.getByTestId('craving-insights');
    await expect(insights.getByTestId('craving-summary')).toContainText(
      t.cravings.insights.summary_one.replace('{{count}}', '1').split(':')[0]!,
    );
    await expect(insights.getByTestId('craving-helped')).toContainText(t.cravings.helps.breathing);
    await expectNoViolations(page, language);
    await context.close();
  });
}
