import { rfcSchema } from '@recolecta/shared/accounts';
import { assetSerial, PLACE_KINDS, type PlaceKind } from '@recolecta/shared/assets';
import { valueLabel } from '@recolecta/shared/labels';
import { LOCALES } from '@recolecta/shared/locales';
import { optionalText } from '@recolecta/shared/resource';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assets } from '../../db/schema/assets.ts';
import { companies } from '../../db/schema/companies.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { sites } from '../../db/schema/sites.ts';
import { stores, storeZones } from '../../db/schema/stores.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import type { ImportSpec } from '../../lib/import.ts';
import { assertOperator } from '../../lib/scope.ts';
import { assetsService } from './assets.service.ts';

/** The kind of place as typed: its key (`zone`) or its label in any language ("Vehículo"). */
const placeKind = z.string().transform((typed, ctx) => {
  const wanted = typed.trim().toLowerCase();
  for (const kind of PLACE_KINDS) {
    if (kind === wanted || LOCALES.some((l) => valueLabel('placeKind', kind, l).toLowerCase() === wanted))
      return kind;
  }
  ctx.addIssue({ code: 'custom', message: 'validation.unknownPlace' });
  return z.NEVER;
});

const rowSchema = z.object({
  serial: assetSerial,
  containerType: z.string().trim().toUpperCase().min(1).max(20),
  placeKind,
  store: optionalText(120),
  zone: optionalText(120),
  rfc: rfcSchema.optional(),
  site: optionalText(120),
  plate: optionalText(20),
  notes: optionalText(1000),
});
type Row = z.output<typeof rowSchema>;

/** The place a row names: a store's zone by names, a client's site by RFC and name, a vehicle by plate. */
async function placeOf(ctx: ServiceContext, kind: PlaceKind, row: Row) {
  const lower = (column: Parameters<typeof sql>[1], value: string | null | undefined) =>
    sql`lower(${column}) = lower(${value ?? ''})`;
  if (kind === 'zone') {
    const [zone] = await ctx.db
      .select({ id: storeZones.id })
      .from(storeZones)
      .innerJoin(stores, eq(stores.id, storeZones.storeId))
      .where(
        and(lower(stores.name, row.store), lower(storeZones.name, row.zone), isNull(storeZones.archivedAt)),
      );
    return zone?.id;
  }
  if (kind === 'site') {
    const [site] = await ctx.db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(companies, eq(companies.id, sites.companyId))
      .where(and(eq(companies.rfc, row.rfc ?? ''), lower(sites.name, row.site), isNull(sites.archivedAt)));
    return site?.id;
  }
  const plate = (row.plate ?? '').toUpperCase().replace(/[\s-]/g, '');
  const [vehicle] = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(sql`upper(regexp_replace(${vehicles.plate}, '[\\s-]', '', 'g')) = ${plate}`);
  return vehicle?.id;
}

const PLACE_COLUMN: Record<PlaceKind, string> = { zone: 'zone', site: 'site', vehicle: 'plate' };

/**
 * Reusable containers from a CSV or XLSX file: serial, container type code, and where each is (a
 * store and zone by name, a client's RFC and site name, or a vehicle's plate). A serial already
 * registered is left as it is (moving it is the app's), so importing the same file again creates
 * nothing. A new one is registered as the app does, with its first move.
 */
export const assetsImport: ImportSpec<Row> = {
  labels: 'assets',
  columns: [
    { key: 'serial', required: true },
    { key: 'containerType', required: true },
    { key: 'placeKind', required: true },
    { key: 'store', required: false },
    { key: 'zone', required: false },
    { key: 'rfc', required: false },
    { key: 'site', required: false },
    { key: 'plate', required: false },
    { key: 'notes', required: false },
  ],
  schema: rowSchema,
  example: {
    serial: 'RPBI-009001',
    containerType: 'CR-R',
    placeKind: 'zone',
    store: 'Centro de Acopio Iztapalapa',
    zone: 'Andén de recepción',
    rfc: '',
    site: '',
    plate: '',
    notes: '',
  },

  async write(ctx, row) {
    assertOperator(ctx.scope);
    const [existing] = await ctx.db
      .select({ id: assets.id })
      .from(assets)
      .where(sql`upper(${assets.serial}) = ${row.serial}`);
    if (existing) return 'unchanged';
    const [type] = await ctx.db
      .select({ id: containerTypes.id })
      .from(containerTypes)
      .where(sql`upper(${containerTypes.code}) = ${row.containerType}`);
    if (!type) throw invalidFields([{ path: 'containerType', message: 'validation.unknownReference' }]);
    const placeId = await placeOf(ctx, row.placeKind, row);
    if (!placeId)
      throw invalidFields([{ path: PLACE_COLUMN[row.placeKind], message: 'validation.unknownPlace' }]);
    await assetsService.create!(ctx, {
      serial: row.serial,
      containerTypeId: type.id,
      place: { kind: row.placeKind, id: placeId },
      notes: row.notes,
    });
    return 'created';
  },
};
