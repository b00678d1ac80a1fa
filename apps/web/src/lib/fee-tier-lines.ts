import type { TFunction } from '@/lib/i18n-types';
import { DEFAULT_CURRENCY, type Language } from '@quit/domain/constants';
import { FEE_TIERS, type FeeTier } from '@quit/domain/fees';
import { formatMoney } from '@quit/domain/format';

/**
 * The fee tiers as lines to show ("€1.00 to €2.49: 25 % fee"): the deployment's configured
 * tiers (which are the domain's FEE_TIERS), or the domain's own list before they have loaded.
 */
export function feeTierLines(
  t: TFunction,
  language: Language,
  tiers: readonly FeeTier[] = FEE_TIERS,
  currency: string = DEFAULT_CURRENCY,
): string[] {
  const money = (cents: number) => formatMoney(cents, language, currency);
  return tiers.map((tier) =>
    tier.maxCents === null
      ? t('fee_tier.open', { from: money(tier.minCents), percent: tier.percent })
      : t('fee_tier.range', {
          from: money(tier.minCents),
          to: money(tier.maxCents),
          percent: tier.percent,
        }),
  );
}
