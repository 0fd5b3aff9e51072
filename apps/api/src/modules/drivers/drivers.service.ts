import { documentStatus, worstStatus } from '@recolecta/shared/documents';
import {
  type Driver,
  type driverCreateSchema,
  driverLifecycle,
  type driverListQuerySchema,
  type driverUpdateSchema,
  missingDriverDocumentHalves,
} from '@recolecta/shared/drivers';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { z } from 'zod';
import { drivers } from '../../db/schema/drivers.ts';
import { AppError } from '../../lib/app-error.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import { findAccount } from '../auth/auth.repository.ts';
import {
  type DriverFilter,
  type DriverRow,
  driverBatch,
  driverTable,
  listDrivers,
} from './drivers.repository.ts';

type ListQuery = z.output<typeof driverListQuerySchema>;
type CreateInput = z.output<typeof driverCreateSchema>;
type UpdateInput = z.output<typeof driverUpdateSchema>;

export function toDriver(row: DriverRow, today: string): Driver {
  const licence = documentStatus(row.licenceExpiry, today);
  const hazmatPermit = documentStatus(row.hazmatPermitExpiry, today);
  return withRecordMeta(row, {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    licenceNumber: row.licenceNumber,
    licenceType: row.licenceType as Driver['licenceType'],
    licenceExpiry: row.licenceExpiry,
    hazmatPermitNumber: row.hazmatPermitNumber,
    hazmatPermitExpiry: row.hazmatPermitExpiry,
    status: row.status as Driver['status'],
    userId: row.userId,
    notes: row.notes,
    documents: { licence, hazmatPermit, worst: worstStatus([licence, hazmatPermit]) },
  });
}

/** A row as this caller sees it, on the organisation's day. */
const toItem = (row: DriverRow, ctx: ServiceContext) => toDriver(row, ctx.today);

const filterOf = (query: ListQuery, ctx: ServiceContext): DriverFilter => ({
  q: query.q,
  status: query.status,
  licenceType: query.licenceType,
  documents: query.documents,
  archived: query.archived,
  today: ctx.today,
});

const { getRow } = driverTable;

/** A linked user must exist and be operator staff (a driver works for the operator). */
async function checkUser(ctx: ServiceContext, userId: string | null | undefined) {
  if (!userId) return;
  const user = await findAccount(ctx.db, ctx.scope, userId);
  if (!user || user.companyId) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'userId', message: 'validation.unknownReference' }],
    });
  }
}

const exportColumns = (ctx: ServiceContext): ExportColumn<DriverRow>[] => {
  const label = (field: string) => fieldLabel('drivers', field, ctx.locale);
  return [
    { header: label('lastName'), value: (r) => r.lastName },
    { header: label('firstName'), value: (r) => r.firstName },
    { header: label('licenceNumber'), value: (r) => r.licenceNumber },
    { header: label('licenceType'), value: (r) => r.licenceType },
    { header: label('licenceExpiry'), value: (r) => r.licenceExpiry },
    { header: label('hazmatPermitNumber'), value: (r) => r.hazmatPermitNumber },
    { header: label('hazmatPermitExpiry'), value: (r) => r.hazmatPermitExpiry },
    {
      header: label('documents'),
      value: (r) => valueLabel('documentStatus', toDriver(r, ctx.today).documents.worst, ctx.locale),
    },
    { header: label('status'), value: (r) => valueLabel('driverStatus', r.status, ctx.locale) },
    { header: label('phone'), value: (r) => r.phone },
    { header: label('email'), value: (r) => r.email },
  ];
};

export const driversService: ResourceService<Driver, ListQuery, CreateInput, UpdateInput, DriverRow> = {
  entity: 'driver',

  ...listing({ filterOf, page: listDrivers, batch: driverBatch, toItem, exportColumns }),

  ...getting(getRow, toItem),

  async create(ctx, input) {
    await checkUser(ctx, input.userId);
    const row = await driverTable.insert(ctx, input);
    await driverTable.audit(ctx, row.id, null, row);
    return toItem(row, ctx);
  },

  async update(ctx, id, { version, ...input }) {
    const before = await getRow(ctx, id);
    const changes = withoutStatus(before.status, input);
    await checkUser(ctx, changes.userId);
    // A change to one half of the permit is checked against the other half as stored.
    const missing = missingDriverDocumentHalves({ ...before, ...changes });
    if (missing.length > 0) throw invalidFields(missing);
    const row = await driverTable.update(ctx, id, version, changes);
    await driverTable.audit(ctx, id, before, row);
    return toItem(row, ctx);
  },

  ...archiveLifecycle({
    table: drivers,
    entity: 'driver',
    getRow,
    toItem,
  }),

  ...lifecycleService({
    lifecycle: driverLifecycle,
    table: drivers,
    getRow,
    toItem,
  }),
};
