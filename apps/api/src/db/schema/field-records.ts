import { customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
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

/**
 * The containers scanned at a stop: they rode the vehicle from the site to the store. A field record
 * like the images: written at the stop, read again at the store's reception.
 */
export const visitAssets = pgTable(
  'visit_assets',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.assetId] }), index('visit_assets_asset_idx').on(t.assetId)],
);
