import type { DocumentFilter } from '@recolecta/shared/documents';
import { VEHICLE_SORT_FIELDS } from '@recolecta/shared/vehicles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { allOf } from '../../lib/list.ts';
import { documentsCondition, equalsIf, operatorTable, type ShownRow } from '../../lib/operator-table.ts';
import type { Scope } from '../../lib/principal.ts';
import { compactSearchCondition } from '../../lib/search.ts';

export type VehicleRow = ShownRow<typeof vehicles>;

export interface VehicleFilter {
  q?: string;
  status?: string;
  type?: string;
  refrigerated?: boolean;
  documents?: DocumentFilter;
  archived: 'exclude' | 'include' | 'only';
  /** The organisation's calendar day, for the expiry filters. */
  today: string;
}

export const vehicleTable = operatorTable({
  table: vehicles,
  entity: 'vehicle',
  sortKeys: VEHICLE_SORT_FIELDS,
  fallback: 'plate:asc',
  constraints: { vehicles_plate_key: 'plate' },
});

const search = (filter: VehicleFilter) => compactSearchCondition(vehicles.search, filter.q);

function where(scope: Scope, filter: VehicleFilter) {
  return vehicleTable.where(
    scope,
    filter.archived,
    equalsIf(vehicles.status, filter.status),
    equalsIf(vehicles.type, filter.type),
    equalsIf(vehicles.refrigerated, filter.refrigerated),
    documentsCondition(filter.documents, filter.today, [
      vehicles.insuranceExpiry,
      vehicles.transportPermitExpiry,
    ]),
  );
}

export const { list: listVehicles, batch: vehicleBatch } = vehicleTable.reads({ where, search });

/** A vehicle by its plate, whatever its case, spaces and dashes (the imports name vehicles by plate). */
export async function findVehicleByPlate(db: Db, scope: Scope, plate: string) {
  const compact = plate.toUpperCase().replace(/[\s-]/g, '');
  const [row] = await db
    .select({ id: vehicles.id, archivedAt: vehicles.archivedAt })
    .from(vehicles)
    .where(
      allOf(
        sql`upper(regexp_replace(${vehicles.plate}, '[\\s-]', '', 'g')) = ${compact}`,
        vehicleTable.where(scope, 'include'),
      ),
    )
    .limit(1);
  return row;
}
