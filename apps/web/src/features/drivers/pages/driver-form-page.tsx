import type { Driver, DriverCreate, DriverUpdate } from '@recolecta/shared/drivers';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useCurrentUser } from '../../auth/api/get-me.ts';
import { driversApi } from '../api/drivers-api.ts';
import { DriverFields, type DriverFormValues } from '../components/driver-fields.tsx';

const day = (value: dayjs.Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

function toBody(values: DriverFormValues): DriverCreate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone || null,
    email: values.email || null,
    licenceNumber: values.licenceNumber,
    licenceType: values.licenceType,
    licenceExpiry: day(values.licenceExpiry)!,
    hazmatPermitNumber: values.hazmatPermitNumber || null,
    hazmatPermitExpiry: day(values.hazmatPermitExpiry),
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
    hazmatPermitExpiry: driver.hazmatPermitExpiry ? dayjs(driver.hazmatPermitExpiry) : null,
    status: driver.status,
    notes: driver.notes ?? undefined,
  };
}

/** Add (`/app/drivers/add`) and edit (`/app/drivers/edit/:id`) one driver. */
export function DriverFormPage() {
  const { id } = useParams();
  const me = useCurrentUser();
  return (
    <ResourceFormPage<Driver, DriverFormValues, DriverCreate, DriverUpdate>
      api={driversApi}
      labels="drivers"
      listPath="/app/drivers"
      id={id}
      canEdit={me.permissions.includes(id ? 'drivers:update' : 'drivers:create')}
      canDelete={me.permissions.includes('drivers:delete')}
      initialValues={{ status: 'active', licenceType: 'E' }}
      toValues={toValues}
      toCreate={toBody}
      toUpdate={toBody}
      fields={() => <DriverFields />}
    />
  );
}
