import { fieldLabel, type ValueLabelGroup, valueLabel } from '@recolecta/shared/labels';
import type { ValidationMessageKey } from '@recolecta/shared/validation-messages';
import type {
  Waste,
  WasteTreeNode,
  wasteCreateSchema,
  wasteListQuerySchema,
  wasteUpdateSchema,
} from '@recolecta/shared/wastes';
import type { z } from 'zod';
import { wastes } from '../../db/schema/wastes.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import {
  activeWastesByCode,
  isActiveContainerType,
  listWastes,
  subWasteCount,
  type WasteExportRow,
  type WasteFilter,
  type WasteRow,
  wasteBatch,
  wasteTable,
} from './wastes.repository.ts';

type ListQuery = z.output<typeof wasteListQuerySchema>;
type CreateInput = z.output<typeof wasteCreateSchema>;
type UpdateInput = z.output<typeof wasteUpdateSchema>;
type FieldProblem = { path: string; message: ValidationMessageKey };

export function toWaste(row: WasteRow): Waste {
  return withRecordMeta(row, {
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    category: row.category as Waste['category'],
    physicalState: row.physicalState as Waste['physicalState'],
    unit: row.unit as Waste['unit'],
    hazardCode: row.hazardCode,
    containerTypeId: row.containerTypeId,
    containerColour: row.containerColour as Waste['containerColour'],
    maxStorageDays: row.maxStorageDays,
    requiresRefrigeration: row.requiresRefrigeration,
    notes: row.notes,
  });
}

const filterOf = (query: ListQuery): WasteFilter => ({
  q: query.q,
  category: query.category,
  physicalState: query.physicalState,
  level: query.level,
  parentId: query.parentId,
  archived: query.archived,
});

const { getRow } = wasteTable;

/**
 * The parent a waste is to hang from: it must exist, not be archived, and be top-level itself, so
 * the tree stays two levels deep. `self` is the waste being changed, if it already exists.
 */
async function checkParent(
  ctx: ServiceContext,
  parentId: string,
  self?: WasteRow,
): Promise<{ parent?: WasteRow; problem?: FieldProblem }> {
  const depth: FieldProblem = { path: 'parentId', message: 'validation.subWasteDepth' };
  if (self && parentId === self.id) return { problem: depth };
  const parent = await wasteTable.find(ctx.db, ctx.scope, parentId);
  if (!parent || parent.archivedAt) {
    return { problem: { path: 'parentId', message: 'validation.unknownReference' } };
  }
  if (parent.parentId) return { problem: depth };
  // A waste with sub-wastes of its own would push them to a third level.
  if (self && (await subWasteCount(ctx.db, self.id)) > 0) return { problem: depth };
  return { parent };
}

async function checkContainerType(ctx: ServiceContext, containerTypeId: string): Promise<FieldProblem[]> {
  return (await isActiveContainerType(ctx.db, containerTypeId))
    ? []
    : [{ path: 'containerTypeId', message: 'validation.unknownReference' }];
}

const exportColumns = (ctx: ServiceContext): ExportColumn<WasteExportRow>[] => {
  const label = (field: string) => fieldLabel('wastes', field, ctx.locale);
  const value = (group: ValueLabelGroup, v: string | boolean | null) => valueLabel(group, v, ctx.locale);
  return [
    { header: label('code'), value: (r) => r.waste.code },
    { header: label('name'), value: (r) => r.waste.name },
    { header: label('parentId'), value: (r) => r.parentCode },
    { header: label('category'), value: (r) => value('wasteCategory', r.waste.category) },
    { header: label('physicalState'), value: (r) => value('physicalState', r.waste.physicalState) },
    { header: label('unit'), value: (r) => value('unit', r.waste.unit) },
    { header: label('hazardCode'), value: (r) => r.waste.hazardCode },
    { header: label('containerTypeId'), value: (r) => r.containerCode },
    { header: label('containerColour'), value: (r) => value('colour', r.waste.containerColour) },
    { header: label('maxStorageDays'), value: (r) => r.waste.maxStorageDays },
    {
      header: label('requiresRefrigeration'),
      value: (r) => value('boolean', r.waste.requiresRefrigeration),
    },
  ];
};

/** Top-level wastes with their sub-wastes; sub-wastes of an archived waste are left out with it. */
export async function wasteTree(ctx: ServiceContext): Promise<WasteTreeNode[]> {
  const rows = await activeWastesByCode(ctx.db);
  const nodes = new Map<string, WasteTreeNode>();
  for (const row of rows) if (!row.parentId) nodes.set(row.id, { ...toWaste(row), children: [] });
  for (const row of rows) if (row.parentId) nodes.get(row.parentId)?.children.push(toWaste(row));
  return [...nodes.values()];
}

export const wastesService: ResourceService<Waste, ListQuery, CreateInput, UpdateInput, WasteExportRow> = {
  entity: 'waste',

  ...listing({ filterOf, page: listWastes, batch: wasteBatch, toItem: toWaste, exportColumns }),

  ...getting(getRow, toWaste),

  async create(ctx, { category, ...input }) {
    const problems: FieldProblem[] = [];
    let parent: WasteRow | undefined;
    if (input.parentId) {
      const checked = await checkParent(ctx, input.parentId);
      if (checked.problem) problems.push(checked.problem);
      parent = checked.parent;
    }
    if (input.containerTypeId) problems.push(...(await checkContainerType(ctx, input.containerTypeId)));
    // The schema asks a top-level waste for its category; a sub-waste may take its parent's. Once the
    // parent checks out there always is one: the test below only narrows the type.
    const ownCategory = category ?? parent?.category;
    if (problems.length > 0 || !ownCategory) throw invalidFields(problems);
    const row = await wasteTable.insert(ctx, { ...input, category: ownCategory });
    await wasteTable.audit(ctx, row.id, null, row);
    return toWaste(row);
  },

  async update(ctx, id, { version, ...changes }) {
    const before = await getRow(ctx, id);
    const problems: FieldProblem[] = [];
    // References already in place may have been archived since; only new ones are checked.
    if (changes.parentId && changes.parentId !== before.parentId) {
      const { problem } = await checkParent(ctx, changes.parentId, before);
      if (problem) problems.push(problem);
    }
    if (changes.containerTypeId && changes.containerTypeId !== before.containerTypeId) {
      problems.push(...(await checkContainerType(ctx, changes.containerTypeId)));
    }
    if (problems.length > 0) throw invalidFields(problems);
    const row = await wasteTable.update(ctx, id, version, changes);
    await wasteTable.audit(ctx, id, before, row);
    return toWaste(row);
  },

  ...archiveLifecycle({
    table: wastes,
    entity: 'waste',
    getRow,
    toItem: (row) => toWaste(row),
  }),
};
