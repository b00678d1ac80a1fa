// Steps of the course journeys: a participant whose profile is complete and whose pot holds
// the minimum, given by a supporter with an account.
import type { BrowserContext } from '@playwright/test';
import { query } from './database';
import { donateThroughApi, donationsTo, expect, signUp, type Account } from './donations';

export const completeProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-12-10',
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

export async function completeTheProfile(context: BrowserContext, language: 'de' | 'en') {
  const saved = await context.request.put('/api/participant', {
    data: { ...completeProfile, language },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Waits until every paid donation to the participant is confirmed (the sandbox takes ~5 s). */
export async function untilConfirmed(participantId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await donationsTo(participantId);
    if (rows.length > 0 && rows.every((row) => row.status === 'available')) return;
    if (Date.now() > deadline) throw new Error('donations not confirmed in time');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Two €100 donations (€184 for the participant, over the €140 minimum) from the supporter's
 * account email, so the supporter's dashboard lists them.
 */
export async function fundedBy(
  supporter: { context: BrowserContext; account: Account },
  participant: Account,
  baseURL: string | undefined,
) {
  for (let i = 0; i < 2; i++) {
    await donateThroughApi(supporter.context.request, baseURL, participant.id, {
      amountCents: 10_000,
      donorName: `${supporter.account.firstName} ${supporter.account.lastName}`,
      donorEmail: supporter.account.email,
    });
  }
  await untilConfirmed(participant.id);
}

export async function newSupporter(context: BrowserContext) {
  return {
    context,
    account: await signUp(context, 'supporter', { firstName: 'Grace', lastName: 'Hopper' }),
  };
}

/** The ISO date `days` after today in Berlin (the participants' time zone here). */
export function berlinDate(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The refunds of the donations a supporter made, as stored. */
export async function refundsOfSupporter(supporterId: string) {
  return query<{ status: string; amount_cents: number }>(
    `select r.status, r.amount_cents::int as amount_cents
       from refunds r join donations d on d.id = r.donation_id
      where d.supporter_id = $1`,
    [supporterId],
  );
}
