// C8 (record 0083): a course's own pot and its stay-quit bonus pot keep their money in separate
// ledger accounts, so the course's figures (its balance, what it raised and paid out) never
// count the bonus, and the bonus is held, paid out or refunded on its own. Refunds and fees
// share the accounts where money leaves the platform's hands.
import type { DonationPot } from '@quit/domain/follow-up';
import type { LedgerAccount } from '../../db/schema';

type Pair = { share: LedgerAccount; fee: LedgerAccount };
export type PotAccounts = {
  pending: Pair;
  held: Pair;
  payingOut: LedgerAccount;
  paidOut: LedgerAccount;
  /** A payout that failed after it was sent: on the participant's payout account. */
  returned: LedgerAccount;
};

const ACCOUNTS: Record<DonationPot, PotAccounts> = {
  course: {
    pending: { share: 'pending_share', fee: 'pending_fee' },
    held: { share: 'available_share', fee: 'available_fee' },
    payingOut: 'paying_out',
    paidOut: 'paid_out',
    returned: 'payout_returned',
  },
  stay_quit: {
    pending: { share: 'bonus_pending_share', fee: 'bonus_pending_fee' },
    held: { share: 'bonus_share', fee: 'bonus_fee' },
    payingOut: 'bonus_paying_out',
    paidOut: 'bonus_paid_out',
    returned: 'bonus_payout_returned',
  },
};

export function potAccounts(pot: DonationPot): PotAccounts {
  return ACCOUNTS[pot];
}
