// The daily programme as a participant lives it, with the sandbox calendar moved to day 3: the
// dashboard's two seminars play with captions, watching one to 90 % (the player driven in
// Chromium, the product's clock moved with it) marks it watched and says so, a to-do ticks and stays ticked, the diary refuses
// before 18:00 and takes every field after it (out-of-range values get a clear message), the
// calendar and resources pages show days 1–3, and a supporter sees counts, nothing private.
// Every page checked with axe. Moves the calendar: runs in the time-travel project.
import { expectNoViolations } from '../support/axe';
import { test } from '@playwright/test';
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deDonations from '../../apps/web/src/locales/de/donations.json' with { type: 'json' };
import deProgramme from '../../apps/web/src/locales/de/programme.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import enProgramme from '../../apps/web/src/locales/en/programme.json' with { type: 'json' };
import { berlinHour, operatorClock, type OperatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, fundraiserPath, localeOf, newPerson, signUp } from '../support/donations';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

const texts = {
  de: { programme: deProgramme, course: deCourse, donations: deDonations, errors: deErrors },
  en: { programme: enProgramme, course: enCourse, donations: enDonations, errors: enErrors },
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

  test(`day 3 of the programme in ${localeOf[language]}: seminars, to-dos, diary, calendar, counts`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
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

    // The course starts tomorrow (the product's date in Berlin); the calendar then moves to
    // noon of day 1, before the first diary opens.
    const now = await clock.now();
    const chosen = await participant.context.request.post('/api/course', {
      data: { startDate: berlinDate(1, now), testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await clock.advance({ hours: 24 + 12 - berlinHour(now) });

    const page = participant.page;
    await page.goto('/participant/dashboard');
    await expect(page.getByTestId('course-day')).toContainText(
      fill(t.course.active.day, { day: 1, total: 28 }),
    );
    await expect(page.getByTestId('diary-state')).toHaveText(
      fill(t.programme.diary_state.opens_today, { time: language === 'de' ? '18:00' : '6:00 PM' }),
    );
    await expect(page.getByTestId('diary-form')).toHaveCount(0);

    // Consent to processing health data, as the dialog gives it (the questionnaire journey
    // walks through the dialog itself): the diary is refused without it.
    const { healthConsentVersion } = (await (
      await participant.context.request.get('/api/global/webapp')
    ).json()) as { healthConsentVersion: number };
    const consent = await participant.context.request.put('/api/participant/health-consent', {
      data: { version: healthConsentVersion },
    });
    expect(consent.status(), await consent.text()).toBe(200);

    // Before 18:00 the diary refuses, with a code and the message in the participant's language.
    const early = await participant.context.request.post('/api/feedback', {
      data: {
        day: 1,
        smokingDesire: 1,
        determination: 4,
        cravingCount: 2,
        sportMinutes: 0,
        sleepHours: 7,
        steps: 0,
        smokedSinceLastEntry: false,
        triggers: [],
        symptoms: [],
        notes: '',
      },
    });
    expect(early.status()).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'DIARY_CLOSED',
      message: t.errors.DIARY_CLOSED,
    });

    // Noon of day 3: today's two seminars; yesterday's diary is still open until midnight.
    await clock.advance({ days: 2 });
    await page.reload();
    await expect(page.getByTestId('course-day')).toContainText(
      fill(t.course.active.day, { day: 3, total: 28 }),
    );
    const overview = page.getByRole('region', { name: t.programme.overview.title });
    const seminars = overview.getByTestId('seminar-item');
    await expect(seminars).toHaveCount(2);
    await expect(seminars.nth(0)).toContainText(t.programme.slot.morning);
    await expect(seminars.nth(1)).toContainText(t.programme.slot.evening);
    await expect(page.getByTestId('diary-state')).toHaveAttribute('data-open', 'true');
    await expectNoViolations(page, language);

    // Watch the evening seminar to 90 %: the player in Chromium, played muted near its end.
    await seminars.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/participant\/resources\?day=3&seminar=/);
    const player = page.getByTestId('seminar-player');
    await expect(player).toBeVisible();
    const video = player.getByTestId('seminar-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const tracks = await video.evaluate((v: HTMLVideoElement) =>
      Array.from(v.textTracks, (track) => ({ language: track.language, mode: track.mode })),
    );
    expect(tracks.map((track) => track.language).sort()).toEqual(['de', 'en']);
    expect(tracks.find((track) => track.language === language)?.mode).toBe('showing');
    const captionUrl = await player.locator(`track[srclang="${language}"]`).getAttribute('src');
    const captions = await page.request.get(captionUrl!);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    await expect(player.getByText(t.programme.watched, { exact: true })).toHaveCount(0);
    // Watched as the player reports it (record 0071): the server credits each report with the
    // playback since the one before, at most the product's time between them. A jump to 93 %
    // would not do; each 10 s of the video is played after the product's clock moved 10 s.
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    const playAt = async (position: number) => {
      // The report from there is stored before the clock moves on.
      const reported = page.waitForResponse(
        (response) =>
          response.url().endsWith('/progress') &&
          (JSON.parse(response.request().postData() ?? '{}') as { positionSeconds: number })
            .positionSeconds >= Math.min(position, duration - 0.5),
      );
      await video.evaluate((v: HTMLVideoElement, at: number) => {
        v.muted = true;
        // Short of the very end: play() on an ended video starts it again from 0.
        v.currentTime = Math.min(at, v.duration - 0.5);
        // Played and paused at once: the player reports the position on "play", and the
        // "pause" right behind it finds that report in flight and sends nothing. (Paused after
        // play() resolved, a loaded machine sometimes answered the first report before the
        // pause, whose second report then reached the server after the clock had moved: 10 s
        // of the product's time credited to no playback, and CI saw the video never counted.)
        v.play().catch(() => undefined);
        v.pause();
      }, position);
      await reported;
    };
    await playAt(0);
    for (let position = 10; position - 10 < duration * 0.93; position += 10) {
      await clock.advance({ seconds: 10 });
      await playAt(position);
    }
    await expect(player.getByTestId('congratulations')).toHaveText(
      t.programme.player.congratulations,
    );
    await expect(player.getByText(t.programme.watched, { exact: true })).toBeVisible();

    // A to-do ticks and stays ticked.
    const todo = player.getByRole('checkbox').first();
    await expect(todo).not.toBeChecked();
    // The tick is optimistic but lands a tick later (the query is cancelled first): click, then
    // wait for it rather than `check()`, which reads the box at once.
    // The reload waits for the tick to be stored: a reload while it is on its way would cancel
    // it (the box is ticked on screen before the answer comes).
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/course-todo') && response.request().method() === 'PUT',
    );
    await todo.click();
    await expect(todo).toBeChecked();
    expect((await stored).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('seminar-player').getByRole('checkbox').first()).toBeChecked();
    await expect(
      page.getByTestId('seminar-player').getByText(t.programme.watched, { exact: true }),
    ).toBeVisible();
    await expectNoViolations(page, language);

    // 19:00: the diary is open with every field; an out-of-range value is named, then saved.
    await clock.advance({ hours: 7 });
    await page.goto('/participant/dashboard');
    const form = page.getByRole('form', { name: fill(t.programme.diary.form_title, { day: 3 }) });
    await expect(form).toBeVisible();
    const diary = t.programme.diary;
    await form
      .getByRole('radiogroup', { name: diary.smoking_desire })
      .getByRole('radio', { name: diary.scale['2'] })
      .check();
    await form
      .getByRole('radiogroup', { name: diary.determination })
      .getByRole('radio', { name: diary.scale['4'] })
      .check();
    await form.getByLabel(diary.craving_count).fill('500');
    await form.getByLabel(diary.sport_minutes).fill('30');
    await form.getByLabel(diary.sleep_hours).fill(language === 'de' ? '7,5' : '7.5');
    await form.getByLabel(diary.steps).fill('8000');
    await form
      .getByRole('radiogroup', { name: diary.smoked })
      .getByRole('radio', { name: diary.no })
      .check();
    await form.getByLabel(diary.triggers, { exact: true }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await form.getByLabel(diary.symptoms, { exact: true }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const privateNote = `Walked round the block instead (${language}).`;
    await form.getByLabel(diary.notes).fill(privateNote);
    await form.getByRole('button', { name: diary.save }).click();
    await expect(
      form.getByText(fill(diary.errors.whole_number, { min: 0, max: 200 })),
    ).toBeVisible();
    await expect(form.getByTestId('diary-saved')).toHaveCount(0);
    await form.getByLabel(diary.craving_count).fill('5');
    await form.getByRole('button', { name: diary.save }).click();
    await expect(form.getByTestId('diary-saved')).toHaveText(diary.saved);
    await expectNoViolations(page, language);

    // The calendar: days 1–3 reached, day 3 with one seminar watched and its diary done,
    // day 2's diary still open until midnight, day 1's missed, day 4 in the future.
    await page.goto('/participant/calendar');
    const calendar = t.programme.calendar;
    const day = (n: number) => page.getByTestId(`calendar-day-${n}`);
    await expect(day(3)).toHaveAccessibleName(
      new RegExp(
        `${fill(calendar.seminars_watched, { watched: 1, total: 2 })}, ${calendar.diary.done}`,
      ),
    );
    await expect(day(3)).toHaveAccessibleName(new RegExp(calendar.today));
    await expect(day(2)).toHaveAccessibleName(
      new RegExp(
        `${fill(calendar.seminars_watched, { watched: 0, total: 2 })}, ${calendar.diary.open}`,
      ),
    );
    await expect(day(1)).toHaveAccessibleName(new RegExp(calendar.diary.missed));
    await expect(day(4)).toHaveAccessibleName(
      new RegExp(`^${fill(calendar.day_future, { day: 4, date: '.+' })}$`),
    );
    await day(3).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(day(2)).toBeFocused();
    await expectNoViolations(page, language);

    // Resources: the five unwatched seminars first, then days 3, 2, 1.
    await page.goto('/participant/resources');
    const unwatched = page.getByRole('region', { name: t.programme.resources.unwatched_title });
    await expect(unwatched.getByTestId('seminar-item')).toHaveCount(5);
    const reached = page
      .getByRole('region', { name: t.programme.resources.days_title })
      .getByTestId('reached-day');
    await expect(reached).toHaveCount(3);
    await expect(reached.nth(0)).toContainText(fill(t.programme.day_label, { day: 3 }));
    await expect(reached.nth(2)).toContainText(fill(t.programme.day_label, { day: 1 }));
    await expectNoViolations(page, language);

    // A supporter sees the counts and nothing of the diary.
    const supporterPage = await supporter.context.newPage();
    await supporterPage.goto(fundraiserPath(account.id));
    const counts = supporterPage.getByTestId('programme-counts');
    await expect(counts.getByTestId('count-seminars')).toHaveText('1');
    await expect(counts.getByTestId('count-diary')).toHaveText('1');
    await expect(supporterPage.getByText(privateNote)).toHaveCount(0);
    const diaryRead = await supporter.context.request.get('/api/feedback/currentday');
    expect(diaryRead.status()).toBe(403);
    expect(JSON.stringify(await diaryRead.json())).not.toContain(privateNote);
  });
}
