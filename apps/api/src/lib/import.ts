import { Readable } from 'node:stream';
import { errorMessage, isErrorCode } from '@recolecta/shared/errors';
import type { ImportReport } from '@recolecta/shared/imports';
import type { FIELD_LABELS } from '@recolecta/shared/labels';
import { fieldLabel } from '@recolecta/shared/labels';
import { LOCALES, type Locale } from '@recolecta/shared/locales';
import { isValidationKey, validationMessage } from '@recolecta/shared/validation-messages';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { type ExportColumn, inBatches } from './export.ts';
import { utf8Text } from './utf8.ts';
import { localiseIssues, validationError } from './validation.ts';

export const MAX_IMPORT_ROWS = 5000;

/** One column of an import file: the row field it fills, and whether a file may lack it. */
export interface ImportColumn {
  key: string;
  required: boolean;
}

export interface ImportSpec<Row> {
  /** Whose field labels name the columns (the template's header, the messages). */
  labels: keyof typeof FIELD_LABELS;
  columns: ImportColumn[];
  schema: z.ZodType<Row>;
  /** One example row for the template. */
  example: Record<string, string | number>;
  /**
   * Writes one good row through the transaction's context: `created`, `updated` when it changed what
   * was there, `unchanged` when the same row was imported before. Throwing an AppError with field
   * details refuses that row only (a reference the file names that does not exist).
   */
  write(ctx: ServiceContext, row: Row): Promise<'created' | 'updated' | 'unchanged'>;
}

type Cell = ExcelJS.CellValue;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as Cell);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

/** The first sheet of an XLSX, or a CSV (UTF-8, with or without BOM, comma or semicolon), as text rows. */
async function readRows(body: Buffer, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (format === 'xlsx') {
      await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    } else {
      // A file in another encoding (Windows-1252 from an old spreadsheet) is refused, not stored garbled.
      const decoded = utf8Text(body);
      if (decoded === null) throw new AppError('IMPORT_UNREADABLE');
      const text = decoded.replace(/^\uFEFF/, '');
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const delimiter =
        (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      // `map` keeps every cell as typed: "06000" stays a postal code, not the number 6000.
      await workbook.csv.read(Readable.from([text]), {
        parserOptions: { delimiter },
        map: (value: string) => value,
      });
    }
  } catch {
    throw new AppError('IMPORT_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_UNREADABLE');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = (row.values as Cell[]).slice(1).map((v) => cellText(v).trim());
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A header cell names a column by its key or by its label in any language. */
function columnIndex(headers: string[], spec: ImportSpec<unknown>) {
  const normal = (s: string) => s.trim().toLowerCase().normalize('NFC');
  const names = new Map<string, string>();
  for (const column of spec.columns) {
    names.set(normal(column.key), column.key);
    for (const locale of LOCALES) names.set(normal(fieldLabel(spec.labels, column.key, locale)), column.key);
  }
  return headers.map((h) => names.get(normal(h)));
}

/**
 * Reads an import file, checks every row with the resource's schema (messages in the caller's
 * language, each with the file's line and column), and unless `dryRun` writes the good rows in one
 * transaction. A file it cannot read, without data rows or missing a required column is 422 as a whole.
 */
export async function runImport<Row>(
  ctx: ServiceContext,
  spec: ImportSpec<Row>,
  file: { body: Buffer; format: 'csv' | 'xlsx' },
  dryRun: boolean,
): Promise<ImportReport> {
  const [headers = [], ...data] = await readRows(file.body, file.format);
  const keys = columnIndex(headers, spec as ImportSpec<unknown>);
  const missing = spec.columns.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length > 0) {
    throw validationError(
      missing.map((c) => ({
        path: c.key,
        message: errorMessage('IMPORT_COLUMN_MISSING', ctx.locale, {
          column: fieldLabel(spec.labels, c.key, ctx.locale),
        }),
      })),
    );
  }
  const lines = data
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  if (lines.length === 0) throw new AppError('IMPORT_EMPTY');
  if (lines.length > MAX_IMPORT_ROWS) {
    throw new AppError('IMPORT_TOO_LARGE', { params: { max: MAX_IMPORT_ROWS } });
  }

  const report: ImportReport = {
    dryRun,
    total: lines.length,
    valid: 0,
    invalid: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [],
  };
  const word = (message: string) =>
    isValidationKey(message)
      ? validationMessage(message, ctx.locale)
      : isErrorCode(message)
        ? errorMessage(message, ctx.locale)
        : message;
  const good: { line: number; row: Row }[] = [];
  for (const { line, cells } of lines) {
    const raw: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key && cells[i] !== undefined && cells[i] !== '') raw[key] = cells[i]!;
    });
    const parsed = spec.schema.safeParse(raw, { reportInput: true });
    if (parsed.success) good.push({ line, row: parsed.data });
    else {
      for (const detail of localiseIssues(parsed.error.issues, ctx.locale, spec.labels)) {
        report.errors.push({ line, field: detail.path, message: word(detail.message) });
      }
    }
  }

  const refuse = (line: number, error: unknown) => {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const details = error.options.details ?? [{ path: 'value', message: error.code }];
    for (const d of details) report.errors.push({ line, field: d.path, message: word(d.message) });
  };
  const tally = (outcome: 'created' | 'updated' | 'unchanged') => {
    report[outcome] += 1;
  };
  // The good rows in one transaction; a row a reference refuses rolls back to its savepoint alone.
  await inTransaction(ctx, async (tx) => {
    for (const { line, row } of good) {
      try {
        tally(await inTransaction(tx, (one) => spec.write(one, row)));
      } catch (error) {
        refuse(line, error);
      }
    }
    if (dryRun) throw DRY_RUN;
  }).catch((error: unknown) => {
    if (error !== DRY_RUN) throw error;
  });
  report.invalid = new Set(report.errors.map((e) => e.line)).size;
  report.valid = report.total - report.invalid;
  if (dryRun) {
    report.created = 0;
    report.updated = 0;
    report.unchanged = 0;
  }
  return report;
}

/** Thrown to roll back a dry run after every row was tried, so references are checked too. */
const DRY_RUN = new Error('dry run');

/** The template: the header in the caller's language and one example row. */
export function templateColumns<Row>(
  spec: ImportSpec<Row>,
  locale: Locale,
): ExportColumn<Record<string, string | number>>[] {
  return spec.columns.map((c) => ({
    header: fieldLabel(spec.labels, c.key, locale),
    value: (r) => r[c.key] ?? null,
  }));
}

export const templateRows = <Row>(spec: ImportSpec<Row>) =>
  inBatches(async (offset: number) => (offset === 0 ? [spec.example] : []));
