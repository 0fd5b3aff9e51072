import { type Route, type RouteCreate, routeFields } from '@recolecta/shared/routes';
import { DatePicker, Form, type FormInstance, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { DriverSelect, StartEndStores, VehicleSelect } from './route-references.tsx';
import { StopsEditor } from './stops-editor.tsx';

/** The form's values: the body the API takes, the date held by a picker. */
export type RouteFormValues = FormValues<RouteCreate, 'date'>;

/** The route's day, driver, vehicle, stores, departure and stops; rules from the shared schema. */
export function RouteFields({
  form,
  editable,
  route,
}: {
  form: FormInstance<RouteFormValues>;
  editable: boolean;
  route?: Route;
}) {
  const { field, locale } = useLabels('routes');
  const date = Form.useWatch('date', form) as Dayjs | null | undefined;
  const required = (name: string) => [{ required: true, message: requiredMessage(field(name), locale) }];
  return (
    <>
      <Row gutter={16}>
        <FieldCol md={6} name="date" label={field('date')} rules={required('date')}>
          <DatePicker style={{ width: '100%' }} format="L" data-testid="route-date" />
        </FieldCol>
        <FieldCol
          md={6}
          name="startTime"
          label={field('startTime')}
          rules={zodRules(routeFields.startTime, field('startTime'), locale, { required: true })}
        >
          <Input placeholder="07:00" maxLength={5} />
        </FieldCol>
        <FieldCol md={6} name="driverId" label={field('driverId')} rules={required('driverId')}>
          <DriverSelect data-testid="route-driver" />
        </FieldCol>
        <FieldCol md={6} name="vehicleId" label={field('vehicleId')} rules={required('vehicleId')}>
          <VehicleSelect data-testid="route-vehicle" />
        </FieldCol>
        <StartEndStores label={field} required={required} />
      </Row>
      <Form.Item name="stops" label={field('stops')}>
        <StopsEditor date={date ? date.format('YYYY-MM-DD') : undefined} disabled={!editable} route={route} />
      </Form.Item>
      <Form.Item name="notes" label={field('notes')}>
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
