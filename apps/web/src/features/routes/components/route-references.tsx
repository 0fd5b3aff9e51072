import type { Driver } from '@recolecta/shared/drivers';
import type { Store } from '@recolecta/shared/stores';
import type { Vehicle } from '@recolecta/shared/vehicles';
import type { FormItemProps } from 'antd';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect, type ReferenceSelectProps } from '../../../components/crud/reference-select.tsx';

/** What a picker below takes besides its resource: the form item's value, `mode`, a test id. */
type PickerProps<Item extends { id: string }> = Omit<
  ReferenceSelectProps<Item>,
  'path' | 'params' | 'optionLabel'
>;

/** The active drivers, by last name: who may drive a route. */
export function DriverSelect(props: PickerProps<Driver>) {
  return (
    <ReferenceSelect<Driver>
      path="drivers"
      params={{ sort: 'lastName:asc', status: 'active' }}
      optionLabel={(d) => `${d.firstName} ${d.lastName}`}
      {...props}
    />
  );
}

/** The vehicles by plate, each with its capacity and whether it is refrigerated. */
export function VehicleSelect(props: PickerProps<Vehicle>) {
  return (
    <ReferenceSelect<Vehicle>
      path="vehicles"
      params={{ sort: 'plate:asc' }}
      optionLabel={(v) => `${v.plate} · ${v.capacityKg} kg${v.refrigerated ? ' ❄' : ''}`}
      {...props}
    />
  );
}

/** The stores by name (a route's start and end, a disposal store) with, when asked, their hours. */
export function StoreSelect({ withHours = false, ...props }: PickerProps<Store> & { withHours?: boolean }) {
  return (
    <ReferenceSelect<Store>
      path="stores"
      params={{ sort: 'name:asc' }}
      optionLabel={(s) =>
        withHours && s.opensAt && s.closesAt ? `${s.name} · ${s.opensAt}–${s.closesAt}` : s.name
      }
      {...props}
    />
  );
}

/** Where a route leaves from and ends: a store each, both required (`required` gives the rule). */
export function StartEndStores({
  label,
  required,
}: {
  label: (name: string) => string;
  required: (name: string) => FormItemProps['rules'];
}) {
  return (
    <>
      <FieldCol md={12} name="startStoreId" label={label('startStoreId')} rules={required('startStoreId')}>
        <StoreSelect />
      </FieldCol>
      <FieldCol md={12} name="endStoreId" label={label('endStoreId')} rules={required('endStoreId')}>
        <StoreSelect />
      </FieldCol>
    </>
  );
}
