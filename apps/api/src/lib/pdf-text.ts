import type { Locale } from '@recolecta/shared/locales';
import type { Font } from 'fontkit';
import LineBreaker from 'linebreak';
import { type Family, fontFor, type Weight } from './pdf-fonts.ts';

/**
 * Text in a PDF in any script. pdfkit has no font fallback and its standard Helvetica prints only
 * WinAnsi (Latin-1), so every PDF writes its text through a `PdfPen`: a text Helvetica can print
 * goes to pdfkit unchanged (same widths, wrapping and look as before); any other text is cut into
 * runs by the first font that has each character — Helvetica, then Noto Sans, the CJK fonts, Noto
 * Emoji — wrapped here by the Unicode line-breaking rules over the whole text, and each run drawn on
 * Helvetica's baseline and line height, so a line keeps its place whatever it holds.
 */

const HELVETICA: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
/** Helvetica's ascender (both weights, from its AFM), in em: where every run's baseline sits. */
const ASCENDER = 0.718;

/** WinAnsi beyond Latin-1: the characters pdfkit's standard fonts map into 0x80–0x9F. */
const WIN_ANSI = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const inHelvetica = (c: number) => (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI.has(c);

/** Characters that belong to the one before them (marks, joiners, variation selectors, skin tones). */
const MARK = /^\p{M}$/u;
function attached(ch: string) {
  const c = ch.codePointAt(0)!;
  return (
    c === 0x200c ||
    c === 0x200d ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    (c >= 0xe0020 && c <= 0xe007f) ||
    (c >= 0xe0100 && c <= 0xe01ef) ||
    (c >= 0x1f3fb && c <= 0x1f3ff) ||
    MARK.test(ch)
  );
}
const PICTOGRAPHIC = /^[\p{Extended_Pictographic}\p{Regional_Indicator}]$/u;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const CJK: Family[] = ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'];

/**
 * The order the fallback fonts are tried in. Chinese, Japanese and Korean share the Han characters but
 * draw them differently: a text with kana is Japanese, one with Hangul Korean, otherwise the
 * document's language decides (Japanese for `ja`, simplified Chinese for the rest).
 */
function familiesFor(text: string, locale: Locale | null): Family[] {
  const first = KANA.test(text)
    ? 'noto-sans-jp'
    : HANGUL.test(text)
      ? 'noto-sans-kr'
      : locale === 'ja'
        ? 'noto-sans-jp'
        : 'noto-sans-sc';
  return ['noto-sans', first, ...CJK.filter((f) => f !== first), 'noto-emoji'];
}

/** A font a run is drawn in: a standard font by name, or a fallback subset registered in the document. */
interface Face {
  name: string;
  font: Font | null;
}

interface Char {
  text: string;
  face: Face;
}

export interface PenTextOptions {
  /** The width to wrap in (default: to the right margin, as pdfkit). */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Lines that would pass this height are dropped (as pdfkit). */
  height?: number;
}

const faceIds = new WeakMap<Font, string>();
let faceCount = 0;

/** Writes text into one PDF document in every script; one per document (it registers the fonts it uses). */
export class PdfPen {
  private weight: Weight = 'regular';
  private fontSize = 12;
  private readonly registered = new Set<string>();
  private readonly helvetica: Record<Weight, Face> = {
    regular: { name: HELVETICA.regular, font: null },
    bold: { name: HELVETICA.bold, font: null },
  };

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly locale: Locale | null = null,
  ) {
    doc.font(HELVETICA.regular).fontSize(this.fontSize);
  }

  regular(size?: number) {
    return this.style('regular', size);
  }

  bold(size?: number) {
    return this.style('bold', size);
  }

  size(size: number) {
    this.fontSize = size;
    this.doc.fontSize(size);
    return this;
  }

  /** The width `value` takes in the current style. */
  widthOf(value: string) {
    const text = value.normalize('NFC');
    if (printable(text)) return this.doc.widthOfString(text);
    const width = this.chars(text, familiesFor(text, this.locale)).reduce(
      (sum, run) => sum + this.measure(run),
      0,
    );
    this.restore();
    return width;
  }

  /** Like `doc.text(value, x, y, options)` or `doc.text(value, options)`, in the current style, for any script. */
  text(value: string, options?: PenTextOptions): this;
  text(value: string, x?: number, y?: number, options?: PenTextOptions): this;
  text(value: string, ...args: [PenTextOptions?] | [number?, number?, PenTextOptions?]) {
    const { doc } = this;
    const [x, y, options = {}] =
      typeof args[0] === 'object'
        ? [undefined, undefined, args[0]]
        : (args as [number?, number?, PenTextOptions?]);
    const text = value.normalize('NFC').replace(/\r\n?/g, '\n');
    if (printable(text)) {
      if (x === undefined && y === undefined) doc.text(text, options);
      else doc.text(text, x, y, options);
      return this;
    }
    if (x !== undefined) doc.x = x;
    if (y !== undefined) doc.y = y;
    const startX = doc.x;
    const width = options.width ?? doc.page.width - startX - doc.page.margins.right;
    const lineHeight = doc.currentLineHeight(true);
    const maxY = options.height === undefined ? doc.page.maxY() : doc.y + options.height;
    const families = familiesFor(text, this.locale);
    let first = true;
    for (const paragraph of text.split('\n')) {
      for (const line of this.lines(paragraph, families, width)) {
        if (doc.y + lineHeight > maxY) {
          if (options.height === undefined) doc.continueOnNewPage();
          else if (!first) break;
        }
        this.draw(line, startX, doc.y, width, options.align ?? 'left');
        doc.y += lineHeight;
        first = false;
      }
    }
    this.restore();
    doc.x = startX;
    return this;
  }

  private style(weight: Weight, size?: number) {
    this.weight = weight;
    this.doc.font(HELVETICA[weight]);
    if (size !== undefined) this.size(size);
    return this;
  }

  /** Back to the pen's style, so pdfkit's own moves (moveDown) use Helvetica's line height. */
  private restore() {
    this.doc.font(HELVETICA[this.weight]).fontSize(this.fontSize);
  }

  /** Each character of a paragraph with the face it prints in (unprintable ones become U+FFFD). */
  private chars(paragraph: string, families: Family[]): Char[] {
    const points = Array.from(paragraph);
    const chars: Char[] = [];
    points.forEach((point, n) => {
      const previous = chars[chars.length - 1];
      if (previous && attached(point)) {
        // The embedded fonts shape it with the character before; Helvetica cannot encode it.
        if (previous.face.font || inHelvetica(point.codePointAt(0)!)) previous.text += point;
        return;
      }
      const ch = point === '\t' ? ' ' : point;
      const face = this.faceFor(ch, points[n + 1], families);
      if (face) chars.push({ text: ch, face });
      else {
        // No font has it: a visible replacement character rather than nothing.
        const replacement = this.faceFor('\uFFFD', undefined, families);
        chars.push(
          replacement
            ? { text: '\uFFFD', face: replacement }
            : { text: '?', face: this.helvetica[this.weight] },
        );
      }
    });
    return chars;
  }

  private faceFor(ch: string, next: string | undefined, families: Family[]): Face | null {
    const code = ch.codePointAt(0)!;
    const emoji = PICTOGRAPHIC.test(ch) && (next === '\ufe0f' || !inHelvetica(code));
    if (!emoji && inHelvetica(code)) return this.helvetica[this.weight];
    for (const family of emoji ? (['noto-emoji', ...families] as Family[]) : families) {
      const font = fontFor(family, this.weight, code);
      if (font) return this.face(font);
    }
    return null;
  }

  private face(font: Font): Face {
    let name = faceIds.get(font);
    if (!name) {
      name = `Fallback${++faceCount}`;
      faceIds.set(font, name);
    }
    if (!this.registered.has(name)) {
      // pdfkit embeds a parsed fontkit font as it would a file (its factory takes any object that
      // lays text out), so each subset is parsed once per process, not once per document.
      this.doc.registerFont(name, font as unknown as Buffer);
      this.registered.add(name);
    }
    return { name, font };
  }

  private measure(run: Char) {
    return this.doc.font(run.face.name).fontSize(this.fontSize).widthOfString(run.text);
  }

  /** The paragraph cut into lines of runs that fit `width`, breaking where Unicode allows. */
  private lines(paragraph: string, families: Family[], width: number): Char[][] {
    const chars = this.chars(paragraph, families);
    // Break positions are in UTF-16 units of the paragraph; map them to indexes of `chars`.
    const starts = new Map<number, number>();
    let offset = 0;
    const points = Array.from(paragraph);
    let n = 0;
    for (const ch of points) {
      if (!(n > 0 && attached(ch))) starts.set(offset, n++);
      offset += ch.length;
    }
    starts.set(offset, chars.length);
    const words: Char[][] = [];
    const breaker = new LineBreaker(paragraph);
    let last = 0;
    for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
      const end = starts.get(bk.position);
      if (end === undefined || end <= last) continue;
      words.push(chars.slice(last, end));
      last = end;
    }
    if (last < chars.length) words.push(chars.slice(last));

    const lines: Char[][] = [];
    let line: Char[] = [];
    let used = 0;
    for (const word of words) {
      const w = this.widthOfChars(trimEnd(word));
      if (line.length > 0 && used + w > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      if (w > width) {
        // A word longer than the line is cut where it reaches the edge.
        for (const ch of word) {
          const cw = this.widthOfChars([ch]);
          if (line.length > 0 && used + cw > width && ch.text.trim()) {
            lines.push(line);
            line = [];
            used = 0;
          }
          line.push(ch);
          used += cw;
        }
        continue;
      }
      line.push(...word);
      used += this.widthOfChars(word);
    }
    if (line.length > 0 || lines.length === 0) lines.push(line);
    return lines;
  }

  private widthOfChars(chars: Char[]) {
    return runs(chars).reduce((sum, run) => sum + this.measure(run), 0);
  }

  private draw(line: Char[], x: number, y: number, width: number, align: 'left' | 'center' | 'right') {
    const pieces = runs(trimEnd(line));
    const widths = pieces.map((run) => this.measure(run));
    const used = widths.reduce((a, b) => a + b, 0);
    let at = x + (align === 'center' ? (width - used) / 2 : align === 'right' ? width - used : 0);
    pieces.forEach((run, n) => {
      this.doc
        .font(run.face.name)
        .fontSize(this.fontSize)
        .text(run.text, at, y, { lineBreak: false, baseline: -ASCENDER * this.fontSize });
      at += widths[n]!;
    });
  }
}

/** Whether Helvetica prints all of the text, so pdfkit can lay it out as always. */
function printable(text: string) {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch !== '\n' && ch !== '\t' && ch !== '\r' && !inHelvetica(code)) return false;
  }
  return true;
}

/** Consecutive characters in one face joined into one run. */
function runs(chars: Char[]): Char[] {
  const out: Char[] = [];
  for (const ch of chars) {
    const previous = out[out.length - 1];
    if (previous && previous.face.name === ch.face.name) previous.text += ch.text;
    else out.push({ ...ch });
  }
  return out;
}

function trimEnd(chars: Char[]) {
  let end = chars.length;
  while (end > 0 && /^\s+$/u.test(chars[end - 1]!.text)) end--;
  return chars.slice(0, end);
}
