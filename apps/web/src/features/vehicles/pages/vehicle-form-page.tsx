import { type Vehicle, type VehicleCreate, vehicleLifecycle } from '@recolecta/shared/vehicles';
import { formCodec } from '../../../components/crud/form-values.ts';
import { LifecycleRecordPage } from '../../../components/record/lifecycle-record-page.tsx';
import { vehiclesApi } from '../api/vehicles-api.ts';
import { VehicleFields, type VehicleFormValues } from '../components/vehicle-fields.tsx';
import { VEHICLE_STATUS_COLOURS } from '../components/vehicle-status.ts';

/** Every field of the form and how it goes between the record, the form and the body. */
const vehicleForm = formCodec<VehicleFormValues, VehicleCreate, Vehicle>({
  plate: 'value',
  fleetNumber: 'text',
  type: 'value',
  make: 'value',
  model: 'value',
  year: 'value',
  capacityKg: 'value',
  capacityL: 'optional',
  refrigerated: 'value',
  transportPermitNumber: 'text',
  transportPermitExpiry: 'date',
  insurancePolicy: 'text',
  insuranceExpiry: 'date',
  status: 'initial',
  odometerKm: 'optional',
  notes: 'text',
});

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
      toValues={vehicleForm.toValues}
      toCreate={vehicleForm.toBody}
      fields={(adding) => <VehicleFields adding={adding} />}
    />
  );
}
