import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { recordChange, type ServiceContext } from './context.ts';
import { pgError } from './db-errors.ts';
import { updateVersioned } from './versioned.ts';

type Archivable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; archivedAt: PgColumn };
/** A row as services hold it: the table's columns but the search vector, which no page reads. */
type Stored<T extends Archivable> = Omit<T['$inferSelect'], 'search'> & {
  id: string;
  version: number;
  archivedAt: Date | null;
};

interface ArchiveOptions<T extends Archivable, Row extends Stored<T>, Item> {
  table: T;
  /** The audit log's name: `driver` gives `driver.archive`, `driver.delete`, `driver.restore`. */
  entity: string;
  /** The row as the caller may see it: another company's is not found (404). */
  getRow(ctx: ServiceContext, id: string): Promise<Row>;
  toItem(row: Row, ctx: ServiceContext): Item | Promise<Item>;
  /** The row's company, kept on its audit entries; operator tables have none. */
  companyOf?(row: Row): string | null;
  /** Puts back what the table row lacks (joined data) after an update. */
  carry?(updated: T['$inferSelect'], before: Row): Row;
  /** How the audit log keeps a row, when not as it is. */
  snapshot?(row: Row): object;
  /** A rule that forbids deleting or archiving this row at all (the last owner); throws. */
  guard?(ctx: ServiceContext, row: Row): Promise<void>;
}

/** SQLSTATE 23503: a foreign key still points at the row. */
const isReferenced = (error: unknown) => pgError(error)?.code === '23503';

/**
 * Delete-or-archive, archive and restore, the same for every resource, each with the version check and
 * an audit entry holding the row before and after. Deleting tries the DELETE in a savepoint and
 * archives when the database refuses it for a reference (docs/product.md §3), so a new table that
 * points at drivers never needs an edit in the drivers module.
 */
export function archiveLifecycle<T extends Archivable, Row extends Stored<T>, Item>(
  options: ArchiveOptions<T, Row, Item>,
) {
  const { table, entity } = options;
  const carry = options.carry ?? ((updated: T['$inferSelect']) => updated as Row);
  const snapshot = options.snapshot ?? ((row: Row) => row);
  const companyOf = options.companyOf ?? (() => null);

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
      companyId: companyOf(before),
    });
    return after;
  }

  async function tryDelete(db: Db, id: string) {
    try {
      await db.transaction(async (savepoint) => {
        await savepoint.delete(table).where(eq(table.id, id));
      });
      return true;
    } catch (error) {
      if (isReferenced(error)) return false;
      throw error;
    }
  }

  return {
    async remove(ctx: ServiceContext, id: string): Promise<'deleted' | 'archived'> {
      const before = await options.getRow(ctx, id);
      await options.guard?.(ctx, before);
      if (!(await tryDelete(ctx.db, id))) {
        if (!before.archivedAt) await setArchived(ctx, before, before.version, new Date(), 'archive');
        return 'archived';
      }
      await recordChange(ctx, {
        action: `${entity}.delete`,
        entity,
        entityId: id,
        before: snapshot(before),
        companyId: companyOf(before),
      });
      return 'deleted';
    },

    async archive(ctx: ServiceContext, id: string, version: number): Promise<Item> {
      const before = await options.getRow(ctx, id);
      await options.guard?.(ctx, before);
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
