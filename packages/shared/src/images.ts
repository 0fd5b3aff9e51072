import { z } from 'zod';

/** Largest image a phone sends (a data URL, after the phone has scaled a photo down). */
export const MAX_IMAGE_CHARS = 1_500_000;

/** A PNG or JPEG image as a data URL: a drawn signature or a photo. */
export const imageDataUrl = z
  .string()
  .max(MAX_IMAGE_CHARS, { error: 'validation.imageTooLarge' })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'validation.image' });

/** The bytes and type of an image data URL already checked by `imageDataUrl`. */
export function decodeImage(dataUrl: string): { mime: string; data: Uint8Array } {
  const comma = dataUrl.indexOf(',');
  const mime = dataUrl.slice(5, dataUrl.indexOf(';'));
  const binary = atob(dataUrl.slice(comma + 1));
  const data = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
  return { mime, data };
}
