import { createInflateRaw } from 'node:zlib';
import type { ImportLimit } from '@recolecta/shared/imports';
import { SaxesParser } from 'saxes';

/**
 * Reading an import file (the first sheet of an XLSX, or a CSV) into text rows, with bounded memory and
 * work: every limit stops the read as soon as it is passed, not after the whole file was read. Runs on
 * a worker thread (`spreadsheet-thread.ts`); nothing here trusts what the file says about itself.
 */

export interface SpreadsheetLimits {
  /** Data rows (lines with any text), the header aside. */
  rows: number;
  /** Lines, the header and blank ones included. */
  lines: number;
  columns: number;
  cellLength: number;
  /** Characters kept over the whole file (a shared string counts each time a cell uses it). */
  characters: number;
  /** Entries in the XLSX's zip. */
  entries: number;
  /** Bytes, inflated, of one part that is read (the sheet, its shared strings) and of the whole zip. */
  partBytes: number;
  totalBytes: number;
  /** Inflated over compressed size, for a part over `ratioFloorBytes`. */
  compressionRatio: number;
  ratioFloorBytes: number;
}

/** Why a file is refused: unreadable, or past one limit (with the limit's value). */
export class SpreadsheetRefusal extends Error {
  constructor(
    readonly reason: 'unreadable' | 'rows' | ImportLimit,
    readonly max?: number,
  ) {
    super(reason);
  }
}

const unreadable = () => new SpreadsheetRefusal('unreadable');
const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / MB);

/** One row per line of the file (index 0 is line 1); a blank line is an empty array. */
export type Rows = string[][];

/** Collects cells into rows, refusing the file once a limit is passed. */
class RowSink {
  readonly rows: Rows = [];
  private dataRows = 0;
  private characters = 0;
  constructor(private readonly limits: SpreadsheetLimits) {}

  /** Line `line` (1-based) with its cells, by column (0-based); sparse cells become ''. */
  add(line: number, cells: Map<number, string> | string[]) {
    if (line > this.limits.lines) throw new SpreadsheetRefusal('lines', this.limits.lines);
    const values: string[] = [];
    let any = false;
    for (const [column, raw] of cells.entries()) {
      const text = raw.trim();
      if (text === '') continue;
      if (column >= this.limits.columns) throw new SpreadsheetRefusal('columns', this.limits.columns);
      this.characters += text.length;
      if (this.characters > this.limits.characters) {
        throw new SpreadsheetRefusal('characters', this.limits.characters);
      }
      values[column] = text;
      any = true;
    }
    if (!any) return;
    // The header is line 1; the data rows after it.
    if (line > 1 && ++this.dataRows > this.limits.rows)
      throw new SpreadsheetRefusal('rows', this.limits.rows);
    this.rows[line - 1] = Array.from(values, (v) => v ?? '');
  }

  done(): Rows {
    return Array.from(this.rows, (r) => r ?? []);
  }
}

// ---------------------------------------------------------------------------------------------------
// CSV

/**
 * A CSV as UTF-8 (a BOM aside; invalid UTF-8 is unreadable), comma or semicolon separated (whichever
 * the first line has more of), fields quoted with `"` as RFC 4180 says.
 */
export function parseCsv(body: Uint8Array, limits: SpreadsheetLimits): Rows {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
  } catch {
    throw unreadable();
  }
  if (text.includes('\u0000')) throw unreadable();
  const firstLineEnd = text.search(/\r?\n/);
  const firstLine = firstLineEnd < 0 ? text : text.slice(0, firstLineEnd);
  const count = (c: string) => firstLine.split(c).length - 1;
  const delimiter = count(';') > count(',') ? ';' : ',';

  const sink = new RowSink(limits);
  let line = 1;
  let cells: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    if (field.length > limits.cellLength) throw new SpreadsheetRefusal('cellLength', limits.cellLength);
    cells.push(field);
    if (cells.length > limits.columns && field.trim() !== '') {
      throw new SpreadsheetRefusal('columns', limits.columns);
    }
    field = '';
  };
  const endLine = () => {
    endField();
    sink.add(line, cells);
    cells = [];
    line++;
    if (line > limits.lines + 1) throw new SpreadsheetRefusal('lines', limits.lines);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // A quoted field: up to the quote not doubled.
      let end = i + 1;
      let value = '';
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw unreadable();
        value += text.slice(end, quote);
        if (value.length > limits.cellLength) throw new SpreadsheetRefusal('cellLength', limits.cellLength);
        if (text[quote + 1] === '"') {
          value += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      field = value;
      i = end;
      continue;
    }
    if (c === delimiter) endField();
    else if (c === '\n') endLine();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endLine();
    } else {
      // Plain text up to the next delimiter, quote or line end, in one slice.
      let end = i + 1;
      while (end < text.length) {
        const d = text[end]!;
        if (d === delimiter || d === '\n' || d === '\r' || d === '"') break;
        end++;
      }
      field += text.slice(i, end);
      if (field.length > limits.cellLength) throw new SpreadsheetRefusal('cellLength', limits.cellLength);
      i = end;
      continue;
    }
    i++;
  }
  if (field !== '' || cells.length > 0) endLine();
  return sink.done();
}

