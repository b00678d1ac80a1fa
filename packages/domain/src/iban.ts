// Payout method: an IBAN is accepted when its country takes SEPA payouts, its length fits the
// country and its ISO 13616 check digits (mod 97) are right.

/** IBAN length per SEPA country. */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Removes spaces and makes letters upper case: "de89 3704…" → "DE893704…". */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}

export type IbanCheck =
  | { ok: true; iban: string; country: string }
  | { ok: false; reason: 'format' | 'country' | 'length' | 'checksum' };

export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return { ok: false, reason: 'format' };
  const country = iban.slice(0, 2);
  const length = SEPA_IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, reason: 'country' };
  if (iban.length !== length) return { ok: false, reason: 'length' };
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  return mod97(digits) === 1 ? { ok: true, iban, country } : { ok: false, reason: 'checksum' };
}

/** Shows only the country and the last four characters: "DE•• •••• … 3000". */
export function maskIban(country: string, last4: string): string {
  return `${country}•• •••• •••• ${last4}`;
}
