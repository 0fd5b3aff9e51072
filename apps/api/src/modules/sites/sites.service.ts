import type {
  Site,
  SiteItem,
  siteCreateSchema,
  siteListQuerySchema,
  siteUpdateSchema,
} from '@recolecta/shared/companies';
import { fieldLabel } from '@recolecta/shared/labels';
import type { z } from 'zod';
import { sites } from '../../db/schema/sites.ts';
import { addressOf } from '../../lib/address.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import {
  findSite,
  findSiteCompany,
  insertSite,
  listSites,
  type SiteFilter,
  type SiteRecord,
  type SiteRow,
  siteBatch,
} from './sites.repository.ts';

type ListQuery = z.output<typeof siteListQuerySchema>;
type CreateInput = z.output<typeof siteCreateSchema>;
type UpdateInput = z.output<typeof siteUpdateSchema>;

export function toSite(row: SiteRecord): Site {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    ...addressOf(row),
    collectionWindowStart: hhmm(row.collectionWindowStart),
    collectionWindowEnd: hhmm(row.collectionWindowEnd),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    contactLocale: row.contactLocale,
    notes: row.notes,
    version: row.version,
  };
}

export function toSiteItem(row: SiteRow): SiteItem {
  // Added to the site's own object: a literal opening with its spread is slow (hot-paths.test.ts).
  return Object.assign(toSite(row), {
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  });
}

const filterOf = (query: ListQuery): SiteFilter => ({
  q: query.q,
  companyId: query.companyId,
  state: query.state,
  archived: query.archived,
});

const getRow = rowOr404(findSite);

/**
 * The company a new site belongs to: an owner's own; staff name it, and it must be a client that
 * exists and is not archived (422 on `companyId` otherwise).
 */
async function companyFor(ctx: ServiceContext, requested: string | undefined) {
  const companyId = ctx.scope ?? requested;
  if (!companyId) throw invalidFields([{ path: 'companyId', message: 'validation.companyRequired' }]);
  const company = await findSiteCompany(ctx.db, ctx.scope, companyId);
  if (!company || company.archivedAt) {
    throw invalidFields([{ path: 'companyId', message: 'validation.unknownReference' }]);
  }
  return company;
}

/** The collection window as stored after a partial change: its end must still follow its start. */
function windowStillInOrder(before: SiteRow, changes: Partial<UpdateInput>) {
  const start =
    changes.collectionWindowStart === undefined
      ? hhmm(before.collectionWindowStart)
      : changes.collectionWindowStart;
  const end =
    changes.collectionWindowEnd === undefined
      ? hhmm(before.collectionWindowEnd)
      : changes.collectionWindowEnd;
  if (start && end && start >= end) {
    throw invalidFields([{ path: 'collectionWindowEnd', message: 'validation.windowOrder' }]);
  }
}

const exportColumns = (ctx: ServiceContext): ExportColumn<SiteRow>[] => {
  const label = (field: string) => fieldLabel('companies', field, ctx.locale);
  return [
    { header: label('company'), value: (r) => r.companyName },
    { header: label('name'), value: (r) => r.name },
    { header: label('street'), value: (r) => r.street },
    { header: label('exteriorNumber'), value: (r) => r.exteriorNumber },
    { header: label('interiorNumber'), value: (r) => r.interiorNumber },
    { header: label('neighbourhood'), value: (r) => r.neighbourhood },
    { header: label('city'), value: (r) => r.city },
    { header: label('state'), value: (r) => r.state },
    { header: label('postalCode'), value: (r) => r.postalCode },
    { header: label('latitude'), value: (r) => r.latitude },
    { header: label('longitude'), value: (r) => r.longitude },
    { header: label('collectionWindowStart'), value: (r) => hhmm(r.collectionWindowStart) },
    { header: label('collectionWindowEnd'), value: (r) => hhmm(r.collectionWindowEnd) },
    { header: label('contactName'), value: (r) => r.contactName },
    { header: label('contactPhone'), value: (r) => r.contactPhone },
  ];
};

const withCompanyName = (updated: typeof sites.$inferSelect, before: SiteRow): SiteRow => ({
  ...updated,
  companyName: before.companyName,
});

/** A client's pickup addresses: staff reach every client's, an owner their own company's. */
export const sitesService: ResourceService<SiteItem, ListQuery, CreateInput, UpdateInput, SiteRow> = {
  entity: 'site',

  ...listing({ filterOf, page: listSites, batch: siteBatch, toItem: toSiteItem, exportColumns }),

  ...getting(getRow, toSiteItem),

  async create(ctx, { companyId: requested, ...input }) {
    const company = await companyFor(ctx, requested);
    const row = await insertSite(ctx.db, ctx.scope, {
      ...input,
      interiorNumber: input.interiorNumber || null,
      collectionWindowStart: input.collectionWindowStart ?? null,
      collectionWindowEnd: input.collectionWindowEnd ?? null,
      notes: input.notes || null,
      companyId: company.id,
      createdBy: ctx.auth.userId,
    });
    await recordChange(ctx, {
      action: 'site.create',
      entity: 'site',
      entityId: row.id,
      after: row,
      companyId: company.id,
    });
    return toSiteItem({ ...row, companyName: company.legalName });
  },

  async update(ctx, id, { version, ...changes }) {
    const before = await getRow(ctx, id);
    windowStillInOrder(before, changes);
    const updated = await updateVersioned(ctx.db, sites, id, version, changes);
    const row = withCompanyName(updated, before);
    await recordChange(ctx, {
      action: 'site.update',
      entity: 'site',
      entityId: id,
      before,
      after: row,
      companyId: before.companyId,
    });
    return toSiteItem(row);
  },

  ...archiveLifecycle({
    table: sites,
    entity: 'site',
    getRow,
    toItem: (row) => toSiteItem(row),
    companyOf: (row) => row.companyId,
    carry: withCompanyName,
  }),
};
