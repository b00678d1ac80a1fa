import type { WebappConfig } from '@quit/contracts/global';
import type { Language } from '@quit/domain/constants';
import { isValidDonationAmount } from '@quit/domain/donation';

/** What the donation form needs of the deployment's configuration. */
export type DonationConfig = Pick<WebappConfig, 'currency' | 'donation' | 'feeTiers'>;

/** The amount choice that shows the field for an amount of one's own. */
export const CUSTOM_AMOUNT = 'custom';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Cents from the custom-amount field, read in the user's language: `1.000,50` in German and
 * `1,000.50` in English (thousands grouped by three, up to two decimals). A lone group separator
 * followed by one or two digits is read as the decimal point (`12.5` in German is 12,50 €), as
 * nobody groups thousands that way. Anything else — a sign, an exponent (`1e3`), letters,
 * misplaced separators — is no amount (null), never a different one.
 */
export function parseAmountCents(text: string, language: Language): number | null {
  const { group, decimal } = SEPARATORS[language];
  let value = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  if (value === '' || !/^[\d.,]+$/.test(value)) return null;
  const loneGroup = value.indexOf(group);
  if (
    !value.includes(decimal) &&
    loneGroup !== -1 &&
    loneGroup === value.lastIndexOf(group) &&
    /^\d{1,2}$/.test(value.slice(loneGroup + 1))
  ) {
    value = value.replace(group, decimal);
  }
  const [whole = '', fraction, extra] = value.split(decimal);
  if (extra !== undefined) return null;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return null;
  const grouped = whole.includes(group);
  if (grouped ? !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole) : !/^\d+$/.test(whole)) {
    return null;
  }
  const euros = Number(whole.split(group).join(''));
  const cents = Number((fraction ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The chosen amount in cents: a preset, or the custom field's; null when none is given. */
export function chosenAmountCents(
  choice: string,
  customAmount: string,
  language: Language,
): number | null {
  if (choice === CUSTOM_AMOUNT) return parseAmountCents(customAmount, language);
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
