import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what to which row, when, with before and after for updates (docs/product.md §3). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_at_idx').on(t.at),
    index('audit_company_idx').on(t.companyId, t.at),
  ],
);

/**
 * Every status change of a record with a lifecycle: which transition, from and to, who took it, when
 * and why. Written in the same transaction as the change itself.
 */
export const statusTransitions = pgTable(
  'status_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    companyId: uuid('company_id'),
    name: text('name').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    input: jsonb('input'),
    actorId: uuid('actor_id'),
  },
  (t) => [index('status_transitions_entity_idx').on(t.entity, t.entityId, t.at)],
);
