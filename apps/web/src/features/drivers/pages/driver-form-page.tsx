import { type Driver, type DriverCreate, driverLifecycle } from '@recolecta/shared/drivers';
import { formCodec } from '../../../components/crud/form-values.ts';
import { LifecycleRecordPage } from '../../../components/record/lifecycle-record-page.tsx';
import { driversApi } from '../api/drivers-api.ts';
import { DriverFields, type DriverFormValues } from '../components/driver-fields.tsx';
import { DRIVER_STATUS_COLOURS } from '../components/driver-status.ts';

/** Every field of the form and how it goes between the record, the form and the body. */
const driverForm = formCodec<DriverFormValues, DriverCreate, Driver>({
  firstName: 'value',
  lastName: 'value',
  phone: 'text',
  email: 'text',
  licenceNumber: 'value',
  licenceType: 'value',
  licenceExpiry: 'date',
  hazmatPermitNumber: 'text',
  hazmatPermitExpiry: 'date',
  status: 'initial',
  notes: 'text',
});

/**
 * Add (`/app/drivers/add`) and edit (`/app/drivers/edit/:id`) one driver; the lifecycle's actions are
 * leave, return, deactivate and reactivate.
 */
export function DriverFormPage() {
  return (
    <LifecycleRecordPage
      resource="drivers"
      api={driversApi}
      lifecycle={driverLifecycle}
      statusGroup="driverStatus"
      statusColours={DRIVER_STATUS_COLOURS}
      title={(driver) => `${driver.firstName} ${driver.lastName}`}
      initialValues={{ status: 'active', licenceType: 'E' }}
      toValues={driverForm.toValues}
      toCreate={driverForm.toBody}
      fields={(adding) => <DriverFields adding={adding} />}
    />
  );
}
