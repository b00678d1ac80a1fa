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

/** Room for the title: the card's width less its margins. */
const TITLE_WIDTH = WIDTH - 160;
/** Font sizes tried for the title, largest first; the last one cuts what still does not fit. */
const TITLE_SIZES = [60, 52, 44];
/**
 * The widest average advance of the title's font (DejaVu Sans Bold, the first of the card's
 * fonts) per pixel of font size: a line of n characters is at most n × size × this wide.
 */
const ADVANCE_PER_SIZE = 0.68;

/** Splits `text` into lines of at most `width` characters, at spaces (a longer word stays whole). */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push(line);
  return out;
}

const cut = (line: string, width: number) =>
  line.length > width ? `${line.slice(0, width - 1)}…` : line;

/**
 * The title in at most two lines inside the card's margins: the largest size at which it fits,
 * or at the smallest size the first line and as much of the rest as fits, ended by "…".
 */
export function titleLayout(text: string): { size: number; lines: string[] } {
  const perLine = (size: number) => Math.floor(TITLE_WIDTH / (size * ADVANCE_PER_SIZE));
  for (const size of TITLE_SIZES) {
    const lines = wrap(text, perLine(size));
    if (lines.length <= 2 && lines.every((line) => line.length <= perLine(size))) {
      return { size, lines };
    }
  }
  const size = TITLE_SIZES.at(-1)!;
  const width = perLine(size);
  const [first = '', ...rest] = wrap(text, width);
  const second = rest.join(' ');
  return { size, lines: second ? [cut(first, width), cut(second, width)] : [cut(first, width)] };
}

/** The card as SVG: the brand, the title, the progress bar and its figures. */
export function shareCardSvg(card: ShareCard): string {
  const bar = Math.round((WIDTH - 160) * (card.percent / 100));
  const layout = titleLayout(card.title);
  const title = layout.lines
    .map(
      (line, i) =>
        `<text x="80" y="${250 + i * Math.round(layout.size * 1.27)}" class="title" font-size="${layout.size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #10231d; }
    .brand { font-size: 44px; font-weight: 700; fill: #0e7c63; }
    .title { font-weight: 700; }
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
