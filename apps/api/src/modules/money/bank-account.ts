// The participant's payout bank account, kept in step with the provider, whose default bank
// account is where payouts really go. The provider's answer decides what is stored:
// - changes of one participant's bank account run one at a time, under a lock held from before
//   they are counted until their result is stored (`exclusively`);
// - every change is counted (`bank_changes_started`, committed at once) before the provider
//   hears of it, and storing the provider's answer marks the row as matching
//   (`bank_changes_synced`);
// - a change that the provider refuses leaves both sides as they were;
// - if anything fails between the provider's answer and our write (a crash, a database error, a
//   lost connection), the counts differ and the next read (or change) asks the provider and
//   stores its answer. So what the app shows never stays different from where payouts go.
import { setTimeout } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { BankAccountRequest, BankAccountResponse } from '@quit/contracts/money';
import { checkIban, maskIban } from '@quit/domain/iban';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { payoutAccounts } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { PaymentRefusedError, type BankAccountView } from '../../providers/payments/port';
import type { ServiceDeps } from '../../core/service-deps';
import { ensureAccount, storedAccount, type PayoutAccount } from './payout-methods';
import { queueFailedBonusPayouts } from './bonus-payout';

function bankView(row: PayoutAccount | undefined): BankAccountResponse {
  if (!row?.bankAccountId || !row.bankHolder || !row.bankCountry || !row.bankLast4) {
    return { bankAccount: null };
  }
  return {
    bankAccount: {
      accountHolder: row.bankHolder,
      country: row.bankCountry,
      ibanMasked: maskIban(row.bankCountry, row.bankLast4),
    },
  };
}

const inStep = (row: PayoutAccount) => row.bankChangesStarted === row.bankChangesSynced;

/** Stores `bank` (the provider's truth) and marks the row as matching every change begun so far. */
async function store(db: Db, deps: ServiceDeps, row: PayoutAccount, bank: BankAccountView | null) {
  const [updated] = await db
    .update(payoutAccounts)
    .set({
      bankAccountId: bank?.bankAccountId ?? null,
      // Stripe may know no holder for an account added during its onboarding: keep ours then.
      bankHolder: bank
        ? bank.holder || (row.bankAccountId === bank.bankAccountId ? row.bankHolder : null)
        : null,
      bankCountry: bank?.country ?? null,
      bankLast4: bank?.last4 ?? null,
      bankChangesSynced: sql`${payoutAccounts.bankChangesStarted}`,
      updatedAt: deps.clock.now(),
    })
    .where(eq(payoutAccounts.participantId, row.participantId))
    .returning();
  if (!updated) throw new Error('payout account vanished');
  return updated;
}

function poolOf(db: Db): pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('the database handle has no connection pool');
  return client;
}

async function load(db: Db, participantId: string): Promise<PayoutAccount> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.participantId, participantId));
  if (!row) throw new Error('payout account vanished');
  return row;
}

/**
 * A pooled connection holding the advisory lock `key`. Waiting happens between attempts, with no
 * connection held: waiters holding connections could starve the pool the lock's holder needs.
 */
async function lockedClient(pool: pg.Pool, key: string[]): Promise<pg.PoolClient> {
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
        key,
      );
      if (rows[0]?.locked) return client;
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    // About 20 s in all: a provider call that takes longer than that is not waited for.
    if (attempt >= 100) throw new AppError('RATE_LIMITED', { detail: 'bank account busy' });
    await setTimeout(Math.min(25 + attempt * 10, 250));
  }
}

/**
 * Runs `work` holding a lock on the participant's bank account across statements: a session
 * advisory lock on one pooled connection, so a change is counted, sent to the provider and
 * stored with no other change in between, and a crash drops the lock with the connection. First
 * brings the row in step with the provider when an earlier change was left unfinished; with
 * `count`, then counts this change (committed at once, before the provider hears of it).
 */
