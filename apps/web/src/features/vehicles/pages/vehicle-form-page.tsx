import {
  type Vehicle,
  type VehicleCreate,
  type VehicleUpdate,
  vehicleLifecycle,
} from '@recolecta/shared/vehicles';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { LifecycleSide } from '../../../components/record/lifecycle-side.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { vehiclesApi } from '../api/vehicles-api.ts';
import { VehicleFields, type VehicleFormValues } from '../components/vehicle-fields.tsx';
import { VEHICLE_STATUS_COLOURS } from '../components/vehicle-status.ts';

const day = (value: dayjs.Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

function toBody(values: VehicleFormValues): VehicleCreate {
  return {
    plate: values.plate,
    fleetNumber: values.fleetNumber || null,
    type: values.type,
    make: values.make,
    model: values.model,
    year: values.year,
    capacityKg: values.capacityKg,
    capacityL: values.capacityL ?? null,
    refrigerated: values.refrigerated,
    transportPermitNumber: values.transportPermitNumber || null,
    transportPermitExpiry: day(values.transportPermitExpiry),
    insurancePolicy: values.insurancePolicy || null,
    insuranceExpiry: day(values.insuranceExpiry),
    status: values.status,
    odometerKm: values.odometerKm ?? null,
    notes: values.notes || null,
  };
}

/** The status is not the form's to change: the lifecycle's actions change it (PATCH refuses it). */
function toUpdate(values: VehicleFormValues): Omit<VehicleUpdate, 'version'> {
  const { status: _status, ...rest } = toBody(values);
  return rest;
}

function toValues(vehicle: Vehicle): VehicleFormValues {
  return {
    plate: vehicle.plate,
    fleetNumber: vehicle.fleetNumber ?? undefined,
    type: vehicle.type,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    capacityKg: vehicle.capacityKg,
    capacityL: vehicle.capacityL,
    refrigerated: vehicle.refrigerated,
    transportPermitNumber: vehicle.transportPermitNumber ?? undefined,
    transportPermitExpiry: vehicle.transportPermitExpiry ? dayjs(vehicle.transportPermitExpiry) : null,
    insurancePolicy: vehicle.insurancePolicy ?? undefined,
    insuranceExpiry: vehicle.insuranceExpiry ? dayjs(vehicle.insuranceExpiry) : null,
    odometerKm: vehicle.odometerKm,
    notes: vehicle.notes ?? undefined,
  };
}

/**
 * Add (`/app/vehicles/add`) and edit (`/app/vehicles/edit/:id`) one vehicle, composed of the record
 * pieces: the header with the vehicle's status, the fields, the lifecycle's actions (maintenance,
 * release, retire, reinstate), archive and delete, and the history with the status changes.
 */
export function VehicleFormPage() {
  const { id } = useParams();
  const can = useResourceCan('vehicles');
  const record = useRecordPage({ api: vehiclesApi, id, listPath: '/app/vehicles', labels: 'vehicles' });
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          record.item ? (
            <LifecycleSide
              record={record}
              lifecycle={vehicleLifecycle}
              words="vehicles"
              statusGroup="vehicleStatus"
              canEdit={can.update}
              canDelete={can.delete}
            />
          ) : null
        }
      >
        <RecordHeader
          canRestore={can.update}
          record={record}
          title={(vehicle) => `${vehicle.plate} · ${vehicle.make} ${vehicle.model}`}
          status={(vehicle) => (
            <StatusTag group="vehicleStatus" value={vehicle.status} colours={VEHICLE_STATUS_COLOURS} />
          )}
        />
        <RecordFields<Vehicle, VehicleFormValues, VehicleCreate, VehicleUpdate>
          record={record}
          canEdit={id ? can.update : can.create}
          initialValues={{ status: 'available', refrigerated: false }}
          toValues={toValues}
          toCreate={toBody}
          toUpdate={toUpdate}
        >
          {() => <VehicleFields adding={!id} />}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
