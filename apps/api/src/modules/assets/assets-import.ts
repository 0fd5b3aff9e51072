import { rfcSchema } from '@recolecta/shared/accounts';
import { assetSerial, PLACE_KINDS, type PlaceKind } from '@recolecta/shared/assets';
import { valueLabel } from '@recolecta/shared/labels';
import { LOCALES } from '@recolecta/shared/locales';
import { optionalText } from '@recolecta/shared/resource';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { assets } from '../../db/schema/assets.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import type { ImportSpec } from '../../lib/import.ts';
import { assertOperator } from '../../lib/scope.ts';
import { findCompanyByRfc } from '../companies/companies.repository.ts';
import { findContainerTypeByCode } from '../containers/containers.repository.ts';
import { findSiteByName } from '../sites/sites.repository.ts';
import { findZoneByNames } from '../stores/stores.repository.ts';
import { findVehicleByPlate } from '../vehicles/vehicles.repository.ts';
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
  if (kind === 'zone') return (await findZoneByNames(ctx.db, ctx.scope, row.store ?? '', row.zone ?? ''))?.id;
  if (kind === 'site') {
    const company = await findCompanyByRfc(ctx.db, ctx.scope, row.rfc ?? '');
    return company && (await findSiteByName(ctx.db, ctx.scope, company.id, row.site ?? ''))?.id;
  }
  return (await findVehicleByPlate(ctx.db, ctx.scope, row.plate ?? ''))?.id;
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
    const type = await findContainerTypeByCode(ctx.db, row.containerType);
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
