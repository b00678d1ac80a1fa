// The payout bank account and the provider kept in step: what the app shows is where payouts go.
// A refusal leaves the old account shown and used; a change that reached the provider but not
// our database is taken from the provider at the next read.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../../src/db/schema';
import type { Db } from '../../../src/db/client';
import { addBankAccount, newParticipant, PUBLIC_URL } from '../../support/money';
import { objects, startStripeStub, stripeError, type StripeStub } from '../../support/stripe-stub';
import { createTestApp, type TestApp } from '../../support/test-app';

const OLD_IBAN = 'DE89370400440532013000'; // shown as …3000
const NEW_IBAN = 'DE55370400440532014000'; // shown as …4000
const REFUSED_IBAN = 'DE35370400440532013002'; // the sandbox refuses it

const MESSAGES = {
  en: 'The payment provider did not accept this bank account. Please check the IBAN and the account holder. Any bank account you saved before stays in use.',
  de: 'Der Zahlungsanbieter hat dieses Bankkonto nicht angenommen. Bitte prüfe IBAN und Kontoinhaber. Ein zuvor gespeichertes Bankkonto bleibt weiter in Gebrauch.',
} as const;

const shown = (app: FastifyInstance, cookie: string) =>
  app
    .inject({ url: '/api/participant/bankaccount', headers: { cookie } })
    .then((r) => r.json<{ bankAccount: { ibanMasked: string; accountHolder: string } | null }>());

async function row(db: Db, participantId: string) {
  const [found] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.participantId, participantId));
  return found!;
}

/** A real database failure (not a mock) for the write that stores a changed bank account. */
async function failBankWrites(db: Db, on: boolean) {
  if (!on) {
    await db.execute('drop trigger if exists test_fail_bank_write on payout_accounts');
    return;
  }
  await db.execute(`create or replace function test_fail_bank_write() returns trigger
    language plpgsql as $$ begin raise exception 'test: the database refused the write'; end $$`);
  await db.execute(`create trigger test_fail_bank_write before update of bank_account_id
    on payout_accounts for each row
    when (old.bank_account_id is not null and new.bank_account_id is distinct from old.bank_account_id)
    execute function test_fail_bank_write()`);
}

describe('in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
  });
  afterAll(() => t.close());

  it.each(['en', 'de'] as const)(
    'a refused bank account keeps the old one shown and used, with a clear error (%s)',
    async (language) => {
      const p = await newParticipant(t.app, language);
      expect((await addBankAccount(t.app, p.cookie, OLD_IBAN)).statusCode).toBe(200);
      const before = await row(t.database.db, p.id);

      const res = await addBankAccount(t.app, p.cookie, REFUSED_IBAN);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BANK_ACCOUNT_REFUSED',
        message: MESSAGES[language],
        fields: ['iban'],
      });
      expect((await shown(t.app, p.cookie)).bankAccount?.ibanMasked).toBe('DE•• •••• •••• 3000');
      const after = await row(t.database.db, p.id);
      expect(after.bankAccountId).toBe(before.bankAccountId);
      expect(after.bankChangesSynced).toBe(after.bankChangesStarted);
      // Payouts still go to the old account: the provider has it as the current one.
      const current = await t.app.money.payments.currentBankAccount({
        accountId: after.accountId,
        currency: 'EUR',
      });
      expect(current?.bankAccountId).toBe(before.bankAccountId);
    },
  );

  it('a change the provider took but our write lost is read back from the provider', async () => {
    const p = await newParticipant(t.app);
    expect((await addBankAccount(t.app, p.cookie, OLD_IBAN)).statusCode).toBe(200);
    await failBankWrites(t.database.db, true);
    try {
      const res = await addBankAccount(t.app, p.cookie, NEW_IBAN);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL');
    } finally {
      await failBankWrites(t.database.db, false);
    }
    const stale = await row(t.database.db, p.id);
    expect(stale.bankLast4).toBe('3000');
    expect(stale.bankChangesStarted).toBeGreaterThan(stale.bankChangesSynced);

    // The next read asks the provider, shows where payouts go now, and stores it.
    expect((await shown(t.app, p.cookie)).bankAccount).toEqual({
      accountHolder: 'Ada Lovelace',
      country: 'DE',
      ibanMasked: 'DE•• •••• •••• 4000',
    });
    const synced = await row(t.database.db, p.id);
    const current = await t.app.money.payments.currentBankAccount({
      accountId: synced.accountId,
      currency: 'EUR',
    });
    expect(synced).toMatchObject({ bankAccountId: current!.bankAccountId, bankLast4: '4000' });
    expect(synced.bankChangesSynced).toBe(synced.bankChangesStarted);
  });
  it('concurrent changes end with the account the provider pays to, shown', async () => {
    const p = await newParticipant(t.app);
    expect((await addBankAccount(t.app, p.cookie, OLD_IBAN)).statusCode).toBe(200);
    const ibans = [
      'DE21370400440532015000',
      'DE91370400440532015001',
      'DE64370400440532015002',
      'DE37370400440532015003',
      'DE10370400440532015004',
      'DE80370400440532015005',
    ];
    const answers = await Promise.all(ibans.map((iban) => addBankAccount(t.app, p.cookie, iban)));
    expect(answers.map((r) => r.statusCode)).toEqual(ibans.map(() => 200));
    const stored = await row(t.database.db, p.id);
    const current = await t.app.money.payments.currentBankAccount({
      accountId: stored.accountId,
      currency: 'EUR',
    });
    expect(stored.bankAccountId).toBe(current!.bankAccountId);
    expect(stored.bankChangesSynced).toBe(stored.bankChangesStarted);
    expect((await shown(t.app, p.cookie)).bankAccount?.ibanMasked).toBe(
      `DE•• •••• •••• ${current!.last4}`,
    );
  });
});

