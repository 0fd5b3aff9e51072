import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflate, deflateSync } from 'node:zlib';

/**
 * Images for tests, good and hostile, made here byte by byte (no files): PNGs are written chunk by
 * chunk, so a header can claim what its pixel data does not hold.
 */

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width`×`height`, 8-bit, colour type 6 (RGBA) unless said, with the IDAT given as it is. */
function png(width: number, height: number, idat: Buffer, colourType = 6) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const channelsOf = (colourType: number) => ({ 0: 1, 2: 3, 6: 4 })[colourType] ?? 4;

/** The filtered rows (filter byte 0) of an image whose pixels `byte(x, y)` gives. */
function rows(width: number, height: number, colourType: number, byte: (i: number, y: number) => number) {
  const stride = width * channelsOf(colourType) + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let i = 1; i < stride; i++) raw[y * stride + i] = byte(i, y);
  }
  return raw;
}

/** A PNG whose pixel data is what it says: a grey gradient, or any pattern. */
function goodPng(width: number, height: number, colourType = 6) {
  const raw = rows(width, height, colourType, (i, y) => (i * 7 + y * 13) & 0xff);
  return png(width, height, deflateSync(raw), colourType);
}

/** The PNG of issue 33: RGBA, 64×16, whose IDAT is not zlib (pdfkit's decoder took the process down). */
export const CRASH_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAQCAYAAACm53kpAAAARUlEQVRkZWZpbml0ZWx5IG5vdCBhIHpsaWIgc3RyZWFtIHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHj++OouAAAAAElFTkSuQmCC',
  'base64',
);

/** An 8×8 JPEG. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAaoH/9k=',
  'base64',
);

/** A 40×30 JPEG with EXIF (orientation 6: shown turned 90°, so 30×40). */
const EXIF_JPEG = Buffer.from(
  '/9j/4QC8RXhpZgAASUkqAAgAAAAGABIBAwABAAAABgAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAACgAAAADoAQAAQAAAB4AAAAAAAAA/+IB8ElDQ19QUk9GSUxFAAEBAAAB4GxjbXMEIAAAbW50clJHQiBYWVogB+IAAwAUAAkADgAdYWNzcE1TRlQAAAAAc2F3c2N0cmwAAAAAAAAAAAAAAAAAAPbWAAEAAAAA0y1oYW5keem/Vlo+AbaDI4VVRvdPqgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAKZGVzYwAAAPwAAAAkY3BydAAAASAAAAAid3RwdAAAAUQAAAAUY2hhZAAAAVgAAAAsclhZWgAAAYQAAAAUZ1hZWgAAAZgAAAAUYlhZWgAAAawAAAAUclRSQwAAAcAAAAAgZ1RSQwAAAcAAAAAgYlRSQwAAAcAAAAAgbWx1YwAAAAAAAAABAAAADGVuVVMAAAAIAAAAHABzAFIARwBCbWx1YwAAAAAAAAABAAAADGVuVVMAAAAGAAAAHABDAEMAMAAAWFlaIAAAAAAAAPbWAAEAAAAA0y1zZjMyAAAAAAABDD8AAAXd///zJgAAB5AAAP2S///7of///aIAAAPcAADAcVhZWiAAAAAAAABvoAAAOPIAAAOPWFlaIAAAAAAAAGKWAAC3iQAAGNpYWVogAAAAAAAAJKAAAA+FAAC2xHBhcmEAAAAAAAMAAAACZmkAAPKnAAANWQAAE9AAAApb/9sAQwAUDg8SDw0UEhASFxUUGB4yIR4cHB49LC4kMklATEtHQEZFUFpzYlBVbVZFRmSIZW13e4GCgU5gjZeMfZZzfoF8/9sAQwEVFxceGh47ISE7fFNGU3x8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8/8AAEQgAHgAoAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAF/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABYBAQEBAAAAAAAAAAAAAAAAAAAEBf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJ4DWQAAAAAAAAAAP//Z',
  'base64',
);

const noisyPng = goodPng(64, 64);

/** Made at once: small enough for the fuzz suite's arbitraries. */
export const SMALL_IMAGES = {
  tinyPng: goodPng(1, 1),
  tinyJpeg: TINY_JPEG,
  photoWithExif: EXIF_JPEG,
  crashPng: CRASH_PNG,
  /** Cut in the middle of its pixel data. */
  truncatedPng: noisyPng.subarray(0, Math.floor(noisyPng.length / 2)),
  truncatedJpeg: EXIF_JPEG.subarray(0, EXIF_JPEG.length - 40),
  /** A header that claims 8000×8000, then a few rows of real zlib data. */
  hugeHeaderPng: png(8000, 8000, deflateSync(Buffer.alloc(32_001 * 4))),
  /** 100 000 × 100 000: past any side. */
  giantHeaderPng: png(100_000, 100_000, deflateSync(Buffer.alloc(64))),
  gif: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  html: Buffer.from('<h1>not an image</h1>'),
};

/** Data URLs the shared schema lets through (its prefix and base64 only), for the fuzz suite. */
export const HOSTILE_IMAGE_URLS: readonly string[] = Object.values(SMALL_IMAGES).flatMap((bytes) => [
  `data:image/png;base64,${bytes.toString('base64')}`,
  `data:image/jpeg;base64,${bytes.toString('base64')}`,
]);

/**
 * The bomb of issue 33: an 8000×8000 RGBA PNG, all transparent, whose 256 MB of pixels deflate to
 * about 249 KB. Deflated row by row, so making it holds one row in memory.
 */
async function bombPng() {
  const row = Buffer.alloc(8000 * 4 + 1);
  const idat = await buffer(
    Readable.from(
      (function* () {
        for (let y = 0; y < 8000; y++) yield row;
      })(),
    ).pipe(createDeflate({ level: 9 })),
  );
  return png(8000, 8000, idat);
}

let made: Promise<typeof SMALL_IMAGES & { bombPng: Buffer; largePng: Buffer }> | undefined;

/** Every test image, the bomb and a large valid PNG included (made once). */
export function hostileImages() {
  made ??= bombPng().then((bomb) => ({
    ...SMALL_IMAGES,
    bombPng: bomb,
    /** 4000×2000 grey: valid, within bounds, larger than what is kept. */
    largePng: goodPng(4000, 2000, 0),
  }));
  return made;
}

export const dataUrl = (bytes: Buffer, type: 'png' | 'jpeg' = 'png') =>
  `data:image/${type};base64,${bytes.toString('base64')}`;