async function exclusively<T>(
  deps: ServiceDeps,
  participantId: string,
  count: boolean,
  work: (db: Db, row: PayoutAccount) => Promise<T>,
): Promise<T> {
  const key = [`bank-account:${participantId}`];
  const client = await lockedClient(poolOf(deps.db), key);
  let healthy = true;
  try {
    try {
      const db: Db = drizzle(client, { schema });
      let row = await load(db, participantId);
      if (!inStep(row)) {
        const truth = await deps.payments.currentBankAccount({
          accountId: row.accountId,
          currency: deps.settings.currency,
        });
        row = await store(db, deps, row, truth);
      }
      if (count) {
        await db
          .update(payoutAccounts)
          .set({ bankChangesStarted: sql`${payoutAccounts.bankChangesStarted} + 1` })
          .where(eq(payoutAccounts.participantId, participantId));
        row = await load(db, participantId);
      }
      return await work(db, row);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', key).catch(() => {
        healthy = false;
      });
    }
  } finally {
    // A connection whose unlock failed is dropped, and its lock with it.
    client.release(!healthy);
  }
}

/** The bank account, as the provider has it: asks the provider when a change was left unfinished. */
export async function getBankAccount(
  deps: ServiceDeps,
  participantId: string,
): Promise<BankAccountResponse> {
  const row = await storedAccount(deps, participantId);
  if (!row || inStep(row)) return bankView(row);
  return bankView(await exclusively(deps, participantId, false, async (_db, synced) => synced));
}

export async function setBankAccount(
  deps: ServiceDeps,
  participantId: string,
  input: BankAccountRequest,
): Promise<BankAccountResponse> {
  const iban = checkIban(input.iban);
  if (!iban.ok) throw new AppError('INVALID_IBAN', { fields: ['iban'] });
  await ensureAccount(deps, participantId);
  const outcome = await exclusively(deps, participantId, true, async (db, row) => {
    let added: BankAccountView;
    try {
      added = await deps.payments.addBankAccount({
        accountId: row.accountId,
        holder: input.accountHolder,
        iban: iban.iban,
        country: iban.country,
        currency: deps.settings.currency,
      });
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) throw error;
      // Nothing changed at the provider: the row (the old account) is in step as it is.
      await store(db, deps, row, storedView(row));
      return { refused: error };
    }
    const updated = await store(db, deps, row, added);
    if (row.bankAccountId && row.bankAccountId !== added.bankAccountId) {
      // No longer where payouts go; one left behind at the provider does no harm.
      await deps.payments
        .removeBankAccount({ accountId: row.accountId, bankAccountId: row.bankAccountId })
        .catch((error: unknown) => deps.log.warn({ err: error }, 'old bank account not removed'));
    }
    return { updated };
  });
  if ('refused' in outcome) {
    throw new AppError('BANK_ACCOUNT_REFUSED', { fields: ['iban'], cause: outcome.refused });
  }
  // Record 0101: a bonus payout that failed goes to the new account.
  await queueFailedBonusPayouts(deps.db, participantId, deps.clock.now());
  return bankView(outcome.updated);
}

export async function deleteBankAccount(
  deps: ServiceDeps,
  participantId: string,
): Promise<BankAccountResponse> {
  const existing = await storedAccount(deps, participantId);
  if (!existing) return { bankAccount: null };
  const outcome = await exclusively(deps, participantId, true, async (db, row) => {
    if (row.bankAccountId) {
      try {
        await deps.payments.removeBankAccount({
          accountId: row.accountId,
          bankAccountId: row.bankAccountId,
        });
      } catch (error) {
        if (!(error instanceof PaymentRefusedError)) throw error;
        await store(db, deps, row, storedView(row));
        return { refused: error };
      }
    }
    return { updated: await store(db, deps, row, null) };
  });
  if ('refused' in outcome) {
    throw new AppError('NOT_SUCCESSFUL', { cause: outcome.refused, detail: 'removal refused' });
  }
  return bankView(outcome.updated);
}

function storedView(row: PayoutAccount): BankAccountView | null {
  if (!row.bankAccountId || !row.bankHolder || !row.bankCountry || !row.bankLast4) return null;
  return {
    bankAccountId: row.bankAccountId,
    holder: row.bankHolder,
    country: row.bankCountry,
    last4: row.bankLast4,
  };
}