describe('on Stripe', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_bank_sync',
      STRIPE_WEBHOOK_SECRET: 'whsec_bank_sync',
      STRIPE_API_URL: stub.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('a refused bank account changes nothing at Stripe or here', async () => {
    stub.reset();
    const p = await newParticipant(t.app, 'de');
    expect((await addBankAccount(t.app, p.cookie, OLD_IBAN)).statusCode).toBe(200);
    stub.respond('POST', '/v1/accounts/:id/external_accounts', () =>
      stripeError(400, 'invalid_request_error', 'The account is closed.', 'account_closed'),
    );
    const res = await addBankAccount(t.app, p.cookie, NEW_IBAN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BANK_ACCOUNT_REFUSED', message: MESSAGES.de });
    expect((await shown(t.app, p.cookie)).bankAccount?.ibanMasked).toBe('DE•• •••• •••• 3000');
    expect(stub.find('DELETE', '/v1/accounts/:id/external_accounts/:ba')).toHaveLength(0);
  });

  it('stores what Stripe answers, and reads Stripe back after a lost write', async () => {
    stub.reset();
    const p = await newParticipant(t.app);
    expect((await addBankAccount(t.app, p.cookie, OLD_IBAN)).statusCode).toBe(200);
    const newBank = objects.bankAccount({
      id: 'ba_new',
      last4: '4000',
      account_holder_name: 'Ada Lovelace',
    });
    stub.respond('POST', '/v1/accounts/:id/external_accounts', () => ({ body: newBank }));
    await failBankWrites(t.database.db, true);
    try {
      expect((await addBankAccount(t.app, p.cookie, NEW_IBAN)).statusCode).toBe(500);
    } finally {
      await failBankWrites(t.database.db, false);
    }
    stub.respond('GET', '/v1/accounts/:id/external_accounts', (r) => ({
      body: {
        object: 'list',
        url: r.path,
        has_more: false,
        data: [
          objects.bankAccount({ default_for_currency: false }),
          { ...newBank, default_for_currency: true },
        ],
      },
    }));
    const asked = () => stub.find('GET', '/v1/accounts/:id/external_accounts').length;
    const before = asked();
    expect((await shown(t.app, p.cookie)).bankAccount?.ibanMasked).toBe('DE•• •••• •••• 4000');
    expect(asked()).toBe(before + 1);
    expect(await row(t.database.db, p.id)).toMatchObject({
      bankAccountId: 'ba_new',
      bankLast4: '4000',
    });
    // In step again: later reads do not ask Stripe.
    await shown(t.app, p.cookie);
    expect(asked()).toBe(before + 1);
  });
});
