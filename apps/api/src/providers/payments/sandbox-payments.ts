// The local payment provider (decisions S1): checkout sessions, refunds, accounts and payouts
// kept in our own table, and Stripe-shaped webhook events signed with Stripe's scheme and
// delivered to /api/stripe/webhook, so confirmation runs the same code as with Stripe.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { sandboxObjects } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { enqueueJob } from '../../platform/jobs';
import {
  PaymentRefusedError,
  WebhookSignatureError,
  type BankAccountView,
  type CheckoutView,
  type IdentityView,
  type PaymentProvider,
  type PayoutView,
  type RefundView,
} from './port';

/** Job kinds the sandbox queues: deliver one webhook event; confirm a paid checkout later. */
export const SANDBOX_JOBS = { webhook: 'sandbox.webhook', settle: 'sandbox.settle' } as const;

/** Bank accounts whose IBAN ends in these digits fail every payout after it was sent (like Stripe's). */
export const SANDBOX_FAILING_IBAN_SUFFIX = '3001';
/** Bank accounts whose IBAN ends in these digits are refused when added (DE35370400440532013002). */
export const SANDBOX_REFUSED_IBAN_SUFFIX = '3002';

type Checkout = {
  donationId: string;
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'failed';
  paymentId: string | null;
};

export type SandboxAction = 'pay' | 'pay_refunds_fail' | 'decline' | 'cancel';
/** The choices on the sandbox identity page: a passed check, a failed one, or none. */
export type SandboxIdentityAction = 'verify' | 'fail' | 'cancel';

type IdentitySession = {
  reference: string;
  participantId: string;
  returnUrl: string;
  status: 'requires_input' | 'verified' | 'canceled';
  /** Set when a check did not pass (like Stripe's last_error). */
  failed: boolean;
};

export type SandboxIdentityPage = { id: string; status: IdentityView['state'] };

function identityState(session: IdentitySession): IdentityView['state'] {
  if (session.status === 'verified') return 'verified';
  if (session.status === 'canceled') return 'cancelled';
  return session.failed ? 'failed' : 'pending';
}

/** The pool or a transaction: a sandbox operation's writes commit together. */
type Store = Pick<Db, 'select' | 'insert' | 'execute'>;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
// stripe-node signs and verifies without any network call; the key is never used.
const signer = new Stripe('sk_test_sandbox_signing_only');

export function signSandboxEvent(payload: string, secret: string): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

export type SandboxPayments = PaymentProvider & {
  readonly kind: 'sandbox';
  checkoutPage(id: string): Promise<(Checkout & { id: string }) | undefined>;
  /** The donor's choice on the sandbox checkout page; answers where the browser goes next. */
  completeCheckout(id: string, action: SandboxAction): Promise<string>;
  /** The provider confirms (or fails) a finished checkout's payment. */
  settleCheckout(id: string, outcome: 'paid' | 'failed'): Promise<void>;
  identityPage(id: string): Promise<SandboxIdentityPage | undefined>;
  /**
   * The choice on the sandbox identity page: the result goes out as a signed webhook event,
   * like Stripe Identity's; answers where the browser goes next.
   */
  completeIdentity(id: string, action: SandboxIdentityAction): Promise<string>;
};

