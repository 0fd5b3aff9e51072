import type { RouteOptimize } from '@recolecta/shared/routes';
import { Checkbox, DatePicker, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';
import { DriverSelect, StartEndStores, StoreSelect, VehicleSelect } from './route-references.tsx';

type Break = NonNullable<RouteOptimize['break']>;

/**
 * The optimisation form's values: the body the API takes, the date held by a picker and the break as
 * three fields of its own (`breakFrom`, `breakTo`, `breakMinutes`), any of them still empty.
 */
export type OptimizeValues = Partial<FormValues<Omit<RouteOptimize, 'break' | 'orderIds'>, 'date'>> & {
  [K in keyof Break as `break${Capitalize<K>}`]?: Break[K] | null;
};

/** The request body from the form: what is left empty takes the API's default, a half-given break none. */
export function optimizeBody(values: OptimizeValues): RouteOptimize {
  return {
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    driverIds: values.driverIds ?? [],
    vehicleIds: values.vehicleIds ?? [],
    startStoreId: values.startStoreId ?? '',
    endStoreId: values.endStoreId ?? '',
    startTime: values.startTime || '07:00',
    timeLimitSeconds: values.timeLimitSeconds ?? 5,
    ...(values.disposalStoreIds?.length ? { disposalStoreIds: values.disposalStoreIds } : {}),
    unloadMinutes: values.unloadMinutes ?? 20,
    ...(values.maxShiftHours ? { maxShiftHours: values.maxShiftHours } : {}),
    ...(values.breakFrom && values.breakTo && values.breakMinutes
      ? { break: { from: values.breakFrom, to: values.breakTo, minutes: values.breakMinutes } }
      : {}),
    fewestVehicles: values.fewestVehicles ?? false,
  };
}

/** The day, drivers, vehicles and stores to optimise, the search's time and the drivers' day. */
export function OptimizeFields() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('routes');
  const required = (name: string) => [{ required: true, message: requiredMessage(field(name), locale) }];
  return (
    <Row gutter={16}>
      <FieldCol md={8} name="date" label={field('date')} rules={required('date')}>
        <DatePicker style={{ width: '100%' }} format="L" />
      </FieldCol>
      <FieldCol md={8} name="startTime" label={field('startTime')} rules={required('startTime')}>
        <Input maxLength={5} />
      </FieldCol>
      <FieldCol md={8} name="timeLimitSeconds" label={t('routes:ui.timeLimit')}>
        <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol md={12} name="driverIds" label={t('routes:ui.driverIds')} rules={required('driverId')}>
        <DriverSelect mode="multiple" data-testid="optimize-drivers" />
      </FieldCol>
      <FieldCol md={12} name="vehicleIds" label={t('routes:ui.vehicleIds')} rules={required('vehicleId')}>
        <VehicleSelect mode="multiple" data-testid="optimize-vehicles" />
      </FieldCol>
      <StartEndStores label={field} required={required} />
      <FieldCol md={16} name="disposalStoreIds" label={t('routes:ui.disposalStoreIds')}>
        <StoreSelect withHours mode="multiple" data-testid="optimize-disposal" />
      </FieldCol>
      <FieldCol md={8} name="unloadMinutes" label={t('routes:ui.unloadMinutes')}>
        <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol md={6} name="maxShiftHours" label={t('routes:ui.maxShiftHours')}>
        <InputNumber min={1} max={24} step={0.5} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol md={6} name="breakFrom" label={t('routes:ui.breakFrom')}>
        <Input maxLength={5} placeholder="12:00" />
      </FieldCol>
      <FieldCol md={6} name="breakTo" label={t('routes:ui.breakTo')}>
        <Input maxLength={5} placeholder="15:00" />
      </FieldCol>
      <FieldCol md={6} name="breakMinutes" label={t('routes:ui.breakMinutes')}>
        <InputNumber min={5} max={180} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol md={24} name="fewestVehicles" valuePropName="checked">
        <Checkbox data-testid="optimize-fewest">{t('routes:ui.fewestVehicles')}</Checkbox>
      </FieldCol>
    </Row>
  );
}
