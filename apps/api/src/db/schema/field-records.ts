import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { orders } from './orders.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images taken in the field: the generator's and the receiver's signatures, the driver's, and the
 * photos of a collection or of a failed stop. Kept in the database so that a backup holds them.
 */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    orderId: uuid('order_id').references(() => orders.id),
    kind: text('kind')
      .$type<'generator_signature' | 'driver_signature' | 'receiver_signature' | 'photo' | 'failure_photo'>()
      .notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evidence_files_order_idx').on(t.orderId)],
);
