// Billing's one vocabulary (issue 16): every amount as what donors gave, the fee in it and the
// participant's share (given = fee + share), grouped by where the donation's money is now.
import type { Balance, MoneySplit } from '@quit/contracts/money';

type SplitDonation = {
  status: string;
  chargedCents: number;
  feeCents: number;
  shareCents: number;
  /** What was paid out of it (after a partial payout, less than charged: the rest is refunded). */
  paidOutCents: number;
  /** What went back to the donor so far. */
  refundedCents: number;
};

export type BalanceSplit = Balance['split'];
type Part = Exclude<keyof BalanceSplit, 'total'>;

const zero = (): MoneySplit => ({ givenCents: 0, feeCents: 0, shareCents: 0 });

function add(target: MoneySplit, given: number, fee: number): void {
  target.givenCents += given;
  target.feeCents += fee;
  target.shareCents += given - fee;
}

/** The fee in a part of what a donor gave, in proportion, rounded down. */
function feeIn(partCents: number, d: SplitDonation): number {
  return d.chargedCents === 0 ? 0 : Math.floor((partCents * d.feeCents) / d.chargedCents);
}

export function balanceSplit(donations: readonly SplitDonation[]): BalanceSplit {
  const split: BalanceSplit = {
    pending: zero(),
    available: zero(),
    paid_out: zero(),
    refunding: zero(),
    refunded: zero(),
    total: zero(),
  };
  for (const d of donations) {
    const fee = d.feeCents;
    add(split.total, d.chargedCents, fee);
    const rest = d.chargedCents - d.paidOutCents;
    if (d.status === 'paid_out' && rest > 0) {
      // A partial payout: the rest goes back to the donor, the remainder was paid out.
      const restFee = feeIn(rest, d);
      add(d.refundedCents > 0 ? split.refunded : split.refunding, rest, restFee);
      add(split.paid_out, d.paidOutCents, fee - restFee);
      continue;
    }
    const part: Part | null =
      d.status === 'pending' ||
      d.status === 'available' ||
      d.status === 'paid_out' ||
      d.status === 'refunding' ||
      d.status === 'refunded'
        ? d.status
        : null;
    if (part) add(split[part], d.chargedCents, fee);
  }
  return split;
}
