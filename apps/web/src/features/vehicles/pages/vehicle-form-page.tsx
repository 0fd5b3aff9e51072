import type { Vehicle, VehicleCreate, VehicleUpdate } from '@recolecta/shared/vehicles';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useCurrentUser } from '../../auth/api/get-me.ts';
import { vehiclesApi } from '../api/vehicles-api.ts';
import { VehicleFields, type VehicleFormValues } from '../components/vehicle-fields.tsx';

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
    status: vehicle.status,
    odometerKm: vehicle.odometerKm,
    notes: vehicle.notes ?? undefined,
  };
}

/** Add (`/app/vehicles/add`) and edit (`/app/vehicles/edit/:id`) one vehicle. */
export function VehicleFormPage() {
  const { id } = useParams();
  const me = useCurrentUser();
  return (
    <ResourceFormPage<Vehicle, VehicleFormValues, VehicleCreate, VehicleUpdate>
      api={vehiclesApi}
      labels="vehicles"
      listPath="/app/vehicles"
      id={id}
      canEdit={me.permissions.includes(id ? 'vehicles:update' : 'vehicles:create')}
      canDelete={me.permissions.includes('vehicles:delete')}
      initialValues={{ status: 'available', refrigerated: false }}
      toValues={toValues}
      toCreate={toBody}
      toUpdate={toBody}
      fields={() => <VehicleFields />}
    />
  );
}
