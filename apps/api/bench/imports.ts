import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { readSpreadsheet } from '../src/lib/spreadsheet.ts';
import {
  blankLinesCsv,
  emptyRowsXlsx,
  giantLineCsv,
  hugeCellXlsx,
  sheetBombXlsx,
} from '../test/hostile-spreadsheets.ts';

/**
 * Hostile import files read as the import did before issue 33 (ExcelJS loading the whole workbook on
 * the event loop) and as it does now (`readSpreadsheet`: the zip's directory, then a capped worker
 * thread). Each case runs in a process of its own; it prints the longest the event loop was held and
 * the process's peak RSS over what it had before reading (`npm run bench:imports`; `BENCH_BEFORE=0`
 * skips the old way, which takes gigabytes).
 */
const HEADER = ['serial', 'containerType', 'placeKind'];
const CASES = {
  '4 M empty rows (XLSX)': () => emptyRowsXlsx(HEADER),
  'one 400 M-character cell (XLSX)': () => hugeCellXlsx(HEADER),
  'a 200 MB sheet declaring 4 KB (XLSX)': () => sheetBombXlsx(HEADER, 200 * 1024 * 1024, true),
  '900 000 blank lines (CSV)': async () => blankLinesCsv(HEADER),
  'a 900 000-character line (CSV)': async () => giantLineCsv(HEADER),
} as const;
type Case = keyof typeof CASES;

async function before(body: Buffer, csv: boolean) {
  const workbook = new ExcelJS.Workbook();
  try {
    if (csv) {
      const { Readable } = await import('node:stream');
      await workbook.csv.read(Readable.from([body.toString('utf8')]), { map: (v: string) => v });
    } else await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    let rows = 0;
    workbook.worksheets[0]?.eachRow({ includeEmpty: true }, () => {
      rows++;
    });
    return `read ${rows} rows`;
  } catch (error) {
    return `failed: ${(error as Error).message.slice(0, 60)}`;
  }
}

async function child(name: Case, mode: 'before' | 'after') {
  const body = await CASES[name]();
  const csv = name.endsWith('(CSV)');
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const outcome =
    mode === 'before'
      ? await before(body, csv)
      : JSON.stringify(await readSpreadsheet(body, csv ? 'csv' : 'xlsx'));
  const ms = performance.now() - started;
  // Let the monitor see the loop once more after the last block.
  await new Promise((resolve) => setTimeout(resolve, 30));
  delay.disable();
  const peak = process.resourceUsage().maxRSS * 1024;
  process.send!({
    name,
    mode,
    kb: Math.round(body.length / 1024),
    ms: Math.round(ms),
    blockedMs: Math.round(delay.max / 1e6),
    peakMb: Math.round((peak - rssBefore) / 1024 / 1024),
    outcome: outcome.slice(0, 70),
  });
}

if (process.argv[2] === '--case') {
  await child(process.argv[3] as Case, process.argv[4] as 'before' | 'after');
  process.exit(0);
} else {
  const modes = process.env.BENCH_BEFORE === '0' ? ['after'] : ['before', 'after'];
  console.log('| file | size | way | time | event loop held | peak RSS over start | outcome |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const name of Object.keys(CASES) as Case[]) {
    for (const mode of modes) {
      const result = await new Promise<Record<string, unknown>>((resolve) => {
        const worker = fork(new URL(import.meta.url).pathname, ['--case', name, mode], {
          execArgv: [...process.execArgv, '--expose-gc'],
        });
        let answer: Record<string, unknown> = { name, mode, outcome: 'process died' };
        worker.on('message', (message) => {
          answer = message as Record<string, unknown>;
        });
        worker.on('exit', (code) => resolve(code === 0 ? answer : { ...answer, outcome: `exit ${code}` }));
      });
      console.log(
        `| ${name} | ${result.kb ?? '?'} KB | ${mode} | ${result.ms ?? '?'} ms | ${result.blockedMs ?? '?'} ms | ${result.peakMb ?? '?'} MB | ${result.outcome} |`,
      );
    }
  }
}
