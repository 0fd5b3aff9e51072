import { parentPort, workerData } from 'node:worker_threads';
import { parseCsv, parseXlsx, type SpreadsheetLimits, SpreadsheetRefusal } from './spreadsheet-parse.ts';

/** The worker thread of `readSpreadsheet`: reads one file and posts its rows or why it is refused. */
const { body, format, limits } = workerData as {
  body: Uint8Array;
  format: 'csv' | 'xlsx';
  limits: SpreadsheetLimits;
};

try {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const rows = format === 'xlsx' ? await parseXlsx(bytes, limits) : parseCsv(bytes, limits);
  parentPort!.postMessage({ rows });
} catch (error) {
  parentPort!.postMessage(
    error instanceof SpreadsheetRefusal
      ? { refused: error.reason, max: error.max }
      : { refused: 'unreadable' },
  );
}
