// Issue 13, the public site as a stranger meets it, in German and English: the landing page's
// sections, legal pages that say what a German operator must say (filled from the OPERATOR_*
// configuration the e2e server runs with), the contact form reaching the operators' mailbox and
// the ClickUp stub, consent to health data asked before the first answer and withdrawable, the
// public GraphQL endpoint's limits, and a passed participant's review on the landing page.
// Axe on every page visited.
import { axeScan } from '../support/axe';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { HEALTH_CONSENT_VERSION, MIN_BALANCE_CENTS } from '@quit/domain/constants';
import { FEE_TIERS } from '@quit/domain/fees';
import { formatMoney } from '@quit/domain/format';
import { TESTIMONIAL_MIN } from '@quit/domain/testimonials';
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deContact from '../../apps/web/src/locales/de/contact.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deLanding from '../../apps/web/src/locales/de/landing.json' with { type: 'json' };
import deLegal from '../../apps/web/src/locales/de/legal.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enContact from '../../apps/web/src/locales/en/contact.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import enLegal from '../../apps/web/src/locales/en/legal.json' with { type: 'json' };
import { e2eClickUp, e2eOperator } from '../playwright.config';
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { query } from '../support/database';
import { expect, localeOf, newPerson, signUp, type Language } from '../support/donations';
import { openWholeDashboard, scrollThroughDashboard } from '../support/dashboard';

const texts = {
  de: {
    legal: deLegal,
    landing: deLanding,
    contact: deContact,
    common: deCommon,
    course: deCourse,
    errors: deErrors,
  },
  en: {
    legal: enLegal,
    landing: enLanding,
    contact: enContact,
    common: enCommon,
    course: enCourse,
    errors: enErrors,
  },
} as const;

const languages: Language[] = ['de', 'en'];

/** A catalogue text with its {{placeholders}} filled in. */
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? `{{${key}}}`));

