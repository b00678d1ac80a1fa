import { describe, expect, it } from 'vitest';
import { contrastColors, theme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// WCAG 2.2 AA, 1.4.3: 4.5:1 for normal-size text.
describe('theme contrast', () => {
  const pot = theme.colors?.pot ?? [];
  const white = '#ffffff';
  const footerGrey = '#f8f9fa'; // gray.0

  it('white text on filled primary buttons', () => {
    expect(contrast(white, pot[7] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(white, pot[8] ?? '')).toBeGreaterThanOrEqual(4.5); // hover
  });

  it('primary links on white and on the footer', () => {
    expect(contrast(pot[7] ?? '', white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(pot[7] ?? '', footerGrey)).toBeGreaterThanOrEqual(4.5);
  });

  it('light variants (text shade 9 on shade 1) and text on tinted sections (shade 0)', () => {
    expect(contrast(pot[9] ?? '', pot[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#000000', pot[0] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text, placeholders and errors', () => {
    expect(contrast(contrastColors.dimmed, footerGrey)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(contrastColors.placeholder, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(contrastColors.error, white)).toBeGreaterThanOrEqual(4.5);
  });
});
