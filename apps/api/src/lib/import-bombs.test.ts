import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IMPORT_CONTENT_TYPES } from '@recolecta/shared/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers.ts';
import {
  blankLinesCsv,
  emptyRowsXlsx,
  giantLineCsv,
  hugeCellXlsx,
  manyEntriesZip,
  sheetBombXlsx,
  wideXlsx,
} from '../../test/hostile-spreadsheets.ts';

/**
 * Issue 33, point 3: hostile spreadsheets over real HTTP. Each is refused with a 422 that names the
 * limit, the process's memory stays bounded, and the event loop goes on answering others meanwhile
 * (before, a 402 KB XLSX blocked it for 7.7 s and took 3.5–4.6 GB).
 */
let ctx: TestContext;
let admin: TestUser;
let base: string;
const HEADER = ['serial', 'containerType', 'placeKind'];
const MB = 1024 * 1024;

interface Hostile {
  name: string;
  type: 'csv' | 'xlsx';
  body: Buffer;
  code: string;
  /** The limit the detail names. */
  limit?: string;
}
const hostile: Hostile[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const xlsx = async (name: string, body: Promise<Buffer>, code: string, limit?: string) =>
    hostile.push({ name, type: 'xlsx', body: await body, code, limit });
  await xlsx('4 million empty rows', emptyRowsXlsx(HEADER), 'IMPORT_FILE_TOO_LARGE', 'compressionRatio');
  await xlsx(
    '4 million empty rows, the sheet declaring 4 KB',
    emptyRowsXlsx(HEADER).then(lieAboutSheet),
    'IMPORT_FILE_TOO_LARGE',
    'compressionRatio',
  );
  await xlsx('50 000 empty rows', emptyRowsXlsx(HEADER, 50_000), 'IMPORT_FILE_TOO_LARGE', 'lines');
  await xlsx(
    'one 400-million-character cell',
    hugeCellXlsx(HEADER),
    'IMPORT_FILE_TOO_LARGE',
    'uncompressedMegabytes',
  );
  await xlsx(
    'one 500 000-character cell',
    hugeCellXlsx(HEADER, 500_000),
    'IMPORT_FILE_TOO_LARGE',
    'cellLength',
  );
  await xlsx('a 1 GB sheet', sheetBombXlsx(HEADER), 'IMPORT_FILE_TOO_LARGE', 'uncompressedMegabytes');
  await xlsx(
    'a 200 MB sheet declaring 4 KB',
    sheetBombXlsx(HEADER, 200 * MB, true),
    'IMPORT_FILE_TOO_LARGE',
    'compressionRatio',
  );
  await xlsx('5 000 zip entries', manyEntriesZip(), 'IMPORT_FILE_TOO_LARGE', 'entries');
  await xlsx('5 000 columns', wideXlsx(HEADER), 'IMPORT_FILE_TOO_LARGE', 'columns');
  hostile.push(
    {
      name: 'a CSV sent as XLSX',
      type: 'xlsx',
      body: Buffer.from('serial\nX-1\n'),
      code: 'IMPORT_UNREADABLE',
    },
    {
      name: 'a PDF sent as XLSX',
      type: 'xlsx',
      body: Buffer.from('%PDF-1.7\n%%EOF\n'),
      code: 'IMPORT_UNREADABLE',
    },
    { name: 'an XLSX sent as CSV', type: 'csv', body: await wideXlsx(HEADER, 3), code: 'IMPORT_UNREADABLE' },
    {
      name: 'a CSV that is not UTF-8',
      type: 'csv',
      body: Buffer.from([0x73, 0x65, 0xff, 0xfe, 0x0a]),
      code: 'IMPORT_UNREADABLE',
    },
    {
      name: 'a CSV with a 900 000-character line',
      type: 'csv',
      body: giantLineCsv(HEADER),
      code: 'IMPORT_FILE_TOO_LARGE',
      limit: 'cellLength',
    },
    {
      name: 'a CSV with 900 000 blank lines',
      type: 'csv',
      body: blankLinesCsv(HEADER),
      code: 'IMPORT_FILE_TOO_LARGE',
      limit: 'lines',
    },
  );
}, 120_000);
afterAll(() => ctx?.close());

/** The same zip with the sheet's declared size (in its directory record) set to 4 KB. */
function lieAboutSheet(zip: Buffer) {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  for (let at = zip.length - 22; at >= 0; at--) {
    if (zip.readUInt32LE(at) === 0x02014b50 && zip.subarray(at + 46, at + 46 + name.length).equals(name)) {
      zip.writeUInt32LE(4096, at + 24);
      return zip;
    }
  }
  throw new Error('no sheet in that zip');
}

const send = (file: Hostile, lang = 'en') =>
  fetch(`${base}/api/v1/assets/import?dryRun=true`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${admin.token}`,
      'content-type': IMPORT_CONTENT_TYPES[file.type],
      'accept-language': lang,
    },
    body: file.body,
  });

describe('hostile spreadsheets', () => {
  it('are each refused with a 422 naming the limit, with bounded memory', async () => {
    expect(hostile.length).toBe(15);
    for (const file of hostile) expect(file.body.length, file.name).toBeLessThan(MB);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      for (const file of hostile) {
        const res = await send(file);
        const body = (await res.json()) as { code: string; message: string; details?: { path: string }[] };
        expect(res.status, `${file.name}: ${JSON.stringify(body)}`).toBe(422);
        expect(body.code, file.name).toBe(file.code);
        if (file.limit)
          expect(
            body.details?.map((d) => d.path),
            file.name,
          ).toEqual([file.limit]);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    } finally {
      clearInterval(sampler);
    }
    // The reading thread's heap is capped at 96 MB; the rest is its code and buffers.
    console.log(`[import bombs] RSS before ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB`);
    expect(peak - before).toBeLessThan(400 * MB);
  }, 120_000);

  it('says which limit in the request language', async () => {
    const file = hostile.find((f) => f.limit === 'cellLength' && f.type === 'csv')!;
    const res = await send(file, 'es');
    expect(await res.json()).toMatchObject({
      statusCode: 422,
      code: 'IMPORT_FILE_TOO_LARGE',
      message:
        'El archivo supera un límite de importación: caracteres en una celda, máximo 2000; divídelo o usa la plantilla',
    });
  });

  it('leave the event loop free: others are answered while they are refused', async () => {
    // The ones that reach the reading thread (their zip's directory tells nothing wrong).
    const slow = hostile.filter((f) => ['lines', 'cellLength', 'columns'].includes(f.limit ?? ''));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const order: string[] = [];
    let done = false;
    const bombs = Promise.all(slow.map((f) => send(f).then((r) => r.arrayBuffer())))
      .then(() => order.push('bombs'))
      .finally(() => {
        done = true;
      });
    let answered = 0;
    while (!done) {
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      if (!done) order.push('health');
      answered++;
    }
    await bombs;
    delay.disable();
    const maxMs = delay.max / 1e6;
    console.log(
      `[import bombs] ${slow.length} refused while ${answered} health checks answered; event loop delay max ${maxMs.toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
    );
    expect(order[0]).toBe('health');
    expect(order.at(-1)).toBe('bombs');
    expect(maxMs).toBeLessThan(500);
  }, 120_000);
});
