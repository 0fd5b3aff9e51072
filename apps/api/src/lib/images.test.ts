import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileImages } from '../../test/images.ts';
import { acceptImage, ImageRefused, MAX_IMAGE_PIXELS, normaliseImage, pdfImage } from './images.ts';

let images: Awaited<ReturnType<typeof hostileImages>>;
beforeAll(async () => {
  images = await hostileImages();
});

const refusal = (bytes: Uint8Array) =>
  normaliseImage(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ImageRefused ? error.reason : error),
  );

/** Highest RSS seen while `work` runs, above the RSS before it, in MB; and how long it took. */
async function cost(work: () => Promise<unknown>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, growthMb: (peak - before) / 2 ** 20 };
}

describe('images kept from the field', () => {
  it('keeps a PNG as a PNG and a JPEG as a JPEG, by their bytes, without their metadata', async () => {
    const png = await normaliseImage(images.tinyPng);
    expect(png).toMatchObject({ mime: 'image/png', width: 1, height: 1 });
    expect((await sharp(png.data).metadata()).format).toBe('png');

    const jpeg = await normaliseImage(images.photoWithExif);
    expect(jpeg.mime).toBe('image/jpeg');
    const meta = await sharp(jpeg.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    // Turned upright by its orientation tag (6: rotate 90°) before the tag went.
    expect([jpeg.width, jpeg.height]).toEqual([30, 40]);
  });

  it('scales a large image down to 2000 px on its longer side', async () => {
    const kept = await normaliseImage(images.largePng);
    expect([kept.width, kept.height]).toEqual([2000, 1000]);
  });

  it('refuses by content what is not a readable PNG or JPEG within bounds', async () => {
    expect(await refusal(images.crashPng)).toBe('validation.imageUnreadable');
    expect(await refusal(images.truncatedPng)).toBe('validation.imageUnreadable');
    expect(await refusal(images.truncatedJpeg)).toBe('validation.imageUnreadable');
    expect(await refusal(images.gif)).toBe('validation.image');
    expect(await refusal(images.html)).toBe('validation.image');
    expect(await refusal(images.hugeHeaderPng)).toBe('validation.imageDimensions');
    expect(await refusal(images.giantHeaderPng)).toBe('validation.imageDimensions');
    expect(await refusal(images.bombPng)).toBe('validation.imageDimensions');
  });

  it('refuses an 8000×8000 PNG of 249 KB from its header, in little time and memory', async () => {
    expect(images.bombPng.length).toBeLessThan(260_000);
    expect(8000 * 8000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    // Rendering it in a PDF took 2.5 s and 1 GB before; decoding it whole would take 256 MB.
    const refused = await cost(() => refusal(images.bombPng));
    expect(refused.ms).toBeLessThan(500);
    expect(refused.growthMb).toBeLessThan(64);
    const drawn = await cost(() => pdfImage(images.bombPng));
    expect(drawn.ms).toBeLessThan(500);
    expect(drawn.growthMb).toBeLessThan(64);
  });

  it('answers a refusal as a 422 on the field it came in', async () => {
    const url = `data:image/png;base64,${images.crashPng.toString('base64')}`;
    const error = await acceptImage(url, 'signature').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      options: { details: [{ path: 'signature', message: 'validation.imageUnreadable' }] },
    });
    // The prefix is not the type: JPEG bytes behind `image/png` are kept as the JPEG they are.
    const jpegAsPng = `data:image/png;base64,${images.tinyJpeg.toString('base64')}`;
    expect((await acceptImage(jpegAsPng, 'photo')).mime).toBe('image/jpeg');
  });

  it('gives pdfkit an opaque PNG, or nothing for bytes it cannot read', async () => {
    const drawn = await pdfImage(images.tinyPng);
    const meta = await sharp(drawn!).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: false, isProgressive: false });
    expect(await pdfImage(images.crashPng)).toBeNull();
    expect(await pdfImage(images.truncatedJpeg)).toBeNull();
    expect(await pdfImage(images.html)).toBeNull();
  });
});
