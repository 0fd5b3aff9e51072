import ExcelJS from 'exceljs';
import type { TestContext, TestUser } from './helpers.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A resource's import as its page sends it (`POST /<resource>/import`): the file's bytes and type, in a
 * language, as a user (the suite's admin unless told). `suite` reads the suite's context and admin when
 * called, after its `beforeAll` made them.
 */
export const importSender =
  (resource: string, suite: () => { ctx: TestContext; admin: TestUser }) =>
  (body: string | Buffer, query = '', type = 'text/csv', user?: TestUser, lang = 'es') => {
    const { ctx, admin } = suite();
    return ctx.request({
      method: 'POST',
      url: `/api/v1/${resource}/import${query}`,
      token: (user ?? admin).token,
      headers: { 'content-type': type, 'accept-language': lang },
      payload: body,
    });
  };

/**
 * The XLSX template as a person fills it: its first sheet's header (the first cell's text, in the
 * template's language), and the file again with the second row filled by `fill`.
 */
export async function filledTemplate(template: Buffer, fill: (row: ExcelJS.Row) => void) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1).getCell(1).text;
  fill(sheet.getRow(2));
  return { header, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
