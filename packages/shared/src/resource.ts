import { z } from 'zod';
import { versionNumber } from './numbers.ts';

/** Pieces every resource schema is made of (docs/product.md §3, §7). */
export const idParamsSchema = z.object({ id: z.uuid() });

export const recordMetaSchema = {
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  version: z.number().int(),
  archivedAt: z.iso.datetime({ offset: true }).nullable(),
};

/** Every update carries the version it read; a stale one answers 409 VERSION_CONFLICT. */
export const versionSchema = z.object({ version: versionNumber() });

export const exportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** `archived=include` lists archived rows too, `only` lists nothing else; by default they are hidden. */
export const archivedFilterSchema = z.enum(['exclude', 'include', 'only']).default('exclude');

/** Optional text: empty strings from forms become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const isoDate = z.iso.date();

/**
 * The status in a PATCH body: a form may send the record back as it read it, so the current status is
 * accepted and ignored; another one is refused (422) by the server, pointing at the record's actions.
 */
export const statusByTransition = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.enum(statuses).optional();

/** A PATCH body: any of the fields, and the version read (a stale one answers 409). */
export const patchSchema = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object(fields).partial().extend(versionSchema.shape);

/** The PATCH body of a resource with a lifecycle: its status only as it is, since transitions change it. */
export const lifecyclePatchSchema = <Shape extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  fields: Shape,
  statuses: S,
) => patchSchema({ ...fields, status: statusByTransition(statuses) });

/**
 * `when` of object-level rules that should also run when a field is invalid, so a form hears of every
 * problem at once. The value may then be partly wrong: such rules only test fields for presence.
 */
export const isObjectValue = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export const mxPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{10,20}$/, { error: 'validation.phone' });

export const deleteResultSchema = z.object({
  data: z.object({ id: z.uuid(), outcome: z.enum(['deleted', 'archived']) }),
});
