// A8 (record 0080), in both languages: a supporter follows a fundraiser without giving (the form
// on its public page, axe-checked), confirms from the outbox mail with one click, and receives
// the "week 1 kept" mail once the participant wrote the diary on each of days 1–7 and the clock
// moved on. Moves the calendar: runs in a clock lane.
import { test } from '@playwright/test';
import deMail from '../../apps/api/src/providers/mail/locales/de/mail.json' with { type: 'json' };
import enMail from '../../apps/api/src/providers/mail/locales/en/mail.json' with { type: 'json' };
import deFollowers from '../../apps/web/src/locales/de/followers.json' with { type: 'json' };
import enFollowers from '../../apps/web/src/locales/en/followers.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { expectNoViolations } from '../support/axe';
import { berlinHour, operatorClock, type OperatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { grantAdmin, query } from '../support/database';
import {
  expect,
  fundraiserPath,
  localeOf,
  newPerson,
  signUp,
  uniqueEmail,
} from '../support/donations';

const texts = {
  de: { mail: deMail.followers, followers: deFollowers },
  en: { mail: enMail.followers, followers: enFollowers },
} as const;

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );

const diaryDay = (day: number) => ({
  day,
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
});

/** The newest mail of a kind to an address, waiting while the app's jobs send it. */
async function mailTo(email: string, kind: string, subject: string) {
  await expect
    .poll(
      async () =>
        (
          await query<{ subject: string }>(
            `select subject from mail_outbox where "to" = lower($1) and kind = $2`,
            [email, kind],
          )
        ).map((row) => row.subject),
      { timeout: 30_000 },
    )
    .toContain(subject);
  const [mail] = await query<{ text: string }>(
    `select text from mail_outbox where "to" = lower($1) and kind = $2 and subject = $3`,
    [email, kind, subject],
  );
  return mail!.text;
}

let clock: OperatorClock | undefined;
test.afterEach(async () => {
  await clock?.reset();
});

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`a supporter follows without giving and hears "week 1 kept", in ${localeOf[language]}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
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
    const chosen = await participant.context.request.post('/api/course', {
      data: { startDate: berlinDate(1, now), testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const name = account.displayName;

    // Someone who never gave follows from the public page.
    const follower = await newPerson(browser, baseURL, language);
    const email = uniqueEmail('follower');
    const page = follower.page;
    await page.goto(fundraiserPath(account.id));
    const form = page.getByRole('region', { name: t.followers.section_title });
    await form.getByLabel(t.followers.email).fill(email);
    await expectNoViolations(page, language);
    await form.getByRole('button', { name: t.followers.submit }).click();
    await expect(page.getByRole('status')).toContainText(t.followers.mailed);

    // The confirm mail, in the page's language; one click on its page confirms.
    const confirmText = await mailTo(
      email,
      'follow_confirm',
      fill(t.mail.confirm.subject, { participant: name }),
    );
    const confirmLink = new URL(/https?:\/\/\S*\/follow\/confirm\?\S+/.exec(confirmText)![0]);
    await page.goto(confirmLink.pathname + confirmLink.search);
    await expect(page.getByRole('button', { name: t.followers.confirm_submit })).toBeVisible();
    await expectNoViolations(page, language);
    await page.getByRole('button', { name: t.followers.confirm_submit }).click();
    await expect(page.getByRole('status')).toHaveText(fill(t.followers.confirmed, { name }));

    // Days 1–7 at 19:00: the diary is written every day (the course started at midnight).
    await clock.advance({ hours: 24 + 19 - berlinHour(now) });
    const { healthConsentVersion } = (await (
      await participant.context.request.get('/api/global/webapp')
    ).json()) as { healthConsentVersion: number };
    const consent = await participant.context.request.put('/api/participant/health-consent', {
      data: { version: healthConsentVersion },
    });
    expect(consent.status(), await consent.text()).toBe(200);
    for (let day = 1; day <= 7; day += 1) {
      if (day > 1) await clock.advance({ days: 1 });
      const written = await participant.context.request.post('/api/feedback', {
        data: diaryDay(day),
      });
      expect(written.status(), await written.text()).toBe(200);
    }
    // The clock moves on: the milestone sweep finds week 1 kept and the follower hears of it.
    await clock.advance({ seconds: 600 });
    const weekText = await mailTo(
      email,
      'follower_milestone',
      fill(t.mail.milestone.week_one_kept.subject, { participant: name }),
    );
    expect(weekText).toContain(fill(t.mail.milestone.week_one_kept.text, { participant: name }));
    expect(weekText).toMatch(/\/follow\/unsubscribe\?follower=/);
    expect(weekText).not.toContain(supporter.account.email);

    // The mail's unsubscribe link: its page, then one click.
    const unsubscribeLink = new URL(/https?:\/\/\S*\/follow\/unsubscribe\?\S+/.exec(weekText)![0]);
    await page.goto(unsubscribeLink.pathname + unsubscribeLink.search);
    const stop = page.getByRole('button', { name: t.followers.unsubscribe_submit });
    await expect(stop).toBeVisible();
    await expectNoViolations(page, language);
    await stop.click();
    await expect(page.getByRole('status')).toHaveText(fill(t.followers.unsubscribed, { name }));
  });
}
