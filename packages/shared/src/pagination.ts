import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** Query of every list (PRODUCT §7): page, pageSize ≤ 100, sort=field:asc|desc, q. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z
      .string()
      .regex(new RegExp(`^(${sortFields.join('|')}):(asc|desc)$`))
      .optional(),
    q: z.string().trim().max(200).optional(),
  });
}

export const pageMetaSchema = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

export function itemResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined;
  const [field, direction] = sort.split(':');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : undefined;
}
