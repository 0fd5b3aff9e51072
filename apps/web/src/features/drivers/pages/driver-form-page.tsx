import {
  type Driver,
  type DriverCreate,
  type DriverUpdate,
  driverLifecycle,
} from '@recolecta/shared/drivers';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { LifecycleSide } from '../../../components/record/lifecycle-side.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { driversApi } from '../api/drivers-api.ts';
import { DriverFields, type DriverFormValues } from '../components/driver-fields.tsx';
import { DRIVER_STATUS_COLOURS } from '../components/driver-status.ts';

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

/** The status is not the form's to change: the lifecycle's actions change it (PATCH refuses it). */
function toUpdate(values: DriverFormValues): Omit<DriverUpdate, 'version'> {
  const { status: _status, ...rest } = toBody(values);
  return rest;
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
    notes: driver.notes ?? undefined,
  };
}

/**
 * Add (`/app/drivers/add`) and edit (`/app/drivers/edit/:id`) one driver, composed of the record
 * pieces: the header with the driver's status, the fields, the lifecycle's actions (leave, return,
 * deactivate, reactivate), archive and delete, and the history with the status changes.
 */
export function DriverFormPage() {
  const { id } = useParams();
  const can = useResourceCan('drivers');
  const record = useRecordPage({ api: driversApi, id, listPath: '/app/drivers', labels: 'drivers' });
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          record.item ? (
            <LifecycleSide
              record={record}
              lifecycle={driverLifecycle}
              words="drivers"
              statusGroup="driverStatus"
              canEdit={can.update}
              canDelete={can.delete}
            />
          ) : null
        }
      >
        <RecordHeader
          canRestore={can.update}
          record={record}
          title={(driver) => `${driver.firstName} ${driver.lastName}`}
          status={(driver) => (
            <StatusTag group="driverStatus" value={driver.status} colours={DRIVER_STATUS_COLOURS} />
          )}
        />
        <RecordFields<Driver, DriverFormValues, DriverCreate, DriverUpdate>
          record={record}
          canEdit={id ? can.update : can.create}
          initialValues={{ status: 'active', licenceType: 'E' }}
          toValues={toValues}
          toCreate={toBody}
          toUpdate={toUpdate}
        >
          {() => <DriverFields adding={!id} />}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
