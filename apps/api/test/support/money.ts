// Helpers for money tests: participants with a fundraiser, donations through the sandbox
// checkout, and the job queue run by hand.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import type { Clock } from '../../src/platform/clock';
import { signUp, someIp, uniqueEmail } from './accounts';
import { createTestApp } from './test-app';

export const PUBLIC_URL = 'http://localhost:3000';

/** The app of a money test: the sandbox confirms a payment after `confirmSeconds`; the calendar is `clock`. */
export function moneyTestApp(clock: Clock, confirmSeconds: number) {
  return createTestApp({ SANDBOX_CONFIRM_SECONDS: String(confirmSeconds), PUBLIC_URL }, undefined, {
    calendar: clock,
  });
}

export async function newParticipant(app: FastifyInstance, language = 'en') {
  const account = await signUp(app, { role: 'participant' }, language);
  const session = await app.inject({
    url: '/api/account/session',
    headers: { cookie: account.cookie },
  });
  const id = session.json<{ user: { id: string } }>().user.id;
  return { ...account, id };
}

export type DonationInput = {
  amountCents?: number;
  coverFee?: boolean;
  anonymous?: boolean;
  donorName?: string;
  donorEmail?: string;
  message?: string | null;
  redirectUrl?: string;
};

export async function startDonation(
  app: FastifyInstance,
  participantId: string,
  input: DonationInput = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/transaction',
    remoteAddress: someIp(),
    headers: { 'x-language': 'en', ...headers },
    payload: {
      participantId,
      amountCents: 2_500,
      coverFee: false,
      anonymous: false,
      donorName: 'Grace Hopper',
      donorEmail: uniqueEmail('donor'),
      message: null,
      redirectUrl: `${PUBLIC_URL}/supporter/support/${participantId}`,
      ...input,
    },
  });
}

/** The sandbox checkout id from its URL. */
export function checkoutIdOf(checkoutUrl: string): string {
  const id = checkoutUrl.split('/').pop();
  if (!id) throw new Error(`no checkout id in ${checkoutUrl}`);
  return id;
}

export async function completeCheckout(
  app: FastifyInstance,
  checkoutUrl: string,
  action: 'pay' | 'pay_refunds_fail' | 'decline' | 'cancel' = 'pay',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${checkoutIdOf(checkoutUrl)}`,
    payload: { action },
  });
  if (response.statusCode !== 200) throw new Error(`checkout ${action}: ${response.body}`);
  await app.jobs.runDue();
  return response.json<{ redirectUrl: string }>().redirectUrl;
}

/** A donation paid at the sandbox checkout; with SANDBOX_CONFIRM_SECONDS=0 it is confirmed at once. */
export async function donate(
  app: FastifyInstance,
  participantId: string,
  input: DonationInput = {},
) {
  const started = await startDonation(app, participantId, input);
  if (started.statusCode !== 200) throw new Error(`donation refused: ${started.body}`);
  const body = started.json<{ donationId: string; checkoutUrl: string }>();
  await completeCheckout(app, body.checkoutUrl);
  return body;
}

export async function setCourseState(
  db: Db,
  participantId: string,
  state: (typeof courses.$inferSelect)['state'],
  extra: Partial<typeof courses.$inferInsert> = {},
) {
  await db
    .update(courses)
    .set({ state, ...extra })
    .where(eq(courses.participantId, participantId));
}

export async function addBankAccount(
  app: FastifyInstance,
  cookie: string,
  iban = 'DE89370400440532013000',
) {
  return app.inject({
    method: 'POST',
    url: '/api/participant/bankaccount',
    headers: { cookie },
    payload: { accountHolder: 'Ada Lovelace', iban },
  });
}

export function balanceOf(app: FastifyInstance, cookie: string) {
  return app
    .inject({ url: '/api/participant/balance', headers: { cookie } })
    .then((r) => r.json<Record<string, unknown> & { donations: Record<string, unknown>[] }>());
}

export const completeProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-05-17',
  phone: '+49 30 901820',
  gender: 'female',
  timeZone: 'Europe/Berlin',
  address: {
    street: 'Unter den Linden',
    houseNumber: '1',
    country: 'DE',
    state: 'Berlin',
    city: 'Berlin',
    postalCode: '10117',
  },
};

/** A participant with a complete profile (in their language) and, optionally, a funded pot. */
export async function readyParticipant(
  app: FastifyInstance,
  { language = 'en', fundedCents = 0 }: { language?: string; fundedCents?: number } = {},
) {
  const p = await newParticipant(app, language);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/participant',
    headers: { cookie: p.cookie },
    payload: { ...completeProfile, language },
  });
  if (saved.statusCode !== 200) throw new Error(`profile: ${saved.body}`);
  // 10000 cents with the fee covered gives the participant exactly 100.00.
  let left = fundedCents;
  while (left > 0) {
    const amountCents = Math.min(left, 10_000);
    await donate(app, p.id, { amountCents, coverFee: true });
    left -= amountCents;
  }
  return p;
}
