// Slips (C9) and the course calendar file, in both languages: a participant adds the course to
// their calendar (the .ics downloads with day 1, the diary at 18:00 and the test day), writes a
// diary entry "smoked" on day 1 and sees the private help (what it means, the guide, the chat);
// their supporter's view of the fundraiser shows nothing of it. Axe on the dashboard with the
// help. Moves the calendar: runs in a clock lane.
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deProgramme from '../../apps/web/src/locales/de/programme.json' with { type: 'json' };
import deSlip from '../../apps/web/src/locales/de/slip.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enProgramme from '../../apps/web/src/locales/en/programme.json' with { type: 'json' };
import enSlip from '../../apps/web/src/locales/en/slip.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { expectNoViolations } from '../support/axe';
import { berlinHour, operatorClock, type OperatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, fundraiserPath, localeOf, newPerson, signUp } from '../support/donations';

const texts = {
  de: { course: deCourse, programme: deProgramme, slip: deSlip },
  en: { course: enCourse, programme: enProgramme, slip: enSlip },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );

let clock: OperatorClock | undefined;
test.afterEach(async () => {
  await clock?.reset();
});

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`a slip met with private help, and the calendar file, in ${localeOf[language]}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await newPerson(browser, baseURL, language);
    const adminAccount = await signUp(admin.context, 'supporter', {
      firstName: 'Otto',
      lastName: 'Operator',
    });
    await grantAdmin(adminAccount.email);
    clock = operatorClock(admin.context.request);
    await clock.reset();

    const participant = await newPerson(browser, baseURL, language);
    const account = await signUp(participant.context, 'participant');
    await completeTheProfile(participant.context, language);
    const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
    await fundedBy(supporter, account, baseURL);
    const now = await clock.now();
    const startDate = berlinDate(1, now);
    const chosen = await participant.context.request.post('/api/course', {
      data: { startDate, testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);

    // The start date is chosen: the dashboard offers the course as a calendar file.
    const page = participant.page;
    await page.goto('/participant/dashboard');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.course.calendar_file.link }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('quitpot-course.ics');
    const ics = await readFile(await file.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${startDate.replaceAll('-', '')}`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(31);
    expect(ics).toContain(language === 'de' ? 'Tag 28 – Nikotintest' : 'day 28 – nicotine test');

    // 19:00 on day 1: the diary is open. The participant writes that they smoked.
    await clock.advance({ hours: 24 + 19 - berlinHour(now) });
    const { healthConsentVersion } = (await (
      await participant.context.request.get('/api/global/webapp')
    ).json()) as { healthConsentVersion: number };
    const consent = await participant.context.request.put('/api/participant/health-consent', {
      data: { version: healthConsentVersion },
    });
    expect(consent.status(), await consent.text()).toBe(200);
    await page.goto('/participant/dashboard');
    const diary = t.programme.diary;
    const form = page.getByRole('form', { name: fill(diary.form_title, { day: 1 }) });
    await expect(form).toBeVisible();
    await expect(page.getByTestId('slip-help')).toHaveCount(0);
    for (const [field, answer] of [
      [diary.smoking_desire, diary.scale['3']],
      [diary.determination, diary.scale['3']],
    ] as const) {
      await form
        .getByRole('radiogroup', { name: field })
        .getByRole('radio', { name: answer })
        .check();
    }
    await form.getByLabel(diary.craving_count).fill('12');
    await form.getByLabel(diary.sport_minutes).fill('0');
    await form.getByLabel(diary.sleep_hours).fill('6');
    await form.getByLabel(diary.steps).fill('2000');
    await form
      .getByRole('radiogroup', { name: diary.smoked })
      .getByRole('radio', { name: diary.yes })
      .check();
    await form.getByRole('button', { name: diary.save }).click();
    await expect(form.getByTestId('diary-saved')).toHaveText(diary.saved);

    // The help: what it means (day 1, no smoke-free day yet, 27 days to the test), the guide,
    // and the chat.
    const help = page.getByRole('region', { name: t.slip.title });
    await expect(help).toBeVisible();
    await expect(help).toContainText(fill(t.slip.smoke_free_days_other, { count: 0 }));
    await expect(help).toContainText(fill(t.slip.payout_needed_other, { count: 7, min: 7 }));
    await expect(help).toContainText(fill(t.slip.test_later_other, { count: 27 }));
    await expect(help).toContainText(t.slip.guide.rest);
    await expect(help.getByRole('link', { name: t.slip.chat })).toHaveAttribute(
      'href',
      '/participant/chat',
    );
    await expectNoViolations(page, language);

    // The supporter: the fundraiser page counts the diary day and says nothing of the slip.
    const supporterPage = await supporter.context.newPage();
    await supporterPage.goto(fundraiserPath(account.id));
    const counts = supporterPage.getByTestId('programme-counts');
    await expect(counts.getByTestId('count-diary')).toHaveText('1');
    await expect(counts.getByTestId('count-badges')).toHaveText('0');
    await expect(supporterPage.getByText(t.slip.title)).toHaveCount(0);
    await supporterPage.goto('/supporter/dashboard');
    await expect(supporterPage.getByText(t.slip.title)).toHaveCount(0);
    const asSupporter = await supporter.context.request.get('/api/feedback/slip');
    expect(asSupporter.status()).toBe(403);
  });
}
