// Issue 16: postal codes checked by the country's pattern (Universal Postal Union formats), and
// address fields kept to plain text: letters, digits, spaces and punctuation, never emoji.

/** Postal code patterns by ISO country code; other countries get the general rule below. */
const PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  BE: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  DK: /^\d{4}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  FI: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

/** Country names (English and German) people type instead of the code. */
const NAMES: Record<string, string> = {
  germany: 'DE',
  deutschland: 'DE',
  austria: 'AT',
  österreich: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  liechtenstein: 'LI',
  luxembourg: 'LU',
  luxemburg: 'LU',
  belgium: 'BE',
  belgien: 'BE',
  netherlands: 'NL',
  niederlande: 'NL',
  denmark: 'DK',
  dänemark: 'DK',
  france: 'FR',
  frankreich: 'FR',
  italy: 'IT',
  italien: 'IT',
  spain: 'ES',
  spanien: 'ES',
  portugal: 'PT',
  poland: 'PL',
  polen: 'PL',
  'czech republic': 'CZ',
  czechia: 'CZ',
  tschechien: 'CZ',
  sweden: 'SE',
  schweden: 'SE',
  norway: 'NO',
  norwegen: 'NO',
  finland: 'FI',
  finnland: 'FI',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  großbritannien: 'GB',
  'vereinigtes königreich': 'GB',
  ireland: 'IE',
  irland: 'IE',
  'united states': 'US',
  usa: 'US',
  'vereinigte staaten': 'US',
  canada: 'CA',
  kanada: 'CA',
};

/** The ISO code of a country typed as code or name, or null when it is not one we know. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  const value = country.trim();
  const upper = value.toUpperCase();
  if (upper in PATTERNS) return upper;
  return NAMES[value.toLowerCase()] ?? null;
}

/** Any country: 2–10 letters and digits, with single spaces or hyphens between them. */
const GENERAL = /^[A-Za-z\d]+([ -][A-Za-z\d]+)*$/;

export function isValidPostalCode(postalCode: string, country: string | null | undefined): boolean {
  const value = postalCode.trim();
  if (value.length < 2 || value.length > 10 || !GENERAL.test(value)) return false;
  const code = countryCode(country);
  const pattern = code === null ? undefined : PATTERNS[code];
  return pattern === undefined || pattern.test(value);
}

/** Plain text for names and addresses: letters, marks, digits, spaces and punctuation only. */
export function isPlainText(value: string): boolean {
  return /^[\p{L}\p{M}\p{N}\p{Zs}\p{P}]*$/u.test(value);
}
