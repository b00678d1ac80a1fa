// The thank-you note (A8, record 0078) in both languages: a participant whose course has ended
// (cancelled here, so no clock moves) writes one note on the dashboard; an anonymous donor finds
// it in their mail, addressed to them alone, and on their donation page. Nobody's address shows
// on either page. Axe on the dashboard with the form.
import { test } from '@playwright/test';
import deDonations from '../../apps/web/src/locales/de/donations.json' with { type: 'json' };
import deThankYou from '../../apps/web/src/locales/de/thank_you_note.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import enThankYou from '../../apps/web/src/locales/en/thank_you_note.json' with { type: 'json' };
import { expectNoViolations } from '../support/axe';
import { completeTheProfile, untilConfirmed } from '../support/course';
import {
  donateThroughApi,
  expect,
  localeOf,
  newPerson,
  signUp,
  uniqueEmail,
} from '../support/donations';
import { latestMailTo } from '../support/outbox';
import { openWholeDashboard } from '../support/dashboard';

const texts = {
  de: { note: deThankYou, donations: deDonations },
  en: { note: enThankYou, donations: enDonations },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`a thank-you note reaches an anonymous donor, in ${localeOf[language]}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const participant = await newPerson(browser, baseURL, language);
    const account = await signUp(participant.context, 'participant');
    await completeTheProfile(participant.context, language);
    const donor = await newPerson(browser, baseURL, language);
    const anonymousEmail = uniqueEmail('anonymous');
    const namedEmail = uniqueEmail('named');
    await donateThroughApi(donor.context.request, baseURL, account.id, {
      amountCents: 2_000,
      donorName: 'Hidden Hedwig',
      donorEmail: anonymousEmail,
      anonymous: true,
    });
    await donateThroughApi(donor.context.request, baseURL, account.id, {
      amountCents: 3_000,
      donorName: 'Named Nora',
      donorEmail: namedEmail,
    });
    await untilConfirmed(account.id);
    const cancelled = await participant.context.request.put('/api/course/cancel', {
      data: { confirm: true },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    const { page } = participant;
    // Below the first screen, loaded when scrolled to (record 0086).
    await openWholeDashboard(page);
    const field = page.getByRole('textbox', { name: t.note.label });
    await expect(field).toBeVisible();
    await expect(page.getByText(fill(t.note.intro_other, { count: 2 }))).toBeVisible();
    await expectNoViolations(page, language);
    const note = `${language === 'de' ? 'Danke euch allen' : 'Thank you all'} – ${account.id}`;
    await field.fill(note);
    await page.getByRole('button', { name: fill(t.note.send_other, { count: 2 }) }).click();
    await expect(page.getByTestId('thank-you-text')).toHaveText(note);
    await expect(field).toHaveCount(0);
    const dashboard = await page.locator('main').innerText();
    for (const email of [anonymousEmail, namedEmail]) expect(dashboard).not.toContain(email);

    const mail = await latestMailTo(anonymousEmail, 'thank_you_note');
    expect(mail.text).toContain(note);
    expect(mail.text).not.toContain(namedEmail);
    expect(mail.text).not.toContain(account.email);
    const link = /https?:\/\/\S+\/donation\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const trail = new URL(link!);
    await donor.page.goto(`${trail.pathname}${trail.search}`);
    await expect(
      donor.page.getByRole('heading', {
        name: fill(t.donations.trail.thank_you_title, { name: account.displayName }),
      }),
    ).toBeVisible();
    await expect(donor.page.getByTestId('trail-thank-you')).toHaveText(note);
    const shown = await donor.page.locator('main').innerText();
    for (const email of [anonymousEmail, namedEmail, account.email]) {
      expect(shown).not.toContain(email);
    }
  });
}
