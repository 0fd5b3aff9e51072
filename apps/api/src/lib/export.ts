import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** Reads a filtered, sorted set in batches, so an export never holds 100 000 rows in memory. */
export async function* inBatches<Row>(
  fetchBatch: (offset: number, limit: number) => Promise<Row[]>,
  size = 2000,
) {
  for (let offset = 0; ; offset += size) {
    const rows = await fetchBatch(offset, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote (CSV injection). */
function csvCell(value: unknown) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvLines<Row>(columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  // The BOM makes Excel read the UTF-8 accents of Spanish text correctly.
  yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for await (const batch of batches) {
    yield batch.map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`).join('');
  }
}

function xlsxStream<Row>(sheet: string, columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  worksheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) worksheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export function sendExport<Row>(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    columns: ExportColumn<Row>[];
    batches: AsyncIterable<Row[]>;
  },
) {
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${options.filename}-${stamp}.${options.format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'no-store');
  if (options.format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .send(Readable.from(csvLines(options.columns, options.batches)));
  }
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(xlsxStream(options.filename, options.columns, options.batches));
}
