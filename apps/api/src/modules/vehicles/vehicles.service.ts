import { documentStatus, worstStatus } from '@recolecta/shared/documents';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import {
  missingDocumentHalves,
  type Vehicle,
  type vehicleCreateSchema,
  vehicleLifecycle,
  type vehicleListQuerySchema,
  type vehicleUpdateSchema,
} from '@recolecta/shared/vehicles';
import type { z } from 'zod';
import { vehicles } from '../../db/schema/vehicles.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import {
  listVehicles,
  type VehicleFilter,
  type VehicleRow,
  vehicleBatch,
  vehicleTable,
} from './vehicles.repository.ts';

type ListQuery = z.output<typeof vehicleListQuerySchema>;
type CreateInput = z.output<typeof vehicleCreateSchema>;
type UpdateInput = z.output<typeof vehicleUpdateSchema>;

export function toVehicle(row: VehicleRow, today: string): Vehicle {
  const insurance = documentStatus(row.insuranceExpiry, today);
  const transportPermit = documentStatus(row.transportPermitExpiry, today);
  return withRecordMeta(row, {
    plate: row.plate,
    fleetNumber: row.fleetNumber,
    type: row.type as Vehicle['type'],
    make: row.make,
    model: row.model,
    year: row.year,
    capacityKg: row.capacityKg,
    capacityL: row.capacityL,
    refrigerated: row.refrigerated,
    transportPermitNumber: row.transportPermitNumber,
    transportPermitExpiry: row.transportPermitExpiry,
    insurancePolicy: row.insurancePolicy,
    insuranceExpiry: row.insuranceExpiry,
    status: row.status as Vehicle['status'],
    odometerKm: row.odometerKm,
    notes: row.notes,
    documents: { insurance, transportPermit, worst: worstStatus([insurance, transportPermit]) },
  });
}

/** A row as this caller sees it, on the organisation's day. */
const toItem = (row: VehicleRow, ctx: ServiceContext) => toVehicle(row, ctx.today);

const filterOf = (query: ListQuery, ctx: ServiceContext): VehicleFilter => ({
  q: query.q,
  status: query.status,
  type: query.type,
  refrigerated: query.refrigerated,
  documents: query.documents,
  archived: query.archived,
  today: ctx.today,
});

const { getRow } = vehicleTable;

const exportColumns = (ctx: ServiceContext): ExportColumn<VehicleRow>[] => {
  const label = (field: string) => fieldLabel('vehicles', field, ctx.locale);
  return [
    { header: label('plate'), value: (r) => r.plate },
    { header: label('fleetNumber'), value: (r) => r.fleetNumber },
    { header: label('type'), value: (r) => valueLabel('vehicleType', r.type, ctx.locale) },
    { header: label('make'), value: (r) => r.make },
    { header: label('model'), value: (r) => r.model },
    { header: label('year'), value: (r) => r.year },
    { header: label('capacityKg'), value: (r) => r.capacityKg },
    { header: label('capacityL'), value: (r) => r.capacityL },
    { header: label('refrigerated'), value: (r) => valueLabel('boolean', r.refrigerated, ctx.locale) },
    { header: label('transportPermitNumber'), value: (r) => r.transportPermitNumber },
    { header: label('transportPermitExpiry'), value: (r) => r.transportPermitExpiry },
    { header: label('insurancePolicy'), value: (r) => r.insurancePolicy },
    { header: label('insuranceExpiry'), value: (r) => r.insuranceExpiry },
    {
      header: label('documents'),
      value: (r) => valueLabel('documentStatus', toVehicle(r, ctx.today).documents.worst, ctx.locale),
    },
    { header: label('status'), value: (r) => valueLabel('vehicleStatus', r.status, ctx.locale) },
    { header: label('odometerKm'), value: (r) => r.odometerKm },
  ];
};

export const vehiclesService: ResourceService<Vehicle, ListQuery, CreateInput, UpdateInput, VehicleRow> = {
  entity: 'vehicle',

  ...listing({ filterOf, page: listVehicles, batch: vehicleBatch, toItem, exportColumns }),

  ...getting(getRow, toItem),

  async create(ctx, input) {
    const row = await vehicleTable.insert(ctx, input);
    await vehicleTable.audit(ctx, row.id, null, row);
    return toItem(row, ctx);
  },

  async update(ctx, id, { version, ...input }) {
    const before = await getRow(ctx, id);
    const changes = withoutStatus(before.status, input);
    // A change to one half of a document pair is checked against the other half as stored.
    const missing = missingDocumentHalves({ ...before, ...changes });
    if (missing.length > 0) throw invalidFields(missing);
    const row = await vehicleTable.update(ctx, id, version, changes);
    await vehicleTable.audit(ctx, id, before, row);
    return toItem(row, ctx);
  },

  ...archiveLifecycle({
    table: vehicles,
    entity: 'vehicle',
    getRow,
    toItem,
  }),

  ...lifecycleService({
    lifecycle: vehicleLifecycle,
    table: vehicles,
    getRow,
    toItem,
  }),
};
