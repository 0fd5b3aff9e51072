import PDFDocument from 'pdfkit';
import { PdfPen } from '../../lib/pdf-text.ts';
import { drawQr } from '../../lib/qr-pdf.ts';

/** A4 in points, and the label grid: 3 across, 8 down, 24 labels a page. */
const PAGE = { width: 595.28, height: 841.89 };
const GRID = { columns: 3, rows: 8, marginX: 22, marginY: 24 };
export const LABELS_PER_PAGE = GRID.columns * GRID.rows;

export interface Label {
  serial: string;
  type: string;
}

/**
 * Printable labels: per label a QR code holding the serial (drawn as vector squares, sharp at any
 * printer resolution, with the quiet zone a phone camera needs) and the serial in large type beside it.
 */
export async function labelsPdf(labels: Label[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: title, Creator: 'Recolecta' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pen = new PdfPen(doc);
  const cellW = (PAGE.width - 2 * GRID.marginX) / GRID.columns;
  const cellH = (PAGE.height - 2 * GRID.marginY) / GRID.rows;
  labels.forEach((label, i) => {
    const onPage = i % LABELS_PER_PAGE;
    if (i > 0 && onPage === 0) doc.addPage({ size: 'A4', margin: 0 });
    const x = GRID.marginX + (onPage % GRID.columns) * cellW;
    const y = GRID.marginY + Math.floor(onPage / GRID.columns) * cellH;
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .rect(x + 2, y + 2, cellW - 4, cellH - 4)
      .stroke()
      .restore();
    const size = cellH - 14;
    const qx = x + 8;
    const qy = y + 7;
    drawQr(doc, label.serial, qx, qy, size);
    doc.fill('#000000');
    const textX = qx + size + 6;
    const textW = x + cellW - 8 - textX;
    // The serial on one line: a long one is set smaller (down to 7 pt) rather than broken.
    const serialWidth = pen.bold(11).widthOf(label.serial);
    const serialSize = Math.max(7, Math.min(11, (11 * textW) / serialWidth));
    doc.fillColor('#000000');
    pen.size(serialSize).text(label.serial, textX, y + 24, { width: textW });
    doc.fillColor('#333333');
    pen.regular(7).text(label.type, textX, y + 44, { width: textW, height: 30 });
  });
  if (labels.length === 0) pen.regular(12).text(title, 40, 40);
  doc.end();
  return done;
}
