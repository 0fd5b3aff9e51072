import { z } from 'zod';
import type { VALUE_LABELS } from './labels.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { archivedFilterSchema, optionalText, patchSchema, recordMetaSchema } from './resource.ts';

export const CONTAINER_MATERIALS = ['bag', 'rigid', 'drum', 'tote'] as const;
/** Colours of bags and containers; NOM-087 assigns red and yellow to RPBI. */
export const COLOURS = [
  'red',
  'yellow',
  'white',
  'black',
  'green',
  'blue',
  'grey',
  'transparent',
] as const satisfies readonly (keyof typeof VALUE_LABELS.colour)[];
export type Colour = (typeof COLOURS)[number];

/**
 * Catalog codes (containers, wastes): capital letters and digits in dash-separated groups, e.g. `BR-R`
 * or `RPBI-SAN-L`. Typed lower case, they are stored upper case, which is how they are compared.
 */
export const catalogCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(2)
  .max(20)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, { error: 'validation.code' });

export const containerFields = {
  code: catalogCode,
  name: z.string().trim().min(1).max(120),
  material: z.enum(CONTAINER_MATERIALS),
  colour: z.enum(COLOURS),
  capacityL: z.number().positive({ error: 'validation.positive' }).max(100_000),
  tareKg: z.number().min(0).max(10_000),
  reusable: z.boolean(),
  /** The wastes it may hold; the order does not matter and repeats are dropped. */
  wasteIds: z
    .array(z.uuid())
    .max(200)
    .transform((ids) => [...new Set(ids)]),
  notes: optionalText(2000),
};

export const containerCreateSchema = z.object({
  ...containerFields,
  reusable: containerFields.reusable.default(false),
  wasteIds: containerFields.wasteIds.default([]),
});
export type ContainerCreate = z.input<typeof containerCreateSchema>;

export const containerUpdateSchema = patchSchema(containerFields);
export type ContainerUpdate = z.input<typeof containerUpdateSchema>;

/** What a container's answer says about each waste it may hold. */
export const wasteSummarySchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
export type WasteSummary = z.infer<typeof wasteSummarySchema>;

export const containerSchema = z.object({
  ...recordMetaSchema,
  code: z.string(),
  name: z.string(),
  material: z.enum(CONTAINER_MATERIALS),
  colour: z.enum(COLOURS),
  capacityL: z.number(),
  tareKg: z.number(),
  reusable: z.boolean(),
  notes: z.string().nullable(),
  wasteIds: z.array(z.uuid()),
  wastes: z.array(wasteSummarySchema),
});
export type Container = z.infer<typeof containerSchema>;

export const CONTAINER_SORT_FIELDS = [
  'code',
  'name',
  'material',
  'colour',
  'capacityL',
  'tareKg',
  'reusable',
  'createdAt',
  'updatedAt',
] as const;

export const containerListQuerySchema = listQuerySchema(CONTAINER_SORT_FIELDS).extend({
  material: z.enum(CONTAINER_MATERIALS).optional(),
  colour: z.enum(COLOURS).optional(),
  reusable: z.stringbool().optional(),
  archived: archivedFilterSchema,
});
export type ContainerListQuery = z.input<typeof containerListQuerySchema>;
export const containerListResponseSchema = listResponseSchema(containerSchema);
