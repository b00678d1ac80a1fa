import type { WebappConfig } from '@quit/contracts/global';
import { isValidDonationAmount } from '@quit/domain/donation';

/** What the donation form needs of the deployment's configuration. */
export type DonationConfig = Pick<WebappConfig, 'currency' | 'donation' | 'feeTiers'>;

/** The amount choice that shows the field for an amount of one's own. */
export const CUSTOM_AMOUNT = 'custom';

/**
 * Cents from the custom-amount field (euros with up to two decimals). The field hands over a
 * number, or a string while it is empty or half typed ('12,' in German); null when no amount.
 */
export function eurosToCents(value: number | string): number | null {
  const euros =
    typeof value === 'number' ? value : Number(value.trim().replace(',', '.') || Number.NaN);
  return Number.isFinite(euros) ? Math.round(euros * 100) : null;
}

/** The chosen amount in cents: a preset, or the custom field's; null when none is given. */
export function chosenAmountCents(choice: string, customAmount: number | string): number | null {
  if (choice === CUSTOM_AMOUNT) return eurosToCents(customAmount);
  const preset = Number(choice);
  return Number.isInteger(preset) ? preset : null;
}

/** The same rule the API applies (M5): whole cents within the configured limits. */
export function isAllowedAmount(cents: number | null, config: DonationConfig): cents is number {
  return (
    cents !== null &&
    isValidDonationAmount(cents, {
      minCents: config.donation.minCents,
      maxCents: config.donation.maxCents,
    })
  );
}
