// The printable sheet of QR labels for a batch of kits (T1): A4, 7 × 9 labels of 25 × 30 mm,
// each with the 16.0 mm QR symbol (version 2, level Q, white quiet zone) and the code in plain
// text, as docs/test-kit.md specifies. Print at 100 % (no "fit to page").
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { QR_SIZE_MM, QR_VERSION } from '@quit/domain/kit-geometry';

const PT = 72 / 25.4;
const PAGE = { width: 210, height: 297 };
const LABEL = { width: 25, height: 30 };
const COLUMNS = 7;
const ROWS = 9;
const MARGIN = {
  x: (PAGE.width - COLUMNS * LABEL.width) / 2,
  y: (PAGE.height - ROWS * LABEL.height) / 2,
};

export async function labelSheet(codes: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('QuitPot test kit labels');
  pdf.setCreator('QuitPot');
  const font = await pdf.embedFont(StandardFonts.Courier);
  const perPage = COLUMNS * ROWS;
  for (let start = 0; start < Math.max(codes.length, 1); start += perPage) {
    const page = pdf.addPage([PAGE.width * PT, PAGE.height * PT]);
    codes.slice(start, start + perPage).forEach((code, i) => {
      const col = i % COLUMNS;
      const row = Math.floor(i / COLUMNS);
      // Top-left of the label in mm from the page's top-left.
      const left = MARGIN.x + col * LABEL.width;
      const top = MARGIN.y + row * LABEL.height;
      // Cutting guide (light grey).
      page.drawRectangle({
        x: left * PT,
        y: (PAGE.height - top - LABEL.height) * PT,
        width: LABEL.width * PT,
        height: LABEL.height * PT,
        borderColor: rgb(0.8, 0.8, 0.8),
        borderWidth: 0.3,
      });
      const qr = QRCode.create(code, { errorCorrectionLevel: 'Q', version: QR_VERSION });
      const n = qr.modules.size;
      const cell = QR_SIZE_MM / n;
      const qrLeft = left + (LABEL.width - QR_SIZE_MM) / 2;
      const qrTop = top + 3.5;
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          if (!qr.modules.data[y * n + x]) continue;
          page.drawRectangle({
            x: (qrLeft + x * cell) * PT,
            y: (PAGE.height - qrTop - (y + 1) * cell) * PT,
            width: cell * PT,
            height: cell * PT,
            color: rgb(0, 0, 0),
          });
        }
      }
      const size = 7;
      const width = font.widthOfTextAtSize(code, size);
      page.drawText(code, {
        x: (left + LABEL.width / 2) * PT - width / 2,
        y: (PAGE.height - top - LABEL.height + 4) * PT,
        size,
        font,
        color: rgb(0, 0, 0),
      });
    });
  }
  return pdf.save();
}
