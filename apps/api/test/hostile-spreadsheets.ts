import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Hostile import files, made in the test: small on the wire, huge or malformed once read (issue 33).
 * A zip is written here byte by byte so a part can declare a size it does not have.
 */

interface Part {
  name: string;
  /** The part's text, in pieces (a generator for the huge ones: never whole in memory). */
  pieces: Iterable<string>;
  /** What the directory says the part inflates to; its real size by default. */
  declaredSize?: number;
}

/** Deflates pieces as they come, counting the real size and the CRC on the way. */
async function deflate(pieces: Iterable<string>) {
  let size = 0;
  let crc = 0;
  function* counted() {
    for (const piece of pieces) {
      const bytes = Buffer.from(piece, 'utf8');
      size += bytes.length;
      crc = crc32(bytes, crc);
      yield bytes;
    }
  }
  const data = await buffer(Readable.from(counted()).pipe(createDeflateRaw({ level: 9 })));
  return { data, size, crc };
}

/** A zip of deflated parts, with a true central directory but for the sizes parts choose to declare. */
export async function zip(parts: Part[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const { data, size, crc } = await deflate(part.pieces);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around a first sheet and optional shared strings. */
export function workbook(
  sheet: Iterable<string>,
  options: { strings?: Iterable<string>; sheetSize?: number; stringsSize?: number } = {},
) {
  const parts: Part[] = [
    {
      name: '[Content_Types].xml',
      pieces: [
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          (options.strings
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (options.strings
            ? `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>`
            : '') +
          '</Relationships>',
      ],
    },
    { name: 'xl/worksheets/sheet1.xml', pieces: sheet, declaredSize: options.sheetSize },
  ];
  if (options.strings) {
    parts.push({ name: 'xl/sharedStrings.xml', pieces: options.strings, declaredSize: options.stringsSize });
  }
  return zip(parts);
}

export const HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const TAIL = '</sheetData></worksheet>';
const headerRow = (columns: string[]) =>
  `<row r="1">${columns.map((c, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

/** `count` times `unit`, in pieces of about a megabyte. */
export function* repeated(unit: string, count: number) {
  const perPiece = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const piece = unit.repeat(perPiece);
  let left = count;
  for (; left >= perPiece; left -= perPiece) yield piece;
  if (left > 0) yield unit.repeat(left);
}

function* concat(...parts: Iterable<string>[]) {
  for (const part of parts) yield* part;
}

/** A header, then `rows` empty rows (the issue's 4 million: a few hundred KB as a file). */
export function emptyRowsXlsx(header: string[], rows = 4_000_000) {
  return workbook(concat([HEAD, headerRow(header)], repeated('<row/>', rows), [TAIL]));
}

/** A header and one row whose first cell is a shared string of `length` characters. */
export function hugeCellXlsx(header: string[], length = 400_000_000) {
  const sheet = [HEAD, headerRow(header), '<row r="2"><c r="A2" t="s"><v>0</v></c></row>', TAIL];
  const strings = concat(
    [`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>`],
    repeated('a', length),
    ['</t></si></sst>'],
  );
  return workbook(sheet, { strings });
}

/**
 * A sheet that inflates to `bytes` (blank space between rows), declaring its true size or, with
 * `lie`, a small one.
 */
export function sheetBombXlsx(header: string[], bytes = 1024 * 1024 * 1024, lie = false) {
  const sheet = concat([HEAD, headerRow(header)], repeated(' ', bytes), [TAIL]);
  return workbook(sheet, lie ? { sheetSize: 4096 } : {});
}

/** A zip with `count` tiny entries. */
export function manyEntriesZip(count = 5000) {
  return zip(Array.from({ length: count }, (_, i) => ({ name: `x/${i}.xml`, pieces: ['<a/>'] })));
}

/** A row whose cells reach column `columns` (past the limit), as XLSX. */
export function wideXlsx(header: string[], columns = 5000) {
  const cells = Array.from({ length: columns }, (_, i) => `<c t="inlineStr"><is><t>v${i}</t></is></c>`).join(
    '',
  );
  return workbook([HEAD, headerRow(header), `<row r="2">${cells}</row>`, TAIL]);
}

/** A CSV: the header and one line of `length` characters in its first cell. */
export const giantLineCsv = (header: string[], length = 900_000) =>
  Buffer.from(`${header.join(',')}\n${'a'.repeat(length)}\n`);

/** A CSV: the header and `lines` blank lines. */
export const blankLinesCsv = (header: string[], lines = 900_000) =>
  Buffer.from(`${header.join(',')}\n${'\n'.repeat(lines)}`);
