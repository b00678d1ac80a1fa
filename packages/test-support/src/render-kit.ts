// The kit as an SVG drawing in millimetres (docs/test-kit.md): used by the synthetic photos
// and printable at 1:1. The QR symbol comes from the `qrcode` package.
import QRCode from 'qrcode';
import {
  CASSETTE,
  CASSETTE_RGB,
  C_LINE_X,
  LINE_FULL_RGB,
  LINE_WIDTH_MM,
  MEMBRANE_RGB,
  QR_ORIGIN_ON_CASSETTE,
  QR_SIZE_MM,
  QR_VERSION,
  SAMPLE_WELL,
  T_LINE_X,
  WINDOW,
} from '@quit/domain/kit-geometry';

export type LineState = {
  /** 0 = no line, 1 = full strength. */
  c: number;
  t: number;
};

const rgb = (c: readonly number[]) => `rgb(${c.map((v) => Math.round(v)).join(',')})`;

/** The line colour at strength s: the membrane mixed with the full line colour (sRGB). */
export function lineColour(strength: number): string {
  return rgb(MEMBRANE_RGB.map((m, i) => m + strength * (LINE_FULL_RGB[i]! - m)));
}

function qrPath(code: string): string {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'Q', version: QR_VERSION });
  const n = qr.modules.size;
  const cell = QR_SIZE_MM / n;
  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.data[row * n + col]) {
        parts.push(
          `M${(col * cell).toFixed(4)} ${(row * cell).toFixed(4)}h${cell}v${cell}h${-cell}z`,
        );
      }
    }
  }
  return parts.join('');
}

/** SVG of one cassette, `pxPerMm` pixels per millimetre (viewBox in mm). */
export function kitSvg(code: string, lines: LineState, pxPerMm: number): string {
  const o = QR_ORIGIN_ON_CASSETTE;
  const w = WINDOW;
  const line = (x: number, s: number) =>
    s > 0
      ? `<rect x="${x - LINE_WIDTH_MM / 2}" y="${w.top}" width="${LINE_WIDTH_MM}" height="${w.bottom - w.top}" fill="${lineColour(s)}"/>`
      : '';
  const label = (x: number, text: string) =>
    `<text x="${x}" y="${w.top - 0.8}" font-family="DejaVu Sans, Arial, sans-serif" font-size="2.2" text-anchor="middle" fill="#555">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CASSETTE.width * pxPerMm}" height="${CASSETTE.height * pxPerMm}" viewBox="0 0 ${CASSETTE.width} ${CASSETTE.height}">
<rect width="${CASSETTE.width}" height="${CASSETTE.height}" rx="${CASSETTE.cornerRadius}" fill="${rgb(CASSETTE_RGB)}"/>
<g transform="translate(${o.x} ${o.y})">
<rect x="-2.6" y="-2.6" width="${QR_SIZE_MM + 5.2}" height="${QR_SIZE_MM + 5.2}" fill="#fff"/>
<path d="${qrPath(code)}" fill="#000" shape-rendering="crispEdges"/>
<rect x="${w.left - 0.5}" y="${w.top - 0.5}" width="${w.right - w.left + 1}" height="${w.bottom - w.top + 1}" rx="0.8" fill="#c9c9c4"/>
<rect x="${w.left}" y="${w.top}" width="${w.right - w.left}" height="${w.bottom - w.top}" fill="${rgb(MEMBRANE_RGB)}"/>
${line(C_LINE_X, lines.c)}${line(T_LINE_X, lines.t)}
${label(C_LINE_X, 'C')}${label(T_LINE_X, 'T')}
<circle cx="${SAMPLE_WELL.x}" cy="${SAMPLE_WELL.y}" r="${SAMPLE_WELL.radius + 0.5}" fill="#c9c9c4"/>
<circle cx="${SAMPLE_WELL.x}" cy="${SAMPLE_WELL.y}" r="${SAMPLE_WELL.radius}" fill="${rgb(MEMBRANE_RGB)}"/>
<text x="${SAMPLE_WELL.x}" y="${SAMPLE_WELL.y + SAMPLE_WELL.radius + 3}" font-family="DejaVu Sans, Arial, sans-serif" font-size="2.2" text-anchor="middle" fill="#555">S</text>
<text x="0" y="${QR_SIZE_MM + 5.5}" font-family="DejaVu Sans Mono, monospace" font-size="2.2" fill="#333">${code}</text>
</g>
</svg>`;
}
