import { type Vehicle, type VehicleCreate, vehicleLifecycle } from '@recolecta/shared/vehicles';
import { calendarDay, pickerDay } from '../../../components/crud/dates.ts';
import { LifecycleRecordPage } from '../../../components/record/lifecycle-record-page.tsx';
import { vehiclesApi } from '../api/vehicles-api.ts';
import { VehicleFields, type VehicleFormValues } from '../components/vehicle-fields.tsx';
import { VEHICLE_STATUS_COLOURS } from '../components/vehicle-status.ts';

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
    transportPermitExpiry: calendarDay(values.transportPermitExpiry),
    insurancePolicy: values.insurancePolicy || null,
    insuranceExpiry: calendarDay(values.insuranceExpiry),
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
    transportPermitExpiry: pickerDay(vehicle.transportPermitExpiry),
    insurancePolicy: vehicle.insurancePolicy ?? undefined,
    insuranceExpiry: pickerDay(vehicle.insuranceExpiry),
    odometerKm: vehicle.odometerKm,
    notes: vehicle.notes ?? undefined,
  };
}

/**
 * Add (`/app/vehicles/add`) and edit (`/app/vehicles/edit/:id`) one vehicle; the lifecycle's actions
 * are maintenance, release, retire and reinstate.
 */
export function VehicleFormPage() {
  return (
    <LifecycleRecordPage
      resource="vehicles"
      api={vehiclesApi}
      lifecycle={vehicleLifecycle}
      statusGroup="vehicleStatus"
      statusColours={VEHICLE_STATUS_COLOURS}
      title={(vehicle) => `${vehicle.plate} · ${vehicle.make} ${vehicle.model}`}
      initialValues={{ status: 'available', refrigerated: false }}
      toValues={toValues}
      toCreate={toBody}
      fields={(adding) => <VehicleFields adding={adding} />}
    />
  );
}
