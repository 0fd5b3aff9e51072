import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { emptyRowsXlsx, hugeCellXlsx } from '../../test/hostile-spreadsheets.ts';
import { readSpreadsheet, SPREADSHEET_LIMITS } from './spreadsheet.ts';

const HEADER = ['serial', 'containerType', 'placeKind'];

describe('reading an import file on its thread', () => {
  it('reads a full-size XLSX within every limit, as ExcelJS writes it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(['Serie', 'Tipo', 'Lugar', 'Notas', 'Número', 'Fecha']);
    for (let i = 1; i <= SPREADSHEET_LIMITS.rows; i++) {
      sheet.addRow([`S-${i}`, 'TMI-1', 'zona', `nota ${i % 7} «ñ» 検査`, 6000 + i, i % 2 === 0 ? true : 1.5]);
    }
    sheet.getCell('A3').value = { richText: [{ text: 'Ri' }, { text: 'co' }] };
    sheet.getCell('B3').value = { formula: 'A2', result: 'S-1' };
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await readSpreadsheet(body, 'xlsx');
    if (!('rows' in result)) throw new Error(JSON.stringify(result));
    expect(result.rows).toHaveLength(SPREADSHEET_LIMITS.rows + 1);
    expect(result.rows[0]).toEqual(['Serie', 'Tipo', 'Lugar', 'Notas', 'Número', 'Fecha']);
    expect(result.rows[1]).toEqual(['S-1', 'TMI-1', 'zona', 'nota 1 «ñ» 検査', '6001', '1.5']);
    expect(result.rows[2]).toEqual(['Rico', 'S-1', 'zona', 'nota 2 «ñ» 検査', '6002', 'true']);

    sheet.addRow(['S-past', 'TMI-1', 'zona']);
    const more = await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(more).toEqual({ refused: 'rows', max: SPREADSHEET_LIMITS.rows });
  }, 60_000);

  it('reads a CSV with quotes, semicolons, a BOM and blank lines', async () => {
    const csv = '\uFEFFa;b;c\r\n"x;1";"say ""hi""";06000\r\n\r\n"multi\nline";;z\n';
    expect(await readSpreadsheet(Buffer.from(csv), 'csv')).toEqual({
      rows: [['a', 'b', 'c'], ['x;1', 'say "hi"', '06000'], [], ['multi\nline', '', 'z']],
    });
  });

  it('stops a thread that runs out of its heap, and one past its time: refused, the process goes on', async () => {
    // Limits opened wide but for the heap: a 400-million-character cell then fills it.
    const open = {
      ...SPREADSHEET_LIMITS,
      cellLength: 1e9,
      characters: 1e12,
      partBytes: 2 ** 31,
      totalBytes: 2 ** 31,
      compressionRatio: 1e9,
      memoryMegabytes: 48,
    };
    const huge = await hugeCellXlsx(HEADER);
    expect(await readSpreadsheet(huge, 'xlsx', open)).toEqual({ refused: 'memoryMegabytes', max: 48 });
    const rows = await emptyRowsXlsx(HEADER, 4_000_000);
    expect(await readSpreadsheet(rows, 'xlsx', { ...open, lines: 1e9, seconds: 0.2 })).toEqual({
      refused: 'seconds',
      max: 0.2,
    });
  }, 60_000);
});
