import type { ValidationMessageKey } from '@recolecta/shared/validation-messages';
import sharp from 'sharp';
import { invalidFields } from './field-errors.ts';

/**
 * Images the API keeps (signatures and photos taken in the field) and hands to pdfkit. The shared
 * schema checks a data URL's shape and length; here the bytes themselves are read with sharp, which
 * decodes in libuv's thread pool, off the event loop (docs/product.md §9 "Images").
 */

/** The largest image accepted, in pixels, and on either side: read from the header, before decoding. */
export const MAX_IMAGE_PIXELS = 16_000_000;
export const MAX_IMAGE_SIDE = 8000;
/** An accepted image is kept at most this many pixels on a side (scaled down, never up). */
export const STORED_IMAGE_SIDE = 2000;
/** The side of an image drawn in a PDF: a signature box is 156 pt wide, a page 595. */
const PDF_IMAGE_SIDE = 800;
/** No decode takes longer than this, whatever the bytes. */
const DECODE_SECONDS = 10;

export type ImageMime = 'image/png' | 'image/jpeg';

export interface AcceptedImage {
  mime: ImageMime;
  data: Buffer;
  width: number;
  height: number;
}

/** Why bytes are not an image we keep: each is a validation message key. */
export type ImageRefusal = Extract<
  ValidationMessageKey,
  'validation.image' | 'validation.imageUnreadable' | 'validation.imageDimensions'
>;

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
  }
}

// libvips keeps recent operations and their pixels (50 MB by default) for reuse; every image here is
// read once, so the cache would only hold memory.
sharp.cache(false);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The type the bytes are, by their first bytes (whatever a data URL's prefix said). */
export function imageTypeOf(bytes: Uint8Array): ImageMime | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 8));
  if (head.length >= 8 && head.equals(PNG_MAGIC)) return 'image/png';
  if (head.subarray(0, 3).equals(JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/**
 * A sharp pipeline over bytes whose header has been read and found within bounds: too many pixels,
 * or a side too long, is refused before a pixel is decoded. `limitInputPixels` holds the same bound
 * inside libvips, and the pipeline reads sequentially, so a large image never sits whole in memory.
 */
async function boundedImage(bytes: Uint8Array) {
  const type = imageTypeOf(bytes);
  if (!type) throw new ImageRefused('validation.image');
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true, failOn: 'warning' } as const;
  // The header alone, read without the pixel limit (which would refuse it as unreadable): its size
  // is judged below.
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefused('validation.imageUnreadable');
    });
  if (`image/${header.format}` !== type) throw new ImageRefused('validation.image');
  const { width, height } = header;
  if (!width || !height) throw new ImageRefused('validation.imageUnreadable');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRefused('validation.imageDimensions');
  }
  return { type, pipeline: sharp(bytes, options).timeout({ seconds: DECODE_SECONDS }) };
}

/**
 * Bytes as the image we keep: a PNG or a JPEG by its content, within the bounds, decoded in full
 * (a truncated file, or pixel data that does not inflate, is refused here and never stored), turned
 * upright, stripped of its metadata (EXIF, GPS), scaled down to `STORED_IMAGE_SIDE` at most, and
 * encoded again in its own type. Throws `ImageRefused`.
 */
export async function normaliseImage(bytes: Uint8Array): Promise<AcceptedImage> {
  const { type, pipeline } = await boundedImage(bytes);
  const resized = pipeline.autoOrient().resize({
    width: STORED_IMAGE_SIDE,
    height: STORED_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = type === 'image/png' ? resized.png() : resized.jpeg({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new ImageRefused('validation.imageUnreadable');
  });
  return { mime: type, data, width: info.width, height: info.height };
}

/**
 * A data URL already shaped by the shared `imageDataUrl` schema, read and kept as `normaliseImage`
 * says; a refusal is a 422 on `path`, the field it came in.
 */
export async function acceptImage(dataUrl: string, path: string): Promise<AcceptedImage> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    return await normaliseImage(bytes);
  } catch (error) {
    if (error instanceof ImageRefused) throw invalidFields([{ path, message: error.reason }]);
    throw error;
  }
}

/**
 * A stored image as pdfkit should get it, or null when sharp cannot read it (rows kept before
 * images were checked). The result is an opaque, non-interlaced PNG (flattened on white), which
 * pdfkit embeds as it is: pdfkit then inflates nothing itself, since its own PNG decoder fails
 * in a zlib callback no caller can catch, taking the process down.
 */
export async function pdfImage(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const { pipeline } = await boundedImage(bytes);
    return await pipeline
      .autoOrient()
      .resize({ width: PDF_IMAGE_SIDE, height: PDF_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ progressive: false, palette: false })
      .toBuffer();
  } catch {
    return null;
  }
}
