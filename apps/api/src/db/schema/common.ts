import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every table carries (PRODUCT §3): id, timestamps, optimistic-concurrency version, author. */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  createdBy: uuid('created_by'),
});

export const archivedAt = () => timestamp('archived_at', { withTimezone: true });
