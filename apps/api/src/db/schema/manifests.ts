import type { FailureReason } from '@recolecta/shared/driver';
import type { ManifestLine, ManifestStatus } from '@recolecta/shared/manifests';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { baseColumns, sortIndexes } from './common.ts';
import { assets, stores } from './operations.ts';
import { orders } from './orders.ts';
import { routes } from './routes.ts';

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

/** What happened at one stop of a route: arrival, then a collection or a failure. One per order. */
export const stopVisits = pgTable(
  'stop_visits',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<'collected' | 'failed'>(),
    failureReason: text('failure_reason').$type<FailureReason>(),
    failureNote: text('failure_note'),
    generatorName: text('generator_name'),
    signatureFileId: uuid('signature_file_id').references(() => evidenceFiles.id),
    photoFileId: uuid('photo_file_id').references(() => evidenceFiles.id),
    unknownSerials: text('unknown_serials').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('stop_visits_route_idx').on(t.routeId)],
);

/** The containers scanned at a stop: they rode the vehicle from the site to the store. */
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

/**
 * Every action a driver's phone sent, by the id the phone made: a repeat finds its row and answers
 * what the first did (`result`), so a lost answer retried creates nothing twice.
 */
export const driverActions = pgTable('driver_actions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type').notNull(),
  // What the phone named, kept as sent (no foreign keys): the row is written before the act is
  // checked, and an act naming no order is refused with a 404, not a constraint error.
  orderId: uuid('order_id'),
  routeId: uuid('route_id'),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  result: jsonb('result').$type<Record<string, unknown>>(),
});

/** Party sections as printed on the form, copied when the manifest is made (a later edit of the company does not rewrite it). */
export type ManifestParties = {
  generator: {
    nra: string | null;
    name: string;
    siteName: string;
    address: string;
    municipality: string;
    postalCode: string;
    state: string;
    phone: string | null;
  };
  transporter: {
    name: string;
    address: string;
    phone: string | null;
    authorisation: string | null;
    sctRegistration: string | null;
    driverName: string;
    vehicleType: string;
    vehiclePlate: string;
  };
  destination: {
    storeId: string | null;
    name: string;
    address: string;
    phone: string | null;
    authorisation: string | null;
  };
};

/** The hazardous-waste manifest of a collected order (docs/product.md §3 "Manifest"). */
export const manifests = pgTable(
  'manifests',
  {
    ...baseColumns(),
    folio: text('folio').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: uuid('route_id').references(() => routes.id),
    /** The destination: the route's end store, or the first plant; none when the operator has no store yet. */
    storeId: uuid('store_id').references(() => stores.id),
    status: text('status').$type<ManifestStatus>().notNull().default('draft'),
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    parties: jsonb('parties').$type<ManifestParties>().notNull(),
    lines: jsonb('lines').$type<ManifestLine[]>().notNull(),
    instructions: text('instructions'),
    generatorSigner: text('generator_signer'),
    generatorSignatureId: uuid('generator_signature_id').references(() => evidenceFiles.id),
    generatorSignedAt: timestamp('generator_signed_at', { withTimezone: true }),
    transporterSignatureId: uuid('transporter_signature_id').references(() => evidenceFiles.id),
    transporterSignedAt: timestamp('transporter_signed_at', { withTimezone: true }),
    receiverName: text('receiver_name'),
    receiverSignatureId: uuid('receiver_signature_id').references(() => evidenceFiles.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    flagged: boolean('flagged').notNull().default(false),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('manifests_folio_key').on(t.folio),
    uniqueIndex('manifests_order_key').on(t.orderId),
    index('manifests_company_idx').on(t.companyId, t.collectedOn, t.id),
    index('manifests_store_idx').on(t.storeId),
    index('manifests_route_idx').on(t.routeId),
    ...sortIndexes('manifests', t.id, { folio: t.folio, collectedOn: t.collectedOn, createdAt: t.createdAt }),
  ],
);
