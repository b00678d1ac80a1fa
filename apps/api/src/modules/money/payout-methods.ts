// The participant's payout method (spec §3: account holder + IBAN; stripeAccountId,
// stripeBankAccountId): a connected account at the provider and its bank account. The IBAN
// goes to the provider only; we keep the holder, the country and the last four characters.
import { eq } from 'drizzle-orm';
import type {
  BankAccountRequest,
  BankAccountResponse,
  StripeAccountResponse,
} from '@quit/contracts/money';
import { checkIban, maskIban } from '@quit/domain/iban';
import { payoutAccounts, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { PaymentRefusedError } from '../../providers/payments/port';
import type { MoneyDeps } from './deps';

type PayoutAccount = typeof payoutAccounts.$inferSelect;

async function stored(deps: MoneyDeps, participantId: string): Promise<PayoutAccount | undefined> {
  const [row] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.participantId, participantId));
  return row;
}

/** The participant's provider account, created at the first need. */
async function ensureAccount(deps: MoneyDeps, participantId: string): Promise<PayoutAccount> {
  const existing = await stored(deps, participantId);
  if (existing) return existing;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, participantId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { accountId } = await deps.payments.createAccount({
    participantId,
    email: user.email,
    country: deps.settings.payoutCountry,
  });
  await deps.db
    .insert(payoutAccounts)
    .values({ participantId, provider: deps.payments.kind, accountId })
    .onConflictDoNothing();
  const created = await stored(deps, participantId);
  if (!created) throw new Error('payout account not stored');
  return created;
}

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

export async function getBankAccount(deps: MoneyDeps, participantId: string) {
  return bankView(await stored(deps, participantId));
}

export async function setBankAccount(
  deps: MoneyDeps,
  participantId: string,
  input: BankAccountRequest,
): Promise<BankAccountResponse> {
  const iban = checkIban(input.iban);
  if (!iban.ok) throw new AppError('INVALID_IBAN', { fields: ['iban'] });
  const account = await ensureAccount(deps, participantId);
  let added;
  try {
    added = await deps.payments.addBankAccount({
      accountId: account.accountId,
      holder: input.accountHolder,
      iban: iban.iban,
      country: iban.country,
      currency: deps.settings.currency,
    });
  } catch (error) {
    if (error instanceof PaymentRefusedError) {
      throw new AppError('INVALID_IBAN', { fields: ['iban'], cause: error });
    }
    throw error;
  }
  if (account.bankAccountId) {
    await deps.payments
      .removeBankAccount({ accountId: account.accountId, bankAccountId: account.bankAccountId })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'old bank account not removed'));
  }
  const [row] = await deps.db
    .update(payoutAccounts)
    .set({
      bankAccountId: added.bankAccountId,
      bankHolder: input.accountHolder,
      bankCountry: iban.country,
      bankLast4: added.last4,
      updatedAt: deps.clock.now(),
    })
    .where(eq(payoutAccounts.participantId, participantId))
    .returning();
  return bankView(row);
}

export async function deleteBankAccount(
  deps: MoneyDeps,
  participantId: string,
): Promise<BankAccountResponse> {
  const account = await stored(deps, participantId);
  if (account?.bankAccountId) {
    await deps.payments.removeBankAccount({
      accountId: account.accountId,
      bankAccountId: account.bankAccountId,
    });
    await deps.db
      .update(payoutAccounts)
      .set({
        bankAccountId: null,
        bankHolder: null,
        bankCountry: null,
        bankLast4: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(payoutAccounts.participantId, participantId));
  }
  return { bankAccount: null };
}

export async function stripeAccountStatus(
  deps: MoneyDeps,
  participantId: string,
): Promise<StripeAccountResponse> {
  const account = await stored(deps, participantId);
  const provider = deps.payments.kind;
  if (!account) return { status: 'none', provider };
  if (account.onboarded) return { status: 'ready', provider };
  const ready = await deps.payments.accountReady(account.accountId);
  if (ready) {
    await deps.db
      .update(payoutAccounts)
      .set({ onboarded: true, updatedAt: deps.clock.now() })
      .where(eq(payoutAccounts.participantId, participantId));
  }
  return { status: ready ? 'ready' : 'onboarding', provider };
}

/** A link to the provider's onboarding of the payout account (Stripe Connect Express). */
export async function onboardingLink(
  deps: MoneyDeps,
  participantId: string,
): Promise<{ url: string }> {
  const account = await ensureAccount(deps, participantId);
  const billing = `${deps.settings.publicUrl}/participant/settings/billing`;
  return deps.payments.onboardingLink({
    accountId: account.accountId,
    returnUrl: `${billing}?onboarding=done`,
    refreshUrl: `${billing}?onboarding=retry`,
  });
}
