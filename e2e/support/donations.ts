// Factories and steps of the money journeys: people, a donation through the sandbox checkout,
// and what the database says about a participant's donations.
import {
  expect as baseExpect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { formatMoney } from '@quit/domain/format';
import deBilling from '../../apps/web/src/locales/de/billing.json' with { type: 'json' };
import deDonations from '../../apps/web/src/locales/de/donations.json' with { type: 'json' };
import deSandbox from '../../apps/web/src/locales/de/sandbox.json' with { type: 'json' };
import enBilling from '../../apps/web/src/locales/en/billing.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import enSandbox from '../../apps/web/src/locales/en/sandbox.json' with { type: 'json' };
import { query } from './database';
import { untilHydrated } from './hydration';
import { verificationTokenFor } from './outbox';

/**
 * The journeys' expect: the app, two browsers and other work share two cores, and a page's
 * first paint after a cold navigation has been seen to take six seconds under that load.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export type Language = 'de' | 'en';
export const localeOf: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/** The UI texts of the money pages, per language. */
export const texts = {
  de: { donations: deDonations, billing: deBilling, sandbox: deSandbox },
  en: { donations: enDonations, billing: enBilling, sandbox: enSandbox },
} as const;

export const money = (cents: number, language: Language) => formatMoney(cents, language);

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** A browser context of its own (own cookies), in the test's base URL and the given language. */
export async function newPerson(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: localeOf[language] });
  return { context, page: await context.newPage() };
}

export type Account = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** What the public sees: "Ada L." */
  displayName: string;
};

/**
 * Signs up through the API with the context's cookies, so the context is signed in, and
 * confirms the address through the mailed link.
 *
 * Sign-ups are limited to 20 an hour per client address, and every journey of a run comes
 * from 127.0.0.1 into one database; the counter is reset first so that the whole suite's
 * sign-ups do not add up to a refusal (no journey tests that limit).
 */
