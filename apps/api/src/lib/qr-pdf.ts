import QRCode from 'qrcode';

/** The QR code of a text as a square of dark (true) and light modules, without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => Boolean(qr.modules.get(row, col))),
  );
}

/**
 * Draws a QR code into a PDF as vector squares (sharp at any printer resolution), with the quiet zone
 * a phone camera needs, in a `size`-point square at (x, y).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const unit = size / (matrix.length + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  matrix.forEach((line, row) => {
    line.forEach((dark, col) => {
      if (dark) doc.rect(x + (col + quiet) * unit, y + (row + quiet) * unit, unit, unit);
    });
  });
  doc.fill('#000000');
}
