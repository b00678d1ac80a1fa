// An independent way to make photos of the kit, to check that the reader reads kits it was not
// built alongside: the cassette is laid out in HTML/CSS from the millimetre dimensions in
// docs/test-kit.md (not from kit-geometry.ts or render-kit.ts), the QR code is qrcode's own SVG,
// and Chromium rasterises it, tilted by a CSS 3D transform, on a textured table with a shadow
// and uneven light, in other cassette colours, fonts, line colours and widths (within the
// documented tolerances); the screenshot is then saved like a phone camera's JPEG.
import { chromium, type Browser } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { browserEnv } from './browser-env';

export type ChromiumKit = {
  code: string;
  /** Line strengths 0–1 (docs/test-kit.md §4); 0 = no line. */
  c: number;
  t: number;
  /** Full-strength line colour (sRGB), a purple-red within what colloidal gold gives. */
  lineRgb: [number, number, number];
  /** Line widths and shifts of the line centres, mm (tolerance ±0.2). */
  lineWidth: number;
  lineShift: number;
  cassette: string;
  background: 'wood' | 'desk' | 'cloth';
  font: string;
  /** Degrees. */
  rotateZ: number;
  rotateX: number;
  rotateY: number;
  /** Screen pixels per millimetre of the cassette. */
  pxPerMm: number;
  /** Light: brighter spot position (share of the photo) and how dark the far side gets. */
  light: { x: number; y: number; dark: number };
  blur: number;
  jpegQuality: number;
};

const WIDTH = 1280;
const HEIGHT = 960;
const MEMBRANE = [251, 250, 246];

const BACKGROUNDS: Record<ChromiumKit['background'], string> = {
  wood: 'repeating-linear-gradient(83deg, #8d5b2c 0 7px, #a06b39 7px 12px, #7b4d22 12px 15px, #94602f 15px 23px)',
  desk: 'repeating-radial-gradient(circle at 30% 40%, #b9b4aa 0 2px, #c3beb3 2px 5px)',
  cloth: 'repeating-linear-gradient(45deg, #3d5a73 0 3px, #46647e 3px 6px)',
};

const mix = (s: number, full: readonly number[]) =>
  `rgb(${MEMBRANE.map((m, i) => Math.round(m + s * (full[i]! - m))).join(',')})`;

async function html(kit: ChromiumKit): Promise<string> {
  const qr = await QRCode.toString(kit.code, {
    type: 'svg',
    errorCorrectionLevel: 'Q',
    version: 2,
    margin: 0,
  });
  const mm = (v: number) => `${(v * kit.pxPerMm).toFixed(2)}px`;
  // Cassette coordinates from docs/test-kit.md §1.
  const line = (centre: number, s: number) =>
    s <= 0
      ? ''
      : `<div style="position:absolute;left:${mm(centre + kit.lineShift - 28 - kit.lineWidth / 2)};top:0;width:${mm(kit.lineWidth)};height:100%;background:${mix(s, kit.lineRgb)}"></div>`;
  const label = (centre: number, text: string) =>
    `<div style="position:absolute;left:${mm(centre - 2)};top:${mm(5.2)};width:${mm(4)};text-align:center;font:bold ${mm(2.2)}/1 ${kit.font};color:#666">${text}</div>`;
  return `<!doctype html><html><head><style>
html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{background:${BACKGROUNDS[kit.background]};perspective:1400px}
.kit{position:absolute;left:50%;top:50%;width:${mm(80)};height:${mm(30)};margin:${mm(-15)} 0 0 ${mm(-40)};
border-radius:${mm(3)};background:linear-gradient(160deg,#fff 0%,${kit.cassette} 35%,${kit.cassette} 100%);
box-shadow:${mm(1.2)} ${mm(2)} ${mm(2.5)} rgba(0,0,0,.45);
transform:rotateZ(${kit.rotateZ}deg) rotateX(${kit.rotateX}deg) rotateY(${kit.rotateY}deg)}
.light{position:absolute;inset:0;background:radial-gradient(circle at ${kit.light.x * 100}% ${kit.light.y * 100}%,rgba(255,255,255,.08),rgba(0,0,0,${kit.light.dark}) 90%)}
</style></head><body>
<div class="kit">
  <div style="position:absolute;left:${mm(2.4)};top:${mm(2.4)};width:${mm(21.2)};height:${mm(21.2)};background:#fff"></div>
  <div style="position:absolute;left:${mm(5)};top:${mm(5)};width:${mm(16)};height:${mm(16)}">${qr.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  <div style="position:absolute;left:${mm(5)};top:${mm(24.3)};font:${mm(2.2)}/1 'Liberation Mono','Courier New',monospace;color:#222">${kit.code}</div>
  <div style="position:absolute;left:${mm(27.5)};top:${mm(7.5)};width:${mm(35)};height:${mm(11)};background:#d2d2cc;border-radius:${mm(0.6)}"></div>
  <div style="position:absolute;left:${mm(28)};top:${mm(8)};width:${mm(34)};height:${mm(10)};background:${mix(0, kit.lineRgb)};overflow:hidden">
    ${line(36, kit.c)}${line(48, kit.t)}
  </div>
  ${label(36, 'C')}${label(48, 'T')}
  <div style="position:absolute;left:${mm(66.5)};top:${mm(8.5)};width:${mm(9)};height:${mm(9)};border-radius:50%;background:#d2d2cc"></div>
  <div style="position:absolute;left:${mm(67)};top:${mm(9)};width:${mm(8)};height:${mm(8)};border-radius:50%;background:#f6f5f0;box-shadow:inset 0 ${mm(0.4)} ${mm(0.8)} rgba(0,0,0,.25)"></div>
  <div style="position:absolute;left:${mm(69)};top:${mm(18.5)};width:${mm(4)};text-align:center;font:bold ${mm(2.2)}/1 ${kit.font};color:#666">S</div>
</div>
<div class="light"></div>
</body></html>`;
}

export class ChromiumKitCamera {
  private readonly browser: Browser;

  private constructor(browser: Browser) {
    this.browser = browser;
  }

  static async open(): Promise<ChromiumKitCamera> {
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
      // Chromium only draws test photos here; it is no part of the app. It keeps the machine's
      // real clock in the date sweep (scripts/test-dates.sh): under libfaketime it hangs.
      env: browserEnv(),
    });
    return new ChromiumKitCamera(browser);
  }

  /** A phone-like JPEG of the kit: Chromium's pixels, a little lens blur, 4:2:0 JPEG. */
  async photo(kit: ChromiumKit): Promise<Buffer> {
    const page = await this.browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    try {
      await page.setContent(await html(kit));
      const png = await page.screenshot({ type: 'png' });
      let image = sharp(png);
      if (kit.blur > 0.3) image = image.blur(kit.blur);
      return await image
        .jpeg({ quality: kit.jpegQuality, chromaSubsampling: '4:2:0', mozjpeg: false })
        .toBuffer();
    } finally {
      await page.close();
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