export async function signUp(
  context: BrowserContext,
  role: 'participant' | 'supporter',
  names: { firstName: string; lastName: string } = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<Account> {
  // Every journey comes from 127.0.0.1: the per-address limits of sign-up and of confirming an
  // address would stop the suite, not a person.
  await query(`delete from rate_limits where key like 'signup:ip:%' or key like 'verify:ip:%'`, []);
  const email = uniqueEmail(role);
  const password = 'secret-123';
  const response = await context.request.post('/api/account/signup', {
    data: {
      role,
      ...names,
      birthDate: '1990-12-10',
      email,
      password,
      passwordConfirmation: password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = await context.request.get('/api/account/session');
  expect(session.status()).toBe(200);
  const { user } = (await session.json()) as { user: { id: string } };
  // Gifts are linked to an account only through a verified address (A7): confirm it, as the
  // owner would by following the mailed link.
  const verified = await context.request.post('/api/account/verify-email', {
    data: { token: await verificationTokenFor(email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return {
    id: user.id,
    email,
    password,
    ...names,
    displayName: `${names.firstName} ${names.lastName.charAt(0).toUpperCase()}.`,
  };
}

export const fundraiserPath = (participantId: string) =>
  `/supporter/support/${encodeURIComponent(participantId)}`;

export type DonationChoice = {
  /** A preset in cents (1000, 2500, 5000, 10000), or an amount typed into "Other amount". */
  presetCents?: number;
  customAmount?: string;
  coverFee?: boolean;
  anonymous?: boolean;
  /** Left as the form has them when undefined (a signed-in donor finds theirs filled in). */
  name?: string;
  email?: string;
  message?: string;
};

/** The fundraiser's donation form, in the page's language. */
export function donationForm(page: Page, language: Language, displayName: string) {
  const t = texts[language].donations;
  const form = page.getByRole('form', {
    name: t.fundraiser.donate_title.replace('{{name}}', displayName),
  });
  const amounts = form.getByRole('group', { name: t.amount.legend });
  return {
    form,
    preset: (cents: number) => amounts.getByRole('radio', { name: money(cents, language) }),
    other: amounts.getByRole('radio', { name: t.amount.custom }),
    customAmount: form.getByRole('textbox', {
      name: t.amount.custom_label.replace('{{currency}}', '€'),
    }),
    coverFee: form.getByRole('checkbox', { name: t.cover_fee.label }),
    anonymous: form.getByRole('checkbox', { name: t.anonymous.label }),
    name: form.getByRole('textbox', { name: t.donor.name }),
    email: form.getByRole('textbox', { name: t.donor.email }),
    message: form.getByRole('textbox', { name: t.donor.message }),
    submit: form.getByRole('button', { name: t.submit }),
    breakdown: form.getByRole('table', { name: t.breakdown.title }),
  };
}

/** Fills the donation form on an open fundraiser page (without sending it). */
export async function fillDonation(
  page: Page,
  language: Language,
  displayName: string,
  choice: DonationChoice,
) {
  await untilHydrated(page);
  const form = donationForm(page, language, displayName);
  if (choice.customAmount !== undefined) {
    await form.other.check();
    await form.customAmount.fill(choice.customAmount);
  } else if (choice.presetCents !== undefined) {
    await form.preset(choice.presetCents).check();
  }
  if (choice.coverFee) await form.coverFee.check();
  if (choice.anonymous) await form.anonymous.check();
  if (choice.name !== undefined) await form.name.fill(choice.name);
  if (choice.email !== undefined) await form.email.fill(choice.email);
  if (choice.message !== undefined) await form.message.fill(choice.message);
  return form;
}

/** Donation attempts are limited per client address too (30 an hour): see signUp. */
export async function resetDonationRateLimit() {
  await query(`delete from rate_limits where key like 'donation:ip:%'`, []);
}

/** Opens the fundraiser, fills the form and continues to the sandbox checkout. */
export async function startDonation(
  page: Page,
  language: Language,
  participant: Pick<Account, 'id' | 'displayName'>,
  choice: DonationChoice,
) {
  await resetDonationRateLimit();
  await page.goto(fundraiserPath(participant.id));
  await expect(
    page.getByRole('heading', { level: 1, name: participant.displayName }),
  ).toBeVisible();
  const form = await fillDonation(page, language, participant.displayName, choice);
  await form.submit.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].sandbox.title }),
  ).toBeVisible();
}

/** Chooses an action at the sandbox checkout; the browser goes back to the fundraiser. */
export async function finishCheckout(
  page: Page,
  language: Language,
  action: 'pay' | 'decline' | 'cancel',
) {
  await page
    .getByRole('button', { name: texts[language].sandbox.actions[action], exact: true })
    .click();
  const outcome = { pay: 'success', decline: 'declined', cancel: 'cancelled' }[action];
  await expect(page).toHaveURL(new RegExp(`/supporter/support/[^/?]+\\?donation=${outcome}$`));
}

export type DonationRow = {
  status: string;
  donor_name: string | null;
  donor_email: string | null;
  anonymous: boolean;
  supporter_id: string | null;
  amount_cents: number;
  share_cents: number;
  charged_cents: number;
};

/** The participant's donations as stored, newest first. */
export async function donationsTo(participantId: string): Promise<DonationRow[]> {
  return query<DonationRow>(
    `select d.status, d.donor_name, d.donor_email, d.anonymous, d.supporter_id,
            d.amount_cents::int as amount_cents, d.share_cents::int as share_cents,
            d.charged_cents::int as charged_cents
       from donations d join courses c on c.id = d.course_id
      where c.participant_id = $1
      order by d.created_at desc`,
    [participantId],
  );
}

/**
 * Postpones the sandbox's confirmation of a paid checkout by an hour (it is queued as a job
 * due SANDBOX_CONFIRM_SECONDS after the payment). Answers how many confirmations were held.
 */
async function holdConfirmationOf(checkoutId: string): Promise<number> {
  const held = await query<{ id: string }>(
    `update jobs set run_at = now() + interval '1 hour'
      where kind = 'sandbox.settle' and state = 'queued' and payload->>'checkoutId' = $1
      returning id`,
    [checkoutId],
  );
  return held.length;
}

/**
 * Keeps payments made on this page pending until released: the pending state lasts only ~5 s,
 * less than a loaded machine may take to open another page. The checkout's answer reaches the
 * browser only once the confirmation is held, so nothing can confirm it before.
 */
export async function holdConfirmations(page: Page) {
  const held: string[] = [];
  await page.route('**/api/sandbox/checkout/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const checkoutId = decodeURIComponent(
      new URL(route.request().url()).pathname.split('/').pop()!,
    );
    if ((await holdConfirmationOf(checkoutId)) > 0) held.push(checkoutId);
    await route.fulfill({ response });
  });
  return {
    held,
    /** Lets the held confirmations run now. */
    release: async () => {
      await query(
        `update jobs set run_at = now()
          where kind = 'sandbox.settle' and state = 'queued' and payload->>'checkoutId' = any($1)`,
        [held],
      );
    },
  };
}

/** Waits (up to 30 s) until every donation to the participant has left the given statuses. */
export async function waitUntilSettled(
  participantId: string,
  from: string | string[],
  timeoutMs = 30_000,
) {
  const unsettled = Array.isArray(from) ? from : [from];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await donationsTo(participantId);
    if (rows.length > 0 && rows.every((row) => !unsettled.includes(row.status))) return rows;
    if (Date.now() > deadline) {
      throw new Error(`donations still unsettled: ${JSON.stringify(rows.map((r) => r.status))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A donation made the way the form and the checkout page make it, through the API only: for
 * journeys that need one to exist rather than test making it. Answers the checkout's path.
 */
export async function donateThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  participantId: string,
  donation: {
    amountCents: number;
    donorName: string;
    donorEmail: string;
    anonymous?: boolean;
    message?: string | null;
    action?: 'pay' | 'pay_refunds_fail' | 'decline' | 'cancel' | null;
    /** Keep a paid donation pending (see holdConfirmations). */
    holdConfirmation?: boolean;
    /** The page's language, sent as the app's form sends it (the donor's mails use it). */
    language?: Language;
  },
): Promise<string> {
  await resetDonationRateLimit();
  const { action = 'pay', holdConfirmation = false, language, ...fields } = donation;
  const started = await request.post('/api/transaction', {
    ...(language ? { headers: { 'X-Language': language } } : {}),
    data: {
      participantId,
      coverFee: false,
      anonymous: false,
      message: null,
      ...fields,
      redirectUrl: `${baseURL}${fundraiserPath(participantId)}`,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { checkoutUrl, donationId } = (await started.json()) as {
    checkoutUrl: string;
    donationId: string;
  };
  const checkout = new URL(checkoutUrl);
  const sessionId = checkout.pathname.split('/').pop() ?? '';
  if (action !== null) {
    const done = await request.post(`/api/sandbox/checkout/${encodeURIComponent(sessionId)}`, {
      data: { action },
    });
    expect(done.ok(), await done.text()).toBe(true);
    if (holdConfirmation) expect(await holdConfirmationOf(sessionId)).toBe(1);
    // The checkout's own event (paid, or expired) arrives by webhook from a job: until then
    // the donation is "open" and shows nowhere.
    await waitForDonation(donationId, (status) => status !== 'open');
  }
  return checkout.pathname;
}

/** Waits (up to 30 s) until the stored donation's status passes the check. */
export async function waitForDonation(
  donationId: string,
  check: (status: string) => boolean,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query<{ status: string }>(`select status from donations where id = $1`, [
      donationId,
    ]);
    if (row && check(row.status)) return row.status;
    if (Date.now() > deadline) throw new Error(`donation ${donationId} is still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Reloads a page until `done` says so (the sandbox confirms a payment ~5 s after it was made,
 * by a signed webhook from a job). `done` waits for the page to show its data, then tells
 * whether it is the awaited state.
 */
export async function reloadUntil(
  page: Page,
  done: () => Promise<boolean>,
  { timeoutMs = 30_000, what = 'the awaited state' }: { timeoutMs?: number; what?: string } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown = null;
    try {
      if (await done()) return;
    } catch (error) {
      failure = error; // e.g. the row is not there yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${page.url()} did not show ${what} in time`, { cause: failure });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.reload();
  }
}

/** Reloads until the cell (looked up again after each reload) reads exactly the text. */
export async function reloadUntilText(page: Page, cell: () => Locator, text: string) {
  await reloadUntil(
    page,
    async () => {
      await expect(cell()).toBeVisible({ timeout: 10_000 });
      return (await cell().innerText()).trim() === text;
    },
    { what: `"${text}"` },
  );
}
