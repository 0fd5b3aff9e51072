import type { ManifestLine, ManifestStatus } from '@recolecta/shared/manifests';
import { MANIFEST_SORT_FIELDS } from '@recolecta/shared/manifests';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, sortIndexes } from './common.ts';
import { companies } from './companies.ts';
import { evidenceFiles } from './field-records.ts';
import { orders } from './orders.ts';
import { routes } from './routes.ts';
import { stores } from './stores.ts';

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
    ...sortIndexes('manifests', t, MANIFEST_SORT_FIELDS),
  ],
);
