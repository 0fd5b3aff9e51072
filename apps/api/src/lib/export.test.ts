import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../plugins/errors.ts';
import { type ExportColumn, sendExport } from './export.ts';

interface Row {
  n: number;
  name: string;
}
const columns: ExportColumn<Row>[] = [
  { header: 'N', value: (r) => r.n },
  { header: 'Nombre', value: (r) => r.name },
];
const batch = (from: number, size: number): Row[] =>
  Array.from({ length: size }, (_, i) => ({ n: from + i, name: `Fila ${from + i}` }));

/** Batches that fail after `okBatches` of them, as a database that goes away mid-export would. */
async function* failingAfter(okBatches: number, error: Error) {
  for (let i = 0; i < okBatches; i++) {
    await Promise.resolve();
    yield batch(i * 3, 3);
  }
  throw error;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get<{ Querystring: { format: 'csv' | 'xlsx'; ok: string; kind?: string } }>(
    '/export',
    (request, reply) => {
      const error =
        request.query.kind === 'db'
          ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })
          : new Error('boom');
      return sendExport(reply, {
        format: request.query.format,
        filename: 'drivers',
        columns,
        batches: failingAfter(Number(request.query.ok), error),
      });
    },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('an export failing after its first rows', () => {
  it('ends a CSV with a marker row saying it is incomplete, in the request language', async () => {
    const res = await app.inject({ url: '/export?format=csv&ok=2', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines[0]).toBe('\uFEFFN,Nombre');
    expect(lines[6]).toBe('5,Fila 5');
    expect(lines.at(-1)).toBe(
      // One quoted cell: the message holds a comma.
      '"### EXPORT INCOMPLETE: it failed after 6 rows; this file is not complete, download it again"',
    );
  });

  it('ends an XLSX with a marker row and an INCOMPLETE sheet', async () => {
    const res = await app.inject({ url: '/export?format=xlsx&ok=1' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const [data, notice] = workbook.worksheets;
    expect(data!.rowCount).toBe(1 + 3 + 1);
    expect(String(data!.getRow(5).getCell(1).value)).toMatch(
      /^### EXPORTACIÓN INCOMPLETA: falló después de 3 filas/,
    );
    expect(notice!.name).toBe('INCOMPLETE');
    expect(String(notice!.getRow(1).getCell(1).value)).toContain('INCOMPLETA');
  });

  it('answers an error, not a 200 with a header row, when the very first batch fails', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await app.inject({ url: `/export?format=${format}&ok=0&kind=db` });
      expect(res.statusCode, format).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    const other = await app.inject({ url: '/export?format=csv&ok=0' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Error interno del servidor',
    });
  });
});
