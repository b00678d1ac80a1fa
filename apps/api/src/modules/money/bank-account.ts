// The participant's payout bank account, kept in step with the provider, whose default bank
// account is where payouts really go. The provider's answer decides what is stored:
// - every change is counted (`bank_changes_started`, committed) before the provider is called,
//   and provider calls happen only under the payout account's row lock, one change at a time;
// - a change that the provider refuses leaves both sides as they were;
// - a change stored after the provider's answer marks the row as matching (`bank_changes_synced`);
// - if anything fails between the provider's answer and our write (a crash, a database error, a
//   lost connection), the counts differ and the next read asks the provider and stores its
//   answer. So what the app shows never stays different from where payouts go.
import { eq, sql } from 'drizzle-orm';
import type { BankAccountRequest, BankAccountResponse } from '@quit/contracts/money';
import { checkIban, maskIban } from '@quit/domain/iban';
import { payoutAccounts } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { PaymentRefusedError, type BankAccountView } from '../../providers/payments/port';
import type { MoneyDeps } from './deps';
import type { Tx } from './ledger';
import { ensureAccount, storedAccount, type PayoutAccount } from './payout-methods';

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
async function store(tx: Tx, deps: MoneyDeps, row: PayoutAccount, bank: BankAccountView | null) {
  const [updated] = await tx
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

/** Counts a change as begun, in its own committed statement, before the provider hears of it. */
async function beginChange(deps: MoneyDeps, participantId: string): Promise<void> {
  await deps.db
    .update(payoutAccounts)
    .set({ bankChangesStarted: sql`${payoutAccounts.bankChangesStarted} + 1` })
    .where(eq(payoutAccounts.participantId, participantId));
}

/**
 * Runs `change` holding the payout account's row lock, after bringing the row in step with the
 * provider when the counts differ. They always do for a change (it counted itself), so each change
 * first reads the provider's current account: one read more, and a change never starts from
 * what an unfinished earlier one left behind.
 */
async function underLock<T>(
  deps: MoneyDeps,
  participantId: string,
  change: (tx: Tx, row: PayoutAccount) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.participantId, participantId))
      .for('update');
    if (!locked) throw new Error('payout account vanished');
    let row = locked;
    if (!inStep(row)) {
      const truth = await deps.payments.currentBankAccount({
        accountId: row.accountId,
        currency: deps.settings.currency,
      });
      row = await store(tx, deps, row, truth);
    }
    return change(tx, row);
  });
}

/** The bank account, as the provider has it: asks the provider when a change was left unfinished. */
export async function getBankAccount(
  deps: MoneyDeps,
  participantId: string,
): Promise<BankAccountResponse> {
  const row = await storedAccount(deps, participantId);
  if (!row || inStep(row)) return bankView(row);
  return bankView(await underLock(deps, participantId, async (_tx, synced) => synced));
}

export async function setBankAccount(
  deps: MoneyDeps,
  participantId: string,
  input: BankAccountRequest,
): Promise<BankAccountResponse> {
  const iban = checkIban(input.iban);
  if (!iban.ok) throw new AppError('INVALID_IBAN', { fields: ['iban'] });
  await ensureAccount(deps, participantId);
  await beginChange(deps, participantId);
  const outcome = await underLock(deps, participantId, async (tx, row) => {
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
      await store(tx, deps, row, storedView(row));
      return { refused: error };
    }
    const updated = await store(tx, deps, row, added);
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
  return bankView(outcome.updated);
}

export async function deleteBankAccount(
  deps: MoneyDeps,
  participantId: string,
): Promise<BankAccountResponse> {
  const existing = await storedAccount(deps, participantId);
  if (!existing) return { bankAccount: null };
  await beginChange(deps, participantId);
  const outcome = await underLock(deps, participantId, async (tx, row) => {
    if (row.bankAccountId) {
      try {
        await deps.payments.removeBankAccount({
          accountId: row.accountId,
          bankAccountId: row.bankAccountId,
        });
      } catch (error) {
        if (!(error instanceof PaymentRefusedError)) throw error;
        await store(tx, deps, row, storedView(row));
        return { refused: error };
      }
    }
    return { updated: await store(tx, deps, row, null) };
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