export function createSandboxPayments(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
  confirmSeconds: number;
}): SandboxPayments {
  const { db, clock } = deps;

  async function load<T>(type: string, id: string, q: Store = db): Promise<T | undefined> {
    const [row] = await q
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, type)));
    return row?.data as T | undefined;
  }
  async function save(type: string, id: string, data: object, q: Store = db): Promise<void> {
    await q
      .insert(sandboxObjects)
      .values({ id, type, data: data as Record<string, unknown> })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: sql`excluded.data` } });
  }
  async function emit(
    q: Store,
    type: string,
    object: { id: string },
    account: string | null = null,
    afterSeconds = 0,
  ) {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      account,
      data: { object },
    };
    const runAt = new Date(clock.now().getTime() + afterSeconds * 1000);
    await enqueueJob(q, SANDBOX_JOBS.webhook, { event }, { runAt });
  }

  function view(id: string, c: Checkout): CheckoutView {
    const state =
      c.status === 'open'
        ? 'open'
        : c.status === 'expired'
          ? 'expired'
          : c.paymentStatus === 'paid'
            ? 'paid'
            : c.paymentStatus === 'failed'
              ? 'failed'
              : 'processing';
    return {
      id,
      donationId: c.donationId,
      state,
      amountCents: c.amountCents,
      currency: c.currency,
      paymentId: c.paymentId,
    };
  }

  async function checkout(id: string): Promise<Checkout> {
    const found = await load<Checkout>('checkout', id);
    if (!found) throw new PaymentRefusedError(`sandbox: no checkout ${id}`);
    return found;
  }

  /** The checkout row locked for the rest of the transaction: two clicks on "pay" queue here. */
  async function lockedCheckout(tx: Store, id: string): Promise<Checkout> {
    const [row] = await tx
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, 'checkout')))
      .for('update');
    if (!row) throw new PaymentRefusedError(`sandbox: no checkout ${id}`);
    return row.data as Checkout;
  }

  type Account = {
    participantId?: string;
    bankAccountId: string | null;
    /** Money on the participant's account at the "provider": transfers in, payouts out. */
    balanceCents?: number;
    /** Every cent ever transferred to it: a second transfer of the same money shows here. */
    transferredCents?: number;
  };

  /**
   * Like Stripe: a transfer to the participant's account (unless the money is already there),
   * then a payout in transit. Payouts to a failing test IBAN fail after they were sent: the bank
   * returns the money to the account and a `payout.failed` event follows.
   */
  async function payoutFor(
    accountId: string,
    amountCents: number,
    fromAccountBalance: boolean,
    reference: string,
  ): Promise<PayoutView> {
    const account = await load<Account>('account', accountId);
    if (!account?.bankAccountId) throw new PaymentRefusedError('sandbox: no bank account');
    const bank = await load<{ last4: string }>('bank_account', account.bankAccountId);
    let balance = account.balanceCents ?? 0;
    let transferred = account.transferredCents ?? 0;
    if (!fromAccountBalance) {
      balance += amountCents;
      transferred += amountCents;
    } else if (balance < amountCents) {
      throw new PaymentRefusedError('sandbox: the payout account holds too little');
    }
    const id = newId('po');
    const fails = bank?.last4 === SANDBOX_FAILING_IBAN_SUFFIX;
    const status = fails ? 'failed' : 'paid';
    // A failed payout's money is back on the account; a paid one has left it.
    const after = fails ? balance : balance - amountCents;
    await save('account', accountId, {
      ...account,
      balanceCents: after,
      transferredCents: transferred,
    });
    await save('payout', id, { accountId, amountCents, status, reference });
    if (fails) {
      await emit(db, 'payout.failed', { id }, accountId, deps.confirmSeconds);
      return { id, status: 'in_transit' };
    }
    return { id, status };
  }

  return {
    kind: 'sandbox',

    async createCheckout(input) {
      // Like Stripe's idempotency key per donation: one checkout per donation, however often asked.
      return db.transaction(async (tx) => {
        const earlier = await load<{ id: string }>('checkout_key', input.donationId, tx);
        if (earlier)
          return { id: earlier.id, url: `${deps.publicUrl}/sandbox/checkout/${earlier.id}` };
        const id = newId('cs');
        await save('checkout_key', input.donationId, { id }, tx);
        const created: Checkout = {
          donationId: input.donationId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          status: 'open',
          paymentStatus: 'unpaid',
          paymentId: null,
        };
        await save('checkout', id, created, tx);
        return { id, url: `${deps.publicUrl}/sandbox/checkout/${id}` };
      });
    },

    async retrieveCheckout(id) {
      return view(id, await checkout(id));
    },

    async checkoutPage(id) {
      const found = await load<Checkout>('checkout', id);
      return found && { ...found, id };
    },

    // The payment, the completed checkout, its event and the later confirmation are one
    // transaction: a crash cannot leave a paid checkout whose donation never hears of it.
    async completeCheckout(id, action) {
      return db.transaction(async (tx) => {
        const c = await lockedCheckout(tx, id);
        if (c.status !== 'open') return c.status === 'complete' ? c.successUrl : c.cancelUrl;
        if (action === 'cancel' || action === 'decline') {
          await save('checkout', id, { ...c, status: 'expired' }, tx);
          await emit(tx, 'checkout.session.expired', { id });
          const url = new URL(c.cancelUrl);
          url.searchParams.set('donation', action === 'cancel' ? 'cancelled' : 'declined');
          return url.toString();
        }
        const paymentId = newId('pi');
        await save('payment', paymentId, { refundsFail: action === 'pay_refunds_fail' }, tx);
        const confirmAtOnce = deps.confirmSeconds === 0;
        await save(
          'checkout',
          id,
          { ...c, status: 'complete', paymentStatus: confirmAtOnce ? 'paid' : 'unpaid', paymentId },
          tx,
        );
        await emit(tx, 'checkout.session.completed', { id });
        if (!confirmAtOnce) {
          await enqueueJob(
            tx,
            SANDBOX_JOBS.settle,
            { checkoutId: id },
            { runAt: new Date(clock.now().getTime() + deps.confirmSeconds * 1000) },
          );
        }
        return c.successUrl;
      });
    },

    async settleCheckout(id, outcome) {
      await db.transaction(async (tx) => {
        const c = await lockedCheckout(tx, id);
        if (c.status !== 'complete' || c.paymentStatus !== 'unpaid') return;
        await save('checkout', id, { ...c, paymentStatus: outcome }, tx);
        await emit(
          tx,
          outcome === 'paid'
            ? 'checkout.session.async_payment_succeeded'
            : 'checkout.session.async_payment_failed',
          { id },
        );
      });
    },

    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no signature header');
      try {
        const event = signer.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
        const object = event.data.object as { id?: unknown };
        if (typeof object.id !== 'string') throw new Error('event without object id');
        return {
          id: event.id,
          type: event.type,
          objectId: object.id,
          account: event.account ?? null,
        };
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid');
      }
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const existing = await load<RefundView>('refund', `re_sandbox_${idempotencyKey}`);
      if (existing) return existing;
      const payment = await load<{ refundsFail: boolean }>('payment', paymentId);
      if (!payment) throw new PaymentRefusedError(`sandbox: no payment ${paymentId}`);
      if (payment.refundsFail)
        throw new PaymentRefusedError('sandbox: the bank refused the refund');
      const refund: RefundView = { id: `re_sandbox_${idempotencyKey}`, status: 'succeeded' };
      await save('refund', refund.id, { ...refund, paymentId, amountCents });
      return refund;
    },

    async retrieveRefund(id) {
      const found = await load<RefundView>('refund', id);
      if (!found) throw new PaymentRefusedError(`sandbox: no refund ${id}`);
      return { id, status: found.status };
    },

    async createAccount({ participantId }) {
      const accountId = newId('acct');
      await save('account', accountId, { participantId, bankAccountId: null });
      return { accountId };
    },

    // The sandbox has no onboarding to go through: the account is ready at once.
    onboardingLink({ returnUrl }) {
      return Promise.resolve({ url: returnUrl });
    },

    async accountReady(accountId) {
      return (await load('account', accountId)) !== undefined;
    },

    async addBankAccount({ accountId, iban, holder, country }) {
      const account = await load<Record<string, unknown>>('account', accountId);
      if (!account) throw new PaymentRefusedError(`sandbox: no account ${accountId}`);
      if (iban.endsWith(SANDBOX_REFUSED_IBAN_SUFFIX)) {
        throw new PaymentRefusedError('sandbox: the bank account was refused');
      }
      const bank: BankAccountView = {
        bankAccountId: newId('ba'),
        holder,
        country,
        last4: iban.slice(-4),
      };
      await save('bank_account', bank.bankAccountId, { accountId, ...bank });
      await save('account', accountId, { ...account, bankAccountId: bank.bankAccountId });
      return bank;
    },

    async currentBankAccount({ accountId }) {
      const account = await load<Account>('account', accountId);
      if (!account?.bankAccountId) return null;
      const bank = await load<BankAccountView>('bank_account', account.bankAccountId);
      return bank ? { ...bank, bankAccountId: account.bankAccountId } : null;
    },

    async removeBankAccount({ accountId, bankAccountId }) {
      const account = await load<Record<string, unknown>>('account', accountId);
      if (account?.['bankAccountId'] === bankAccountId) {
        await save('account', accountId, { ...account, bankAccountId: null });
      }
    },

    async payout({ accountId, amountCents, idempotencyKey, fromAccountBalance }) {
      const existing = await load<PayoutView>('payout_key', idempotencyKey);
      if (existing) return existing;
      const payout = await payoutFor(accountId, amountCents, fromAccountBalance, idempotencyKey);
      await save('payout_key', idempotencyKey, payout);
      return payout;
    },

    async createIdentitySession({ reference, participantId, returnUrl }) {
      const id = newId('vs');
      const session: IdentitySession = {
        reference,
        participantId,
        returnUrl,
        status: 'requires_input',
        failed: false,
      };
      await save('identity', id, session);
      return { id, url: `${deps.publicUrl}/sandbox/identity/${id}` };
    },

    async retrieveIdentitySession(id) {
      const found = await load<IdentitySession>('identity', id);
      if (!found) throw new PaymentRefusedError(`sandbox: no verification session ${id}`);
      return { id, reference: found.reference, state: identityState(found) };
    },

    async identityPage(id) {
      const found = await load<IdentitySession>('identity', id);
      return found && { id, status: identityState(found) };
    },

    async completeIdentity(id, action) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxObjects)
          .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, 'identity')))
          .for('update');
        if (!row) throw new PaymentRefusedError(`sandbox: no verification session ${id}`);
        const session = row.data as IdentitySession;
        const url = new URL(session.returnUrl);
        // A finished session stays as it is (verified and cancelled are final at Stripe too).
        if (session.status !== 'requires_input') {
          url.searchParams.set('identity', identityState(session));
          return url.toString();
        }
        const next: IdentitySession =
          action === 'verify'
            ? { ...session, status: 'verified', failed: false }
            : action === 'cancel'
              ? { ...session, status: 'canceled' }
              : { ...session, failed: true };
        await save('identity', id, next, tx);
        await emit(
          tx,
          action === 'verify'
            ? 'identity.verification_session.verified'
            : action === 'cancel'
              ? 'identity.verification_session.canceled'
              : 'identity.verification_session.requires_input',
          { id },
        );
        url.searchParams.set('identity', identityState(next));
        return url.toString();
      });
    },

    async retrievePayout({ payoutId }) {
      const found = await load<{ status: PayoutView['status']; reference?: string }>(
        'payout',
        payoutId,
      );
      if (!found) throw new PaymentRefusedError(`sandbox: no payout ${payoutId}`);
      return { id: payoutId, status: found.status, reference: found.reference ?? null };
    },
  };
}
