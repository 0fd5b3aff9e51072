import { PassThrough, Readable } from 'node:stream';
import type { Locale } from '@recolecta/shared/locales';
import { localMessage } from '@recolecta/shared/messages';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { requestLocale } from './http.ts';

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

/** What an export that failed half-way ends with, so the file cannot pass for a complete one. */
function incompleteMarker(locale: Locale, rows: number) {
  return localMessage('EXPORT_INCOMPLETE', locale).replace('{rows}', String(rows));
}

interface StreamContext {
  locale: Locale;
  log: FastifyBaseLogger;
}

async function* csvLines<Row>(
  columns: ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  context: StreamContext,
) {
  // The BOM makes Excel read the UTF-8 accents of Spanish text correctly.
  yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  let rows = 0;
  try {
    for await (const batch of batches) {
      yield batch.map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`).join('');
      rows += batch.length;
    }
  } catch (error) {
    // The status line and part of the file are gone already: the file ends with a row saying it
    // is incomplete instead of simply stopping where the rows did.
    context.log.error({ err: error, rows }, 'export failed after its first rows');
    yield `${csvCell(incompleteMarker(context.locale, rows))}\r\n`;
  }
}

function xlsxStream<Row>(
  sheet: string,
  columns: ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  context: StreamContext,
) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  worksheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    let rows = 0;
    try {
      try {
        for await (const batch of batches) {
          for (const row of batch) worksheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
          rows += batch.length;
        }
      } catch (error) {
        // As for CSV: the rows sent so far are followed by a marker row, and a sheet of its own
        // (the first thing seen among the tabs) says the workbook is incomplete.
        context.log.error({ err: error, rows }, 'export failed after its first rows');
        const marker = incompleteMarker(context.locale, rows);
        const markerRow = worksheet.addRow([marker]);
        markerRow.font = { bold: true, color: { argb: 'FFC00000' } };
        markerRow.commit();
        worksheet.commit();
        const notice = workbook.addWorksheet('INCOMPLETE');
        notice.addRow([marker]).commit();
        notice.commit();
        await workbook.commit();
        return;
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      // The workbook itself could not be finished: cut it, so it does not open as a whole file.
      context.log.error({ err: error, rows }, 'export workbook could not be finished');
      out.destroy(error as Error);
    }
  })();
  return out;
}

/**
 * The batches after the first one, which has been read already. Reading it before the first byte
 * means a query the database refuses, or a database that is away, is answered as an error (4xx,
 * 503) instead of a 200 with a header row and then nothing.
 */
async function* resumed<Row>(first: IteratorResult<Row[]>, iterator: AsyncIterator<Row[]>) {
  if (first.done) return;
  yield first.value;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

export async function sendExport<Row>(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    columns: ExportColumn<Row>[];
    batches: AsyncIterable<Row[]>;
  },
) {
  const iterator = options.batches[Symbol.asyncIterator]();
  const batches = resumed(await iterator.next(), iterator);
  const context = { locale: requestLocale(reply.request), log: reply.log };
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${options.filename}-${stamp}.${options.format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'private, no-store');
  if (options.format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .send(Readable.from(csvLines(options.columns, batches, context)));
  }
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(xlsxStream(options.filename, options.columns, batches, context));
}
