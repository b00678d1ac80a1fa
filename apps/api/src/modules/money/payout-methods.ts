// The participant's payout method (spec §3: account holder + IBAN; stripeAccountId,
// stripeBankAccountId): a connected account at the provider and its bank account (bank-account.ts).
// The IBAN goes to the provider only; we keep the holder, the country and the last four characters.
import { eq } from 'drizzle-orm';
import type { StripeAccountResponse } from '@quit/contracts/money';
import { payoutAccounts, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

export async function storedAccount(
  deps: ServiceDeps,
  participantId: string,
): Promise<PayoutAccount | undefined> {
  const [row] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.participantId, participantId));
  return row;
}

/** The participant's provider account, created at the first need. */
export async function ensureAccount(
  deps: ServiceDeps,
  participantId: string,
): Promise<PayoutAccount> {
  const existing = await storedAccount(deps, participantId);
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
  const created = await storedAccount(deps, participantId);
  if (!created) throw new Error('payout account not stored');
  return created;
}

export async function stripeAccountStatus(
  deps: ServiceDeps,
  participantId: string,
): Promise<StripeAccountResponse> {
  const account = await storedAccount(deps, participantId);
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
  deps: ServiceDeps,
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
