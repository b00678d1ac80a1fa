import sharp from 'sharp';
import type { ShareCard } from './share-card';

const WIDTH = 1200;
const HEIGHT = 630;

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Wraps a title into at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push(line);
  return out.length > 2
    ? [
        out[0] ?? '',
        `${out
          .slice(1)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : out;
}

/** The card as SVG: the brand, the title, the progress bar and its figures. */
export function shareCardSvg(card: ShareCard): string {
  const bar = Math.round((WIDTH - 160) * (card.percent / 100));
  const title = lines(card.title, 34)
    .map((line, i) => `<text x="80" y="${250 + i * 76}" class="title">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #10231d; }
    .brand { font-size: 44px; font-weight: 700; fill: #0e7c63; }
    .title { font-size: 60px; font-weight: 700; }
    .figures { font-size: 40px; }
  </style>
  <rect width="100%" height="100%" fill="#f4fbf8" />
  <rect x="0" y="0" width="${WIDTH}" height="16" fill="#0e7c63" />
  <text x="80" y="120" class="brand">QuitPot</text>
  ${title}
  <rect x="80" y="440" width="${WIDTH - 160}" height="36" rx="18" fill="#d3ece3" />
  <rect x="80" y="440" width="${Math.max(bar, 36)}" height="36" rx="18" fill="#0e7c63" />
  <text x="80" y="550" class="figures">${escapeXml(card.description.split(' · ')[0] ?? '')} (${card.percent}%)</text>
</svg>`;
}

export async function shareCardPng(card: ShareCard): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
