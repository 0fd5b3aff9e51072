import { z } from 'zod';

/** Largest image a phone sends (a data URL, after the phone has scaled a photo down). */
export const MAX_IMAGE_CHARS = 1_500_000;

/**
 * A PNG or JPEG image as a data URL: a drawn signature or a photo. Only the shape is checked here;
 * the API reads the bytes themselves before keeping them (their real type, size and pixels).
 */
export const imageDataUrl = z
  .string()
  .max(MAX_IMAGE_CHARS, { error: 'validation.imageTooLarge' })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'validation.image' });
