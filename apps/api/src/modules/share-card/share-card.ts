import type { PublicParticipant } from '@quit/contracts/money';
import type { Language } from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import { shareTexts } from './texts';

/**
 * What a shared fundraiser link shows (issue 13): the participant's public name (A4: first name
 * and last initial), the progress and the card image. Built only from the public fundraiser
 * view's totals — never a gift's donor name, message or a supporter's email.
 */
export type ShareCard = {
  title: string;
  description: string;
  imageAlt: string;
  /** The percentage of the minimum raised, 0–100. */
  percent: number;
  raised: string;
  minimum: string;
};

export function shareCard(view: PublicParticipant, language: Language): ShareCard {
  const t = shareTexts[language];
  const raised = formatMoney(view.raisedCents, language, view.currency);
  const minimum = formatMoney(view.minBalanceCents, language, view.currency);
  const parts = [t.progress(raised, minimum), t.supporters(view.supporterCount)];
  if (view.courseDay !== null) parts.push(t.day(view.courseDay));
  const percent =
    view.minBalanceCents > 0
      ? Math.min(100, Math.floor((view.raisedCents / view.minBalanceCents) * 100))
      : 100;
  return {
    title: t.title(view.displayName),
    description: parts.join(' · '),
    imageAlt: t.imageAlt(view.displayName),
    percent,
    raised,
    minimum,
  };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;');

/** The Open Graph and Twitter card tags of a fundraiser page, for the HTML head. */
export function shareTags(
  card: ShareCard,
  { pageUrl, imageUrl, language }: { pageUrl: string; imageUrl: string; language: Language },
): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(`${card.title} · ${shareTexts[language].site}`)}</title>`,
    meta('name', 'description', card.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', shareTexts[language].site),
    meta('property', 'og:locale', language === 'de' ? 'de_DE' : 'en_GB'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', card.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', card.imageAlt),
  ].join('\n    ');
}
