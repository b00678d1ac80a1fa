// The share card's image (issue 13; issue 30 item 5: "the share image cuts its title"): the title
// stays inside the card's margins in both languages, whole when it fits in two lines.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareCardPng, titleLayout } from '../../../src/modules/share-card/image';
import type { ShareCard } from '../../../src/modules/share-card/share-card';
import { shareTexts } from '../../../src/modules/share-card/texts';

const card = (title: string): ShareCard => ({
  title,
  description: '€120.00 of €250.00 raised · 3 supporters',
  imageAlt: 'alt',
  percent: 48,
  raised: '€120.00',
  minimum: '€250.00',
});

/** Dark (text) pixels of the title's band (y 170–400), counted left of and inside the right margin. */
async function titleInk(title: string) {
  const { data, info } = await sharp(await shareCardPng(card(title)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let inside = 0;
  let margin = 0;
  for (let y = 170; y < 400; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const dark = data[i]! + data[i + 1]! + data[i + 2]! < 3 * 110;
      if (!dark) continue;
      if (x >= info.width - 80) margin += 1;
      else inside += 1;
    }
  }
  return { inside, margin };
}

const names = ['Paula P.', 'Ada L.', 'Maximiliane-Alexandra W.', 'Jo K.'];

describe('the share card image', () => {
  for (const language of ['en', 'de'] as const) {
    it(`keeps the title inside the card in ${language}, whole when it fits`, async () => {
      for (const name of names) {
        const title = shareTexts[language].title(name);
        const ink = await titleInk(title);
        expect(ink.inside, `${title}: drawn`).toBeGreaterThan(1000);
        expect(ink.margin, `${title}: reaches the right margin`).toBe(0);
        const layout = titleLayout(title);
        expect(layout.lines.length).toBeLessThanOrEqual(2);
        expect(layout.lines.join(' '), title).toBe(title);
      }
    });
  }

  it('cuts a title too long for two lines with "…", still inside the card', async () => {
    const title = shareTexts.en.title(
      'Bartholomew-Maximilian Wolfeschlegelsteinhausenberger-Dorff S.',
    );
    const layout = titleLayout(title);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]).toMatch(/…$/);
    expect((await titleInk(title)).margin).toBe(0);
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    expect(titleLayout(word).lines[0]).toMatch(/…$/);
    expect((await titleInk(word)).margin).toBe(0);
  });
});