/** Intl puts a no-break space between amount and €; compare texts with plain spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ').replace(/\s+/g, ' ').trim();

async function expectNoAxeViolations(page: Page) {
  expect(await axeScan(page)).toEqual([]);
}

const feeLine = (language: Language, tier: (typeof FEE_TIERS)[number]) => {
  const fee = texts[language].common.fee_tier;
  const money = (cents: number) => formatMoney(cents, language);
  return plain(
    tier.maxCents === null
      ? fill(fee.open, { from: money(tier.minCents), percent: tier.percent })
      : fill(fee.range, {
          from: money(tier.minCents),
          to: money(tier.maxCents),
          percent: tier.percent,
        }),
  );
};

async function pageHeading(page: Page, title: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

for (const language of languages) {
  const { legal, landing, contact } = texts[language];

  test.describe(`public site in ${language}`, () => {
    test.use({ locale: localeOf[language] });

    test('the Impressum names the configured operator with every § 5 DDG field', async ({
      page,
    }) => {
      await pageHeading(page, legal.impressum.title, '/impressum');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const main = page.getByRole('main');
      for (const heading of [
        legal.impressum.provider,
        legal.impressum.representative,
        legal.impressum.contact,
        legal.impressum.register,
        legal.impressum.vat_id,
        legal.impressum.responsible,
        legal.impressum.dispute_title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      for (const value of [
        e2eOperator.name,
        ...e2eOperator.addressLines,
        e2eOperator.representative,
        e2eOperator.phone,
        e2eOperator.register,
        e2eOperator.vatId,
        e2eOperator.contentResponsible,
        legal.impressum.dispute,
      ]) {
        await expect(main).toContainText(value);
      }
      await expect(main.getByRole('link', { name: e2eOperator.email })).toHaveAttribute(
        'href',
        `mailto:${e2eOperator.email}`,
      );
      // Real operator data: no "example data" notice, none of the stand-ins.
      await expect(main).not.toContainText(legal.example_notice.slice(0, 40));
      await expect(main).not.toContainText('Mustermann');
      await expectNoAxeViolations(page);
    });

    test('the privacy policy names controller, purposes, bases, processors, retention, rights and Art. 9 health data', async ({
      page,
    }) => {
      const privacy = legal.privacy;
      await pageHeading(page, privacy.title, '/privacy');
      const main = page.getByRole('main');
      for (const heading of [
        privacy.controller_title,
        privacy.purposes_title,
        privacy.processors_title,
        privacy.retention_title,
        privacy.rights_title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(main).toContainText(e2eOperator.name);
      await expect(main).toContainText(e2eOperator.addressLines[0] ?? '');
      // Health data: special categories, only with explicit consent, withdrawable.
      await expect(main).toContainText(privacy.purpose.health);
      expect(privacy.purpose.health).toMatch(/Art\. 9/);
      for (const purpose of Object.values(privacy.purpose))
        await expect(main).toContainText(purpose);
      // Processors as this deployment runs: the local payment sandbox, no mail provider (the
      // outbox), the configured host, and ClickUp for contact requests.
      await expect(main).toContainText(privacy.processor.payments_sandbox);
      await expect(main).toContainText(privacy.processor.mail_local);
      await expect(main).toContainText(
        fill(privacy.processor.hosting, { name: e2eOperator.hosting }),
      );
      await expect(main).toContainText(privacy.processor.clickup);
      for (const retention of Object.values(privacy.retention)) {
        await expect(main).toContainText(retention);
      }
      await expect(main).toContainText(fill(privacy.rights, { email: e2eOperator.email }));
      await expectNoAxeViolations(page);
    });

    test('the cookie policy lists only necessary storage and why no banner is needed', async ({
      page,
    }) => {
      const cookies = legal.cookie_policy;
      await pageHeading(page, cookies.title, '/cookie-policy');
      const main = page.getByRole('main');
      await expect(main).toContainText(cookies.intro);
      const table = main.getByRole('table', { name: cookies.table_caption });
      await expect(table).toBeVisible();
      for (const purpose of [
        cookies.session_token_purpose,
        cookies.dont_remember_purpose,
        cookies.language_purpose,
        cookies.language_cookie_purpose,
        cookies.wrote_at_purpose,
        cookies.email_notice_purpose,
        cookies.chat_outbox_purpose,
        cookies.scroll_positions_purpose,
      ]) {
        await expect(table).toContainText(purpose);
      }
      await expect(main).toContainText(cookies.no_consent);
      await expectNoAxeViolations(page);
    });

    test('the terms state course rules, every fee tier from the constants, refunds and payouts', async ({
      page,
    }) => {
      const terms = legal.terms;
      await pageHeading(page, terms.title, '/terms');
      const main = page.getByRole('main');
      for (const heading of [
        terms.scope_title,
        terms.course_title,
        terms.fees_title,
        terms.refunds_title,
        terms.payouts_title,
        terms.law_title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(main).toContainText(fill(terms.scope, { operator: e2eOperator.name }));
      const tiers = main.getByTestId('fee-tiers').getByRole('listitem');
      await expect(tiers).toHaveCount(FEE_TIERS.length);
      expect((await tiers.allTextContents()).map(plain)).toEqual(
        FEE_TIERS.map((tier) => feeLine(language, tier)),
      );
      expect(plain((await main.textContent()) ?? '')).toContain(
        plain(formatMoney(MIN_BALANCE_CENTS, language)),
      );
      await expectNoAxeViolations(page);
    });

    test('the landing page has every section of the spec, FAQ fees from the constants, the team from the configuration', async ({
      page,
    }) => {
      await pageHeading(page, landing.hero.title, '/');
      await expect(page.getByRole('link', { name: landing.hero.cta })).toHaveAttribute(
        'href',
        '/auth/signup?role=participant',
      );
      for (const title of [
        landing.how_it_works.title,
        landing.support.title,
        landing.faq.title,
        contact.title,
        landing.team.title,
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      const team = page.getByRole('region', { name: landing.team.title });
      for (const member of e2eOperator.team) {
        await expect(team).toContainText(member.name);
        await expect(team).toContainText(member.role);
      }
      // The FAQ's fees and minimum come from the constants; the minimum is the participant's share.
      // (Native disclosures, issue 31: a question is a <summary>.)
      await page.locator('summary', { hasText: landing.faq.fees.question }).click();
      const tiers = page.getByTestId('faq-fee-tiers').getByRole('listitem');
      await expect(tiers).toHaveCount(FEE_TIERS.length);
      expect((await tiers.allTextContents()).map(plain)).toEqual(
        FEE_TIERS.map((tier) => feeLine(language, tier)),
      );
      await page.locator('summary', { hasText: landing.faq.minimum.question }).click();
      const minimum = page.getByRole('region', { name: landing.faq.minimum.question });
      expect(plain((await minimum.textContent()) ?? '')).toBe(
        plain(
          fill(landing.faq.minimum.answer, {
            minBalance: formatMoney(MIN_BALANCE_CENTS, language),
          }),
        ),
      );
      await expectNoAxeViolations(page);

      await pageHeading(page, legal.about.title, '/about');
      await expect(page.getByRole('main')).toContainText(legal.about.paragraph_1);
      await expectNoAxeViolations(page);
    });

    test('the contact form checks its fields, then reaches the operators by mail and ClickUp', async ({
      page,
    }) => {
      await page.goto('/#contact');
      const form = page.getByRole('region', { name: contact.title });
      await expect(form.getByRole('button', { name: contact.submit })).toBeVisible();
      await form.getByRole('button', { name: contact.submit }).click();
      await expect(form).toContainText(contact.errors.name_required);
      await expect(form).toContainText(contact.errors.message_required);
      await expectNoAxeViolations(page);

      const marker = `m-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const message = `${language === 'de' ? 'Wie funktioniert der Test?' : 'How does the test work?'} ${marker}`;
      await form.getByRole('textbox', { name: contact.name }).fill('Rosa Fragend');
      await form.getByRole('textbox', { name: contact.email }).fill(`${marker}@example.com`);
      await form.getByRole('textbox', { name: contact.message }).fill(message);
      await form.getByRole('button', { name: contact.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: contact.sent })).toBeVisible();
      await expectNoAxeViolations(page);

      // The mail to the operators' configured address (the local outbox).
      await expect
        .poll(
          async () =>
            (
              await query<{ subject: string }>(
                `select subject from mail_outbox where lower("to") = lower($1)
                 and kind = 'contact_request' and text like $2`,
                [e2eOperator.email, `%${marker}%`],
              )
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1);
      // And the task in ClickUp's list, with the configured token.
      type Task = { listId: string; authorization: string; body: { description: string } };
      const taskFor = async () => {
        const response = await fetch(`http://127.0.0.1:${e2eClickUp.port}/tasks`);
        const tasks = (await response.json()) as Task[];
        return tasks.find((task) => task.body.description.includes(marker));
      };
      await expect.poll(taskFor, { timeout: 15_000 }).toBeTruthy();
      const task = await taskFor();
      expect(task?.listId).toBe(e2eClickUp.listId);
      expect(task?.authorization).toBe(e2eClickUp.apiToken);
      expect(task?.body.description).toContain(`${marker}@example.com`);
    });
  });
}

test.describe('consent to health data', () => {
  test.use({ locale: 'en-US' });

  test('is asked before the first answer is stored, and can be withdrawn in the settings', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { common } = texts.en;
    const { context, page } = await newPerson(browser, baseURL, 'en');
    const account = await signUp(context, 'participant', {
      firstName: 'Clara',
      lastName: 'Consent',
    });
    const stored = async () => ({
      answers: (
        await query<{ n: number }>(
          'select count(*)::int as n from questionnaire_answers where user_id = $1',
          [account.id],
        )
      )[0]?.n,
      consents: await query<{ version: number; withdrawn: boolean }>(
        `select version, withdrawn_at is not null as withdrawn from health_consents
         where user_id = $1 order by given_at`,
        [account.id],
      ),
    });

    await page.goto('/welcome/questionnaire');
    await page.getByRole('radio', { name: 'After 6 to 30 minutes', exact: true }).check();
    await page.getByRole('button', { name: /^Save and continue$/ }).click();
    const dialog = page.getByRole('dialog', { name: common.health_consent.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(common.health_consent.intro);
    // Nothing is stored while the participant has not agreed.
    expect(await stored()).toEqual({ answers: 0, consents: [] });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: common.health_consent.agree }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('slide-index')).toHaveText(/^Question 2 of/);
    expect(await stored()).toEqual({
      answers: 1,
      consents: [{ version: HEALTH_CONSENT_VERSION, withdrawn: false }],
    });

    // Withdrawn in the profile settings: no new answers are accepted.
    await page.goto('/participant/settings/profile');
    const setting = page.getByTestId('health-consent-setting');
    await expect(setting).toContainText(common.health_consent.settings_given.split('{{')[0] ?? '');
    // "Withdraw consent" in its red outline meets AA contrast (it did not: issue 30 item 5).
    await expect(
      setting.getByRole('button', { name: common.health_consent.settings_withdraw }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await setting.getByRole('button', { name: common.health_consent.settings_withdraw }).click();
    await expect(setting).toContainText(common.health_consent.settings_missing);
    await expectNoAxeViolations(page);
    expect((await stored()).consents).toEqual([
      { version: HEALTH_CONSENT_VERSION, withdrawn: true },
    ]);
    const refused = await context.request.post('/api/participantquestionnaire/answer', {
      data: { questionnaire: 'testquestionnaire', questionId: 'cigarettes_per_day', value: 20 },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('HEALTH_CONSENT_REQUIRED');
    // The next answer in the browser asks again.
    await page.goto('/questionair?name=testquestionnaire');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: /^Save and continue$/ }).click();
    await expect(dialog).toBeVisible();
    expect((await stored()).answers).toBe(1);
    await context.close();
  });
});

test.describe('GraphQL', () => {
  type Answer = {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const ask = async (request: APIRequestContext, q: string) => {
    const response = await request.post('/api/graphql', { data: { query: q } });
    return { status: response.status(), body: (await response.json()) as Answer };
  };

  test('answers public data, refuses private fields and too-deep queries', async ({
    request,
    browser,
    baseURL,
  }) => {
    const configuration = await ask(
      request,
      '{ configuration { currency minBalanceCents operator { name email addressLines } } }',
    );
    expect(configuration.status).toBe(200);
    expect(configuration.body.data).toEqual({
      configuration: {
        currency: 'EUR',
        minBalanceCents: MIN_BALANCE_CENTS,
        operator: {
          name: e2eOperator.name,
          email: e2eOperator.email,
          addressLines: e2eOperator.addressLines,
        },
      },
    });

    const { context } = await newPerson(browser, baseURL, 'en');
    const account = await signUp(context, 'participant', { firstName: 'Greta', lastName: 'Graph' });
    const opened = await context.request.post('/api/course/new');
    expect(opened.status(), await opened.text()).toBe(200);
    const fundraiser = await ask(
      request,
      `{ fundraiser(participantId: "${account.id}") { displayName courseState supporterCount } }`,
    );
    expect(fundraiser.body.data).toEqual({
      fundraiser: { displayName: 'Greta G.', courseState: 'funding', supporterCount: 0 },
    });
    expect(JSON.stringify(fundraiser.body)).not.toContain(account.email);

    for (const field of ['email', 'lastName', 'birthDate']) {
      const refused = await ask(
        request,
        `{ fundraiser(participantId: "${account.id}") { ${field} } }`,
      );
      expect(refused.status, field).toBe(400);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.message).toContain(field);
    }

    const nest = (depth: number): string => (depth === 0 ? 'name' : `child { ${nest(depth - 1)} }`);
    const deep = await ask(
      request,
      `{ fundraiser(participantId: "${account.id}") { ${nest(8)} } }`,
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.map((error) => error.extensions?.code)).toContain('QUERY_TOO_DEEP');
    await context.close();
  });
});

test.describe('a passed participant’s review', () => {
  test.use({ locale: 'de-DE' });

  test('is written and opted in on the dashboard, appears on the landing page, and an operator can hide it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { course, landing, errors } = texts.de;
    const participant = await newPerson(browser, baseURL, 'de');
    const account = await signUp(participant.context, 'participant', {
      firstName: 'Renate',
      lastName: 'Rauchfrei',
    });
    const opened = await participant.context.request.post('/api/course/new');
    expect(opened.status(), await opened.text()).toBe(200);
    // The course as the nicotine test journey leaves it: passed (that journey walks the test).
    await query(
      `update courses set state = 'passed', start_date = current_date - 30 where participant_id = $1`,
      [account.id],
    );
    const { page } = participant;
    // The review form lies below the first screen: it loads when scrolled to (record 0086).
    await openWholeDashboard(page);
    const form = page.getByRole('region', { name: course.review.title });
    await expect(form).toContainText(course.review.explain);
    const field = form.getByRole('textbox', { name: new RegExp(`^${course.review.text}`) });
    const optIn = form.getByRole('checkbox', { name: course.review.show });
    await expect(optIn).not.toBeChecked();

    await field.fill('Super!');
    await form.getByRole('button', { name: course.review.save }).click();
    await expect(form).toContainText(fill(errors.REVIEW_TOO_SHORT, { min: TESTIMONIAL_MIN }));
    await expectNoAxeViolations(page);

    const review = `Vier Wochen ohne Zigarette, und die Abende mit dem Tagebuch haben mir geholfen. ${Date.now()}`;
    await field.fill(review);
    await optIn.check();
    await form.getByRole('button', { name: course.review.save }).click();
    await expect(page.getByRole('status').filter({ hasText: course.review.saved })).toBeVisible();
    await expect(form.getByRole('button', { name: course.review.delete })).toBeVisible();

    // A stranger sees it on the landing page: the text and "Renate R.", nothing else of her.
    const stranger = await newPerson(browser, baseURL, 'de');
    await stranger.page.goto('/');
    const reviews = stranger.page.getByRole('region', { name: landing.reviews.title });
    const item = reviews.getByRole('listitem').filter({ hasText: review });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Renate R.');
    await expect(reviews).not.toContainText('Rauchfrei');
    await expect(reviews).not.toContainText(account.email);
    await expectNoAxeViolations(stranger.page);

    // An operator hides it in the console: gone from the landing page, and she is told.
    const operator = await newPerson(browser, baseURL, 'de');
    await signInAsAdmin(operator.context.request, await adminByCommand());
    await operator.page.goto('/admin/contact');
    const panel = operator.page.getByRole('region', { name: deAdmin.testimonials.title });
    const entry = panel.getByRole('listitem').filter({ hasText: review });
    await expect(entry).toContainText('Renate R.');
    await entry.getByRole('button', { name: deAdmin.testimonials.hide }).click();
    await expect(entry).toContainText(deAdmin.testimonials.hidden);
    await expect(
      entry.getByRole('button', { name: deAdmin.testimonials.show_again }),
    ).toBeVisible();
    await expectNoAxeViolations(operator.page);

    await stranger.page.reload();
    await expect(stranger.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(stranger.page.getByText(review)).toHaveCount(0);
    await page.reload();
    await scrollThroughDashboard(page);
    await expect(form.getByTestId('review-hidden')).toHaveText(course.review.hidden);

    // Deleted by her: gone for good.
    await form.getByRole('button', { name: course.review.delete }).click();
    await expect(page.getByRole('status').filter({ hasText: course.review.deleted })).toBeVisible();
    await expect(field).toHaveValue('');
    expect(await query('select 1 from testimonials where user_id = $1', [account.id])).toEqual([]);
    for (const person of [participant, stranger, operator]) await person.context.close();
  });
});
