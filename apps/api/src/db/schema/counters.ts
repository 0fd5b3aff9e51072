import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The last number given per kind of record and year (routes; orders keep their own table). */
export const numberCounters = pgTable(
  'number_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
