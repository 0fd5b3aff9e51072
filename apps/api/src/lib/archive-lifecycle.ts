import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { recordChange, type ServiceContext } from './context.ts';
import { updateVersioned } from './versioned.ts';

type Archivable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; archivedAt: PgColumn };
type Stored<T extends Archivable> = T['$inferSelect'] & {
  id: string;
  version: number;
  archivedAt: Date | null;
};

interface LifecycleOptions<T extends Archivable, Row extends Stored<T>, Item> {
  table: T;
  /** The audit log's name: `driver` gives `driver.archive`, `driver.delete`, `driver.restore`. */
  entity: string;
  getRow(ctx: ServiceContext, id: string): Promise<Row>;
  /** Rows elsewhere that point at this one: a delete then archives instead (PRODUCT §3). */
  referenceCount(db: Db, id: string): Promise<number>;
  hardDelete(db: Db, id: string): Promise<void>;
  toItem(row: Row, ctx: ServiceContext): Item;
  /** Puts back what the table row lacks (joined data) after an update. */
  carry?(updated: T['$inferSelect'], before: Row): Row;
  /** How the audit log keeps a row, when not as it is. */
  snapshot?(row: Row): object;
}

/**
 * Delete-or-archive, archive and restore, the same for every catalog: each with the version check and
 * an audit entry holding the row before and after.
 */
export function archiveLifecycle<T extends Archivable, Row extends Stored<T>, Item>(
  options: LifecycleOptions<T, Row, Item>,
) {
  const { table, entity } = options;
  const carry = options.carry ?? ((updated: T['$inferSelect']) => updated as Row);
  const snapshot = options.snapshot ?? ((row: Row) => row);

  async function setArchived(
    ctx: ServiceContext,
    before: Row,
    version: number,
    archivedAt: Date | null,
    action: string,
  ) {
    const updated = await updateVersioned(ctx.db, table, before.id, version, { archivedAt });
    const after = carry(updated, before);
    await recordChange(ctx, {
      action: `${entity}.${action}`,
      entity,
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after),
      companyId: null,
    });
    return after;
  }

  return {
    async remove(ctx: ServiceContext, id: string): Promise<'deleted' | 'archived'> {
      const before = await options.getRow(ctx, id);
      if ((await options.referenceCount(ctx.db, id)) > 0) {
        if (!before.archivedAt) await setArchived(ctx, before, before.version, new Date(), 'archive');
        return 'archived';
      }
      await options.hardDelete(ctx.db, id);
      await recordChange(ctx, {
        action: `${entity}.delete`,
        entity,
        entityId: id,
        before: snapshot(before),
        companyId: null,
      });
      return 'deleted';
    },

    async archive(ctx: ServiceContext, id: string, version: number): Promise<Item> {
      const before = await options.getRow(ctx, id);
      return options.toItem(
        await setArchived(ctx, before, version, before.archivedAt ?? new Date(), 'archive'),
        ctx,
      );
    },

    async restore(ctx: ServiceContext, id: string, version: number): Promise<Item> {
      const before = await options.getRow(ctx, id);
      return options.toItem(await setArchived(ctx, before, version, null, 'restore'), ctx);
    },
  };
}
