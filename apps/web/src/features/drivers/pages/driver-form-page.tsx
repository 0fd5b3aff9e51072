import { type Driver, type DriverCreate, driverLifecycle } from '@recolecta/shared/drivers';
import dayjs from 'dayjs';
import { calendarDay, pickerDay } from '../../../components/crud/dates.ts';
import { LifecycleRecordPage } from '../../../components/record/lifecycle-record-page.tsx';
import { driversApi } from '../api/drivers-api.ts';
import { DriverFields, type DriverFormValues } from '../components/driver-fields.tsx';
import { DRIVER_STATUS_COLOURS } from '../components/driver-status.ts';

function toBody(values: DriverFormValues): DriverCreate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone || null,
    email: values.email || null,
    licenceNumber: values.licenceNumber,
    licenceType: values.licenceType,
    licenceExpiry: calendarDay(values.licenceExpiry)!,
    hazmatPermitNumber: values.hazmatPermitNumber || null,
    hazmatPermitExpiry: calendarDay(values.hazmatPermitExpiry),
    status: values.status,
    notes: values.notes || null,
  };
}

function toValues(driver: Driver): DriverFormValues {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    phone: driver.phone ?? undefined,
    email: driver.email ?? undefined,
    licenceNumber: driver.licenceNumber,
    licenceType: driver.licenceType,
    licenceExpiry: dayjs(driver.licenceExpiry),
    hazmatPermitNumber: driver.hazmatPermitNumber ?? undefined,
    hazmatPermitExpiry: pickerDay(driver.hazmatPermitExpiry),
    notes: driver.notes ?? undefined,
  };
}

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
      toValues={toValues}
      toCreate={toBody}
      fields={(adding) => <DriverFields adding={adding} />}
    />
  );
}
