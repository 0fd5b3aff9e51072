import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The fonts a PDF falls back on for what Helvetica (WinAnsi only) cannot print: Noto Sans (Latin
 * beyond Latin-1, Greek, Cyrillic, Vietnamese), Noto Sans SC, TC, JP and KR, and Noto Emoji
 * (monochrome), all OFL-1.1, from the `@fontsource/*` packages. Fontsource splits each font into
 * subsets by unicode range (`unicode.json` names them); a subset is read and parsed only when a text
 * needs one of its characters, and kept for the life of the process.
 */
export const FALLBACK_FAMILIES = [
  'noto-sans',
  'noto-sans-sc',
  'noto-sans-tc',
  'noto-sans-jp',
  'noto-sans-kr',
  'noto-emoji',
] as const;
export type Family = (typeof FALLBACK_FAMILIES)[number];
export type Weight = 'regular' | 'bold';

interface Range {
  start: number;
  end: number;
  /** The largest `end` of this range and every range sorted before it: where a backward scan stops. */
  reach: number;
  file: string;
}

const require = createRequire(import.meta.url);
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
const indexes = new Map<Family, Range[]>();
/**
 * Parsed subsets kept, least recently used dropped past this: a text with every CJK character reads
 * about 360 of them (some 200 MB); a document that names a few scripts needs 10 to 40.
 */
const MAX_SUBSETS = 160;
const fonts = new Map<string, Font | null>();

/** The family's subsets by range, sorted by start, from its `unicode.json` (no font is read). */
function indexOf(family: Family): Range[] {
  let index = indexes.get(family);
  if (index) return index;
  const file = require.resolve(`@fontsource/${family}/unicode.json`);
  const subsets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const files = path.join(path.dirname(file), 'files');
  const ranges: Omit<Range, 'reach'>[] = [];
  for (const [name, list] of Object.entries(subsets)) {
    const prefix = path.join(files, `${family}-${name.replace(/^\[(\d+)\]$/, '$1')}`);
    for (const part of list.split(',')) {
      const [from, to] = part.trim().slice(2).split('-');
      const start = Number.parseInt(from!, 16);
      ranges.push({ start, end: to ? Number.parseInt(to, 16) : start, file: prefix });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  let reach = -1;
  index = ranges.map((range) => {
    reach = Math.max(reach, range.end);
    return { ...range, reach };
  });
  indexes.set(family, index);
  return index;
}

/**
 * A WOFF file as the plain TrueType font it wraps. fontkit reads WOFF itself but inflates a table in
 * JavaScript each time it is read, and subsetting reads `glyf` once per glyph: embedding a few CJK
 * subsets took 400 ms a document. Unwrapped once with zlib, they embed in a few milliseconds.
 * (fontkit cannot subset WOFF2: its transformed `glyf` breaks composite glyphs.)
 */
function unwrapWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, n) => {
    const at = 44 + n * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  let size = 12 + 16 * count;
  const offsets = tables.map((table) => {
    const at = size;
    size += (table.data.length + 3) & ~3;
    return at;
  });
  const out = Buffer.alloc(size);
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour
  out.writeUInt16BE(count, 4);
  let power = 1;
  while (power * 2 <= count) power *= 2;
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((table, n) => {
    const at = 12 + n * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offsets[n]!, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offsets[n]);
  });
  return out;
}

function load(file: string): Font | null {
  if (fonts.has(file)) {
    // Most recently used last, so the oldest is the first one dropped.
    const font = fonts.get(file)!;
    fonts.delete(file);
    fonts.set(file, font);
    return font;
  }
  if (fonts.size >= MAX_SUBSETS) fonts.delete(fonts.keys().next().value!);
  let font: Font | null = null;
  try {
    const parsed = create(unwrapWoff(readFileSync(file)));
    font = 'layout' in parsed ? parsed : null;
  } catch {
    // A subset that cannot be read is as good as absent: the next family is tried.
  }
  fonts.set(file, font);
  return font;
}

/** The subset of `family` in `weight` that has a glyph for `codePoint`, or null. */
export function fontFor(family: Family, weight: Weight, codePoint: number): Font | null {
  const ranges = indexOf(family);
  // The last range starting at or before the code point, then back while an earlier one could reach it.
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]!.start <= codePoint) lo = mid + 1;
    else hi = mid - 1;
  }
  for (let n = hi; n >= 0 && ranges[n]!.reach >= codePoint; n--) {
    const range = ranges[n]!;
    if (range.end < codePoint) continue;
    const font = load(`${range.file}-${WEIGHTS[weight]}-normal.woff`);
    if (font?.hasGlyphForCodePoint(codePoint)) return font;
  }
  return null;
}

/** How many subsets are parsed and kept (for the benchmark). */
export function loadedSubsets() {
  return [...fonts.values()].filter(Boolean).length;
}
