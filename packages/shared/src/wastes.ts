import { z } from 'zod';
import { COLOURS, catalogCode } from './containers.ts';
import { int32 } from './numbers.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isObjectValue,
  optionalText,
  patchSchema,
  recordMetaSchema,
} from './resource.ts';

export const WASTE_CATEGORIES = ['rpbi', 'hazardous', 'special_handling', 'urban'] as const;
/** The categories that travel under a manifest and make a stop hazardous: RPBI and other hazardous waste (NOM-087, NOM-052). */
export const HAZARDOUS_CATEGORIES: ReadonlySet<string> = new Set(['rpbi', 'hazardous']);
export const PHYSICAL_STATES = ['solid', 'liquid'] as const;
export const WASTE_UNITS = ['kg', 'L', 'pieces'] as const;
/** `top`: wastes without a parent; `sub`: sub-wastes (the tree is two levels deep). */
export const WASTE_LEVELS = ['top', 'sub'] as const;

/** CRETIB: corrosive, reactive, explosive, toxic, flammable (inflamable), biological-infectious. */
export const CRETIB = 'CRETIB';

/**
 * One to six distinct CRETIB letters; empty (from a form) means none. They are stored in CRETIB
 * order ("bt" becomes "TB"), so one hazard is always written one way.
 */
export const hazardCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^$|^(?!.*(.).*\1)[CRETIB]{1,6}$/, { error: 'validation.hazardCode' })
  .transform((code) => [...CRETIB].filter((letter) => code.includes(letter)).join('') || null)
  .nullish()
  .transform((v) => v ?? null);

export const wasteFields = {
  parentId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  code: catalogCode,
  name: z.string().trim().min(1).max(160),
  category: z.enum(WASTE_CATEGORIES),
  physicalState: z.enum(PHYSICAL_STATES),
  unit: z.enum(WASTE_UNITS),
  hazardCode,
  containerTypeId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  containerColour: z
    .enum(COLOURS)
    .nullish()
    .transform((v) => v ?? null),
  maxStorageDays: int32()
    .positive({ error: 'validation.positive' })
    .max(3650)
    .nullish()
    .transform((v) => v ?? null),
  requiresRefrigeration: z.boolean(),
  notes: optionalText(2000),
};

/** A sub-waste may leave its category out and take its parent's; a top-level waste must say it. */
const categoryUnlessSubWaste = (
  value: { parentId?: string | null; category?: string },
  ctx: z.RefinementCtx,
) => {
  if (!value.parentId && !value.category) {
    ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['category'], input: undefined });
  }
};

export const wasteCreateSchema = z
  .object({
    ...wasteFields,
    category: wasteFields.category.optional(),
    requiresRefrigeration: wasteFields.requiresRefrigeration.default(false),
  })
  .superRefine(categoryUnlessSubWaste, { when: isObjectValue });
export type WasteCreate = z.input<typeof wasteCreateSchema>;

export const wasteUpdateSchema = patchSchema(wasteFields);
export type WasteUpdate = z.input<typeof wasteUpdateSchema>;

export const wasteSchema = z.object({
  ...recordMetaSchema,
  parentId: z.uuid().nullable(),
  code: z.string(),
  name: z.string(),
  category: z.enum(WASTE_CATEGORIES),
  physicalState: z.enum(PHYSICAL_STATES),
  unit: z.enum(WASTE_UNITS),
  hazardCode: z.string().nullable(),
  containerTypeId: z.uuid().nullable(),
  containerColour: z.enum(COLOURS).nullable(),
  maxStorageDays: z.number().int().nullable(),
  requiresRefrigeration: z.boolean(),
  notes: z.string().nullable(),
});
export type Waste = z.infer<typeof wasteSchema>;

/** The tree page: top-level wastes by code, each with its sub-wastes by code. */
export const wasteTreeNodeSchema = wasteSchema.extend({ children: z.array(wasteSchema) });
export type WasteTreeNode = z.infer<typeof wasteTreeNodeSchema>;
export const wasteTreeResponseSchema = z.object({ data: z.array(wasteTreeNodeSchema) });

export const WASTE_SORT_FIELDS = [
  'code',
  'name',
  'category',
  'physicalState',
  'unit',
  'hazardCode',
  'containerColour',
  'maxStorageDays',
  'requiresRefrigeration',
  'createdAt',
  'updatedAt',
] as const;

export const wasteListQuerySchema = listQuerySchema(WASTE_SORT_FIELDS).extend({
  category: z.enum(WASTE_CATEGORIES).optional(),
  physicalState: z.enum(PHYSICAL_STATES).optional(),
  level: z.enum(WASTE_LEVELS).optional(),
  parentId: z.uuid().optional(),
  archived: archivedFilterSchema,
});
export type WasteListQuery = z.input<typeof wasteListQuerySchema>;
export const wasteListResponseSchema = listResponseSchema(wasteSchema);
