import { rfcSchema } from '@recolecta/shared/accounts';
import {
  ADDRESS_FIELDS,
  addressFields,
  GENERATOR_LEVELS,
  nraSchema,
  timeSchema,
} from '@recolecta/shared/companies';
import { mxPhone, optionalText } from '@recolecta/shared/resource';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from '../../db/schema/companies.ts';
import { addressOf } from '../../lib/address.ts';
import { recordChange, type ServiceContext } from '../../lib/context.ts';
import type { ImportSpec } from '../../lib/import.ts';
import { assertOperator } from '../../lib/scope.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { findSiteByName, insertSite, updateSite } from '../sites/sites.repository.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalPhone = mxPhone.optional().transform((v) => v ?? null);

/** One row of a clients file: a site, with its company's columns repeated on each of its sites' rows. */
const rowSchema = z.object({
  legalName: text(200),
  tradeName: optionalText(200),
  rfc: rfcSchema,
  generatorLevel: z.enum(GENERATOR_LEVELS),
  nra: nraSchema,
  contactName: text(120),
  email: z.email().trim().toLowerCase().max(254),
  phone: optionalPhone,
  name: text(120),
  ...addressFields,
  interiorNumber: optionalText(20),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  collectionWindowStart: timeSchema.optional().transform((v) => v ?? null),
  collectionWindowEnd: timeSchema.optional().transform((v) => v ?? null),
});
type Row = z.output<typeof rowSchema>;

const COMPANY_FIELDS = [
  'legalName',
  'tradeName',
  'generatorLevel',
  'nra',
  'contactName',
  'email',
  'phone',
] as const;
const SITE_FIELDS = [...ADDRESS_FIELDS, 'collectionWindowStart', 'collectionWindowEnd'] as const;

const differs = <T extends Record<string, unknown>>(
  stored: T,
  next: Partial<T>,
  fields: readonly (keyof T)[],
) =>
  fields.filter((f) => {
    const a = stored[f];
    const b = next[f];
    return (typeof a === 'string' && /^\d\d:\d\d:\d\d$/.test(a) ? hhmm(a) : a) !== b;
  });

/**
 * Clients with their sites from a CSV or XLSX file. A company is known by its RFC and a site by its
 * company and name (in any case), so importing the same file again creates nothing: it finds every
 * row unchanged. Companies imported by staff are active, with no owner account yet.
 */
export const clientsImport: ImportSpec<Row> = {
  labels: 'companies',
  columns: [
    ...['legalName', 'tradeName', 'rfc', 'generatorLevel', 'nra', 'contactName', 'email', 'phone'].map(
      (key) => ({
        key,
        required: !['tradeName', 'phone'].includes(key),
      }),
    ),
    ...['name', ...SITE_FIELDS].map((key) => ({
      key,
      required: !['interiorNumber', 'collectionWindowStart', 'collectionWindowEnd'].includes(key),
    })),
  ],
  schema: rowSchema,
  example: {
    legalName: 'Laboratorio Ejemplo S.A. de C.V.',
    tradeName: 'Laboratorio Ejemplo',
    rfc: 'LEJ200101AB1',
    generatorLevel: 'II',
    nra: 'LEJ0901500999',
    contactName: 'María Pérez',
    email: 'contacto@laboratorio-ejemplo.mx',
    phone: '55 1234 5678',
    name: 'Sucursal Centro',
    street: 'Av. Juárez',
    exteriorNumber: '100',
    interiorNumber: '',
    neighbourhood: 'Centro',
    city: 'Cuauhtémoc',
    state: 'Ciudad de México',
    postalCode: '06000',
    latitude: 19.4352,
    longitude: -99.1412,
    collectionWindowStart: '08:00',
    collectionWindowEnd: '12:00',
  },

  async write(ctx: ServiceContext, row: Row) {
    assertOperator(ctx.scope);
    let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
    const companyValues = {
      legalName: row.legalName,
      tradeName: row.tradeName,
      generatorLevel: row.generatorLevel,
      nra: row.nra,
      contactName: row.contactName,
      email: row.email,
      phone: row.phone,
    };
    let [company] = await ctx.db.select().from(companies).where(eq(companies.rfc, row.rfc)).limit(1);
    if (!company) {
      [company] = await ctx.db
        .insert(companies)
        .values({ ...companyValues, rfc: row.rfc, status: 'active', createdBy: ctx.auth.userId })
        .returning();
      await recordChange(ctx, {
        action: 'company.import',
        entity: 'company',
        entityId: company!.id,
        after: company,
        companyId: company!.id,
      });
      outcome = 'created';
    } else if (differs(company, companyValues, COMPANY_FIELDS).length > 0) {
      const [after] = await ctx.db
        .update(companies)
        .set({ ...companyValues, updatedAt: new Date(), version: sql`${companies.version} + 1` })
        .where(eq(companies.id, company.id))
        .returning();
      await recordChange(ctx, {
        action: 'company.import',
        entity: 'company',
        entityId: company.id,
        before: company,
        after,
        companyId: company.id,
      });
      outcome = 'updated';
    }
    const companyId = company!.id;
    const siteValues = {
      ...addressOf(row),
      collectionWindowStart: row.collectionWindowStart,
      collectionWindowEnd: row.collectionWindowEnd,
    };
    const site = await findSiteByName(ctx.db, ctx.scope, companyId, row.name);
    if (!site) {
      const created = await insertSite(ctx.db, ctx.scope, {
        ...siteValues,
        name: row.name,
        companyId,
        createdBy: ctx.auth.userId,
      });
      await recordChange(ctx, {
        action: 'site.import',
        entity: 'site',
        entityId: created.id,
        after: created,
        companyId,
      });
      return 'created';
    }
    if (differs(site, siteValues, SITE_FIELDS).length > 0) {
      const after = await updateSite(ctx.db, ctx.scope, site.id, siteValues);
      await recordChange(ctx, {
        action: 'site.import',
        entity: 'site',
        entityId: site.id,
        before: site,
        after,
        companyId,
      });
      return outcome === 'created' ? 'created' : 'updated';
    }
    return outcome;
  },
};