// ---------------------------------------------------------------------------------------------------
// XLSX: the zip's central directory, then the parts it needs, inflated as a stream.

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

const ZIP_MAGIC = 0x04034b50;

export const looksLikeZip = (body: Uint8Array) =>
  body.length >= 4 && Buffer.from(body.buffer, body.byteOffset, 4).readUInt32LE(0) === ZIP_MAGIC;

/**
 * The zip's entries from its central directory, without inflating anything: their count, each
 * declared size and the sum of them are checked against the limits here.
 */
export function zipDirectory(body: Buffer, limits: SpreadsheetLimits): Map<string, ZipEntry> {
  if (!looksLikeZip(body) || body.length < 22) throw unreadable();
  // The end-of-central-directory record: 22 bytes and a comment of up to 64 KiB, at the end.
  let end = -1;
  for (let at = body.length - 22; at >= Math.max(0, body.length - 22 - 0xffff); at--) {
    if (body.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = body.readUInt16LE(end + 10);
  const directorySize = body.readUInt32LE(end + 12);
  const directoryOffset = body.readUInt32LE(end + 16);
  // Zip64 (counts or offsets that do not fit) is not needed by a file this size.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw unreadable();
  if (count > limits.entries) throw new SpreadsheetRefusal('entries', limits.entries);
  if (directoryOffset + directorySize > end) throw unreadable();

  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || body.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = body.readUInt16LE(at + 8);
    const method = body.readUInt16LE(at + 10);
    const compressedSize = body.readUInt32LE(at + 20);
    const size = body.readUInt32LE(at + 24);
    const nameLength = body.readUInt16LE(at + 28);
    const extraLength = body.readUInt16LE(at + 30);
    const commentLength = body.readUInt16LE(at + 32);
    const localHeader = body.readUInt32LE(at + 42);
    const name = body.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw unreadable(); // encrypted
    total += size;
    if (total > limits.totalBytes)
      throw new SpreadsheetRefusal('uncompressedMegabytes', megabytes(limits.totalBytes));
    const entry = { name, method, compressedSize, size, localHeader };
    checkRatio(entry, limits);
    if (!entries.has(name)) entries.set(name, entry);
  }
  return entries;
}

/** No part of a spreadsheet inflates a hundredfold: that is what a bomb does. */
function checkRatio(entry: ZipEntry, limits: SpreadsheetLimits) {
  if (entry.size > limits.ratioFloorBytes && entry.size > entry.compressedSize * limits.compressionRatio) {
    throw new SpreadsheetRefusal('compressionRatio', limits.compressionRatio);
  }
}

/** Checks a part that will be read: its declared size and its compression ratio. */
function checkPart(entry: ZipEntry, limits: SpreadsheetLimits) {
  if (entry.size > limits.partBytes) {
    throw new SpreadsheetRefusal('uncompressedMegabytes', megabytes(limits.partBytes));
  }
  checkRatio(entry, limits);
}

/**
 * A part's bytes as they inflate, in chunks. The bytes are counted as they come: past the declared
 * size or the part limit the inflation stops, whatever the directory said.
 */
async function* inflate(body: Buffer, entry: ZipEntry, limits: SpreadsheetLimits): AsyncGenerator<Buffer> {
  const at = entry.localHeader;
  if (at + 30 > body.length || body.readUInt32LE(at) !== ZIP_MAGIC) throw unreadable();
  const start = at + 30 + body.readUInt16LE(at + 26) + body.readUInt16LE(at + 28);
  if (start + entry.compressedSize > body.length) throw unreadable();
  const data = body.subarray(start, start + entry.compressedSize);
  const cap = Math.min(entry.size, limits.partBytes);
  const tooMuch = () =>
    entry.size >= limits.partBytes
      ? new SpreadsheetRefusal('uncompressedMegabytes', megabytes(limits.partBytes))
      : // More bytes than the directory declared: a lie, which is what a bomb tells.
        new SpreadsheetRefusal('compressionRatio', limits.compressionRatio);
  if (entry.method === 0) {
    if (data.length > cap) throw tooMuch();
    for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(data);
  let count = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      count += chunk.length;
      if (count > cap) throw tooMuch();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
}

/**
 * Streams a part's XML through a SAX parser. Text is handed over as it is read; the parser gathers a
 * text node before it reports it, so the part is fed in slices and the length of the text being
 * gathered is checked after each, which stops a huge cell at `cellLength` rather than at its end.
 */
async function readXml(
  body: Buffer,
  entry: ZipEntry,
  limits: SpreadsheetLimits,
  handlers: {
    open(name: string, attributes: Record<string, string>): void;
    close(name: string): void;
    text(text: string): void;
  },
) {
  const parser = new SaxesParser({ xmlns: false });
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => handlers.open(local(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handlers.close(local(tag.name)));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  let failed: unknown;
  parser.on('error', (error) => {
    failed ??= error;
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const gathering = parser as unknown as { text?: string };
  const SLICE = 16 * 1024;
  try {
    for await (const chunk of inflate(body, entry, limits)) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i += SLICE) {
        parser.write(text.slice(i, i + SLICE));
        if (failed) throw unreadable();
        if ((gathering.text?.length ?? 0) > limits.cellLength * 8) {
          throw new SpreadsheetRefusal('cellLength', limits.cellLength);
        }
      }
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) throw error;
    throw unreadable();
  }
  if (failed) throw unreadable();
}

/** Read whole, for the small parts that say where the sheet is; capped like any part. */
async function smallPart(body: Buffer, entry: ZipEntry | undefined, limits: SpreadsheetLimits) {
  if (!entry) return '';
  checkPart(entry, limits);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of inflate(body, entry, limits)) {
    size += chunk.length;
    if (size > MB) throw unreadable();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first sheet's path and the shared strings' path, from the workbook and its relationships. */
async function locateParts(body: Buffer, entries: Map<string, ZipEntry>, limits: SpreadsheetLimits) {
  const workbook = await smallPart(body, entries.get('xl/workbook.xml'), limits);
  const rels = await smallPart(body, entries.get('xl/_rels/workbook.xml.rels'), limits);
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  const targets = new Map<string, { type: string; target: string }>();
  for (const match of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(match[1]!)?.[1] ?? '';
    targets.set(attr('Id'), { type: attr('Type'), target: attr('Target') });
  }
  const path = (target: string) =>
    target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const sheet = firstSheet ? targets.get(firstSheet) : undefined;
  const sheetPath = sheet ? path(sheet.target) : 'xl/worksheets/sheet1.xml';
  const strings = [...targets.values()].find((t) => t.type.endsWith('/sharedStrings'));
  const stringsPath = strings ? path(strings.target) : 'xl/sharedStrings.xml';
  return { sheet: entries.get(sheetPath), strings: entries.get(stringsPath) };
}

/** `AB12` → column 27 (0-based), or undefined. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference ? /^([A-Z]{1,3})\d*$/.exec(reference)?.[1] : undefined;
  if (!letters) return undefined;
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** The first sheet of an XLSX as text rows: numbers as written, booleans as true/false, errors blank. */
export async function parseXlsx(body: Buffer, limits: SpreadsheetLimits): Promise<Rows> {
  const entries = zipDirectory(body, limits);
  const parts = await locateParts(body, entries, limits);
  if (!parts.sheet) throw unreadable();
  checkPart(parts.sheet, limits);
  if (parts.strings) checkPart(parts.strings, limits);

  // Shared strings: every <t> of an <si> but its phonetic runs (<rPh>).
  const strings: string[] = [];
  if (parts.strings) {
    let current: string | undefined;
    let inText = false;
    let phonetic = 0;
    await readXml(body, parts.strings, limits, {
      open(name) {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && phonetic === 0) inText = true;
      },
      close(name) {
        if (name === 'si') {
          strings.push(current ?? '');
          current = undefined;
        } else if (name === 'rPh') phonetic--;
        else if (name === 't') inText = false;
      },
      text(text) {
        if (!inText || current === undefined) return;
        current += text;
        if (current.length > limits.cellLength) throw new SpreadsheetRefusal('cellLength', limits.cellLength);
      },
    });
  }

  const sink = new RowSink(limits);
  let rowNumber = 0;
  let cells = new Map<number, string>();
  let column = -1;
  let type = '';
  let value: string | undefined;
  let reading: 'v' | 't' | undefined;
  let rowElements = 0;
  await readXml(body, parts.sheet, limits, {
    open(name, attributes) {
      if (name === 'row') {
        if (++rowElements > limits.lines) throw new SpreadsheetRefusal('lines', limits.lines);
        const r = Number(attributes.r);
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        if (rowNumber > limits.lines) throw new SpreadsheetRefusal('lines', limits.lines);
        cells = new Map();
        column = -1;
      } else if (name === 'c') {
        const at = columnOf(attributes.r);
        column = at !== undefined && at > column ? at : column + 1;
        if (column >= limits.columns) throw new SpreadsheetRefusal('columns', limits.columns);
        type = attributes.t ?? 'n';
        value = undefined;
      } else if (name === 'v') {
        reading = 'v';
        value = '';
      } else if (name === 't' && type === 'inlineStr') {
        reading = 't';
        value ??= '';
      }
    },
    close(name) {
      if (name === 'v' || name === 't') reading = undefined;
      else if (name === 'c') {
        if (value !== undefined) cells.set(column, cellText(type, value, strings));
      } else if (name === 'row') sink.add(rowNumber, cells);
    },
    text(text) {
      if (!reading) return;
      value += text;
      if (value!.length > limits.cellLength) throw new SpreadsheetRefusal('cellLength', limits.cellLength);
    },
  });
  return sink.done();
}

function cellText(type: string, value: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'b':
      return value.trim() === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'n': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
    default:
      // str (a formula's text), inlineStr, d (an ISO date).
      return value;
  }
}
