import type {
  Container,
  containerCreateSchema,
  containerListQuerySchema,
  containerUpdateSchema,
} from '@recolecta/shared/containers';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { z } from 'zod';
import { containerTypes } from '../../db/schema/containers.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import {
  activeWasteIds,
  type ContainerFilter,
  type ContainerWithWastes,
  containerBatch,
  containerTable,
  listContainers,
  oneWithWastes,
  setContainerWastes,
} from './containers.repository.ts';

type ListQuery = z.output<typeof containerListQuerySchema>;
type CreateInput = z.output<typeof containerCreateSchema>;
type UpdateInput = z.output<typeof containerUpdateSchema>;

export function toContainer(row: ContainerWithWastes): Container {
  return withRecordMeta(row, {
    code: row.code,
    name: row.name,
    material: row.material as Container['material'],
    colour: row.colour as Container['colour'],
    capacityL: row.capacityL,
    tareKg: row.tareKg,
    reusable: row.reusable,
    notes: row.notes,
    wasteIds: row.wastes.map((w) => w.id),
    wastes: row.wastes,
  });
}

const filterOf = (query: ListQuery): ContainerFilter => ({
  q: query.q,
  material: query.material,
  colour: query.colour,
  reusable: query.reusable,
  archived: query.archived,
});

async function getRow(ctx: ServiceContext, id: string) {
  return oneWithWastes(ctx.db, await containerTable.getRow(ctx, id));
}

/** The audit log keeps the waste links with the row, so the history shows them change. */
const snapshot = ({ wastes, ...row }: ContainerWithWastes) => ({ ...row, wasteIds: wastes.map((w) => w.id) });

/**
 * Every waste newly linked must exist and not be archived. One linked before and archived since may
 * stay, so an unrelated edit of the container type does not fail on it.
 */
async function checkWastes(ctx: ServiceContext, wasteIds: string[], alreadyLinked: string[] = []) {
  const added = wasteIds.filter((id) => !alreadyLinked.includes(id));
  const usable = await activeWasteIds(ctx.db, added);
  if (added.some((id) => !usable.has(id))) {
    throw invalidFields([{ path: 'wasteIds', message: 'validation.unknownReference' }]);
  }
}

const exportColumns = (ctx: ServiceContext): ExportColumn<ContainerWithWastes>[] => {
  const label = (field: string) => fieldLabel('containers', field, ctx.locale);
  return [
    { header: label('code'), value: (r) => r.code },
    { header: label('name'), value: (r) => r.name },
    { header: label('material'), value: (r) => valueLabel('containerMaterial', r.material, ctx.locale) },
    { header: label('colour'), value: (r) => valueLabel('colour', r.colour, ctx.locale) },
    { header: label('capacityL'), value: (r) => r.capacityL },
    { header: label('tareKg'), value: (r) => r.tareKg },
    { header: label('reusable'), value: (r) => valueLabel('boolean', r.reusable, ctx.locale) },
    { header: label('wasteIds'), value: (r) => r.wastes.map((w) => w.code).join(', ') },
  ];
};

export const containersService: ResourceService<
  Container,
  ListQuery,
  CreateInput,
  UpdateInput,
  ContainerWithWastes
> = {
  entity: 'container',

  ...listing({ filterOf, page: listContainers, batch: containerBatch, toItem: toContainer, exportColumns }),

  ...getting(getRow, toContainer),

  async create(ctx, { wasteIds, ...input }) {
    await checkWastes(ctx, wasteIds);
    const row = await containerTable.insert(ctx, input);
    await setContainerWastes(ctx.db, row.id, wasteIds);
    const full = await oneWithWastes(ctx.db, row);
    await containerTable.audit(ctx, row.id, null, snapshot(full));
    return toContainer(full);
  },

  async update(ctx, id, { version, wasteIds, ...changes }) {
    const before = await getRow(ctx, id);
    if (wasteIds) {
      await checkWastes(
        ctx,
        wasteIds,
        before.wastes.map((w) => w.id),
      );
    }
    // The version goes up even when only the waste links change: they are part of the record.
    const row = await containerTable.update(ctx, id, version, changes);
    if (wasteIds) await setContainerWastes(ctx.db, id, wasteIds);
    const full = await oneWithWastes(ctx.db, row);
    await containerTable.audit(ctx, id, snapshot(before), snapshot(full));
    return toContainer(full);
  },

  ...archiveLifecycle({
    table: containerTypes,
    entity: 'container',
    getRow,
    toItem: (row) => toContainer(row),
    carry: (updated, before) => ({ ...updated, wastes: before.wastes }),
    snapshot,
  }),
};
