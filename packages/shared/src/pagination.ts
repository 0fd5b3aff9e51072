import { z } from 'zod';
import { queryInt32 } from './numbers.ts';

export const MAX_PAGE_SIZE = 100;

/** Query of every list (docs/product.md §7): page, pageSize ≤ 100, sort=field:asc|desc, q. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    page: queryInt32().min(1).default(1),
    pageSize: queryInt32().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z
      .string()
      .regex(new RegExp(`^(${sortFields.join('|')}):(asc|desc)$`))
      .optional(),
    q: z.string().trim().max(200).optional(),
    /** The `next` cursor of the page before: the following page at the cost of the first one. */
    after: z
      .string()
      .max(400)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  });
}

/** Counts stop here: beyond it a list says "10 000+" instead of counting a large table per request. */
export const COUNT_CAP = 10_000;

export const pageMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  /** Matching rows, counted up to COUNT_CAP. */
  total: z.number(),
  /** True when there are more than `total` (the count stopped at the cap). */
  totalCapped: z.boolean().optional(),
  /** The cursor of the following page (`after=`), null on the last one. */
  next: z.string().nullable().optional(),
});
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
