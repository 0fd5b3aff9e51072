import type { Locale } from '@recolecta/shared/locales';
import PDFDocument from 'pdfkit';
import type { ExportColumn } from '../../lib/export.ts';
import { PdfPen } from '../../lib/pdf-text.ts';

const MARGIN = 36;

/**
 * A report as a PDF (A4, landscape when wide): the organisation's name, the report's title, the
 * period and the filters, then the table, repeating its header on every page, and the totals.
 */
export function reportPdf<Row>(options: {
  organisation: string;
  title: string;
  period: string;
  filters: string | null;
  generated: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
  totals: string | null;
  locale: Locale;
}): Promise<Buffer> {
  const landscape = options.columns.length > 6;
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: options.title, Creator: 'Recolecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const colWidth = width / options.columns.length;
  const pen = new PdfPen(doc, options.locale);

  doc.fillColor('#001AE2');
  pen.bold(10).text(options.organisation, MARGIN, MARGIN);
  doc.fillColor('#000000');
  pen.size(15).text(options.title);
  pen.regular(9).text(options.period);
  if (options.filters) pen.text(options.filters);
  doc.fillColor('#555555');
  pen.size(7).text(options.generated);
  doc.fillColor('#000000');
  doc.moveDown(0.8);

  const header = () => {
    const y = doc.y;
    pen.bold(8);
    options.columns.forEach((c, n) => {
      pen.text(c.header, MARGIN + n * colWidth, y, { width: colWidth - 4 });
    });
    const next = Math.max(doc.y, y + 12);
    doc
      .moveTo(MARGIN, next)
      .lineTo(MARGIN + width, next)
      .lineWidth(0.5)
      .stroke();
    doc.y = next + 3;
    pen.regular(8);
  };
  header();
  for (const row of options.rows) {
    if (doc.y > bottom - 20) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let height = 0;
    options.columns.forEach((c, n) => {
      const value = c.value(row);
      pen.text(value === null || value === undefined ? '' : String(value), MARGIN + n * colWidth, y, {
        width: colWidth - 4,
      });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + Math.max(height, 10) + 2;
  }
  if (options.rows.length === 0) pen.text('—', MARGIN, doc.y);
  if (options.totals) {
    doc.moveDown(0.5);
    pen.bold(9).text(options.totals, MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
