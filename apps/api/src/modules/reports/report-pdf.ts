import type { Locale } from '@recolecta/shared/locales';
import PDFDocument from 'pdfkit';
import type { ExportColumn } from '../../lib/export.ts';

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

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#001AE2').text(options.organisation, MARGIN, MARGIN);
  doc.fillColor('#000000').fontSize(15).text(options.title);
  doc.font('Helvetica').fontSize(9).text(options.period);
  if (options.filters) doc.text(options.filters);
  doc.fontSize(7).fillColor('#555555').text(options.generated).fillColor('#000000');
  doc.moveDown(0.8);

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    options.columns.forEach((c, n) => {
      doc.text(c.header, MARGIN + n * colWidth, y, { width: colWidth - 4 });
    });
    const next = Math.max(doc.y, y + 12);
    doc
      .moveTo(MARGIN, next)
      .lineTo(MARGIN + width, next)
      .lineWidth(0.5)
      .stroke();
    doc.y = next + 3;
    doc.font('Helvetica').fontSize(8);
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
      doc.text(value === null || value === undefined ? '' : String(value), MARGIN + n * colWidth, y, {
        width: colWidth - 4,
      });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + Math.max(height, 10) + 2;
  }
  if (options.rows.length === 0) doc.text('—', MARGIN, doc.y);
  if (options.totals) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text(options.totals, MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
