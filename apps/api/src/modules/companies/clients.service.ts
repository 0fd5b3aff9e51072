import {
  type Client,
  type clientListQuerySchema,
  type clientUpdateSchema,
  companyLifecycle,
  deadlineStatus,
} from '@recolecta/shared/companies';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { z } from 'zod';
import { companies } from '../../db/schema/companies.ts';
import { notFound } from '../../lib/app-error.ts';
import { getting, recordChange, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { lifecycleService } from '../../lib/transitions.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import {
  type ClientFilter,
  type ClientRow,
  clientBatch,
  findClient,
  listClients,
} from './companies.repository.ts';

type ListQuery = z.output<typeof clientListQuerySchema>;
type UpdateInput = z.output<typeof clientUpdateSchema>;

export function toClient(row: ClientRow, today: string): Client {
  return withRecordMeta(row, {
    legalName: row.legalName,
    tradeName: row.tradeName,
    rfc: row.rfc,
    generatorLevel: row.generatorLevel,
    nra: row.nra,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    siteCount: row.siteCount,
    lastCollectionOn: row.lastCollectionOn,
    nextPickupOn: row.nextPickupOn,
    storageDeadline: row.storageDeadline,
    deadlineStatus: deadlineStatus(row.storageDeadline, today),
    notifyOnWay: row.notifyOnWay,
    notifyCollected: row.notifyCollected,
    notifyFailed: row.notifyFailed,
  });
}

/** A row as this caller sees it, on the organisation's day. */
const toItem = (row: ClientRow, ctx: ServiceContext) => toClient(row, ctx.today);

const filterOf = (query: ListQuery, ctx: ServiceContext): ClientFilter => ({
  q: query.q,
  status: query.status,
  generatorLevel: query.generatorLevel,
  state: query.state,
  deadline: query.deadline,
  today: ctx.today,
});

async function getRow(ctx: ServiceContext, id: string) {
  const row = await findClient(ctx.db, ctx.scope, id, ctx.today);
  if (!row) throw notFound();
  return row;
}

const exportColumns = (ctx: ServiceContext): ExportColumn<ClientRow>[] => {
  const label = (field: string) => fieldLabel('companies', field, ctx.locale);
  return [
    { header: label('legalName'), value: (r) => r.legalName },
    { header: label('tradeName'), value: (r) => r.tradeName },
    { header: label('rfc'), value: (r) => r.rfc },
    { header: label('status'), value: (r) => valueLabel('companyStatus', r.status, ctx.locale) },
    {
      header: label('generatorLevel'),
      value: (r) => (r.generatorLevel ? valueLabel('generatorLevel', r.generatorLevel, ctx.locale) : null),
    },
    { header: label('nra'), value: (r) => r.nra },
    { header: label('contactName'), value: (r) => r.contactName },
    { header: label('email'), value: (r) => r.email },
    { header: label('phone'), value: (r) => r.phone },
    { header: label('siteCount'), value: (r) => r.siteCount },
    { header: label('lastCollectionOn'), value: (r) => r.lastCollectionOn },
    { header: label('storageDeadline'), value: (r) => r.storageDeadline },
    {
      header: label('deadline'),
      value: (r) => valueLabel('deadlineStatus', deadlineStatus(r.storageDeadline, ctx.today), ctx.locale),
    },
  ];
};

const carrySites = (updated: typeof companies.$inferSelect, before: ClientRow): ClientRow => {
  const { search: _search, ...row } = updated;
  return { ...row, siteCount: before.siteCount, nextPickupOn: before.nextPickupOn };
};

/**
 * Client companies as the operator sees them (an owner: their own one): the list with each client's
 * storage deadline, the profile its owner or the operator edits, and the lifecycle through which the
 * operator suspends and reactivates a company.
 */
export const clientsService: ResourceService<Client, ListQuery, never, UpdateInput, ClientRow> = {
  entity: 'company',

  ...listing({ filterOf, page: listClients, batch: clientBatch, toItem, exportColumns }),

  ...getting(getRow, toItem),

  async update(ctx, id, { version, ...changes }) {
    const before = await getRow(ctx, id);
    const row = carrySites(await updateVersioned(ctx.db, companies, id, version, changes), before);
    await recordChange(ctx, {
      action: 'company.update',
      entity: 'company',
      entityId: id,
      before,
      after: row,
      companyId: id,
    });
    return toItem(row, ctx);
  },

  ...lifecycleService({
    lifecycle: companyLifecycle,
    table: companies,
    getRow,
    toItem,
    companyOf: (row) => row.id,
    carry: carrySites,
  }),
};
