import {
  VEHICLE_DOCUMENT_PAIRS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type VehicleCreate,
  vehicleFields,
} from '@recolecta/shared/vehicles';
import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, NotesField } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { validationText, zodRules } from '../../../components/crud/zod-rules.ts';
import { InitialStatusCol } from '../../../components/record/initial-status-col.tsx';

/**
 * The form's values: the body the API takes, its document expiries held by pickers. The status is
 * chosen on the add page only: after that the lifecycle's actions change it.
 */
export type VehicleFormValues = FormValues<VehicleCreate, 'transportPermitExpiry' | 'insuranceExpiry'>;

type FieldName = keyof typeof vehicleFields;
const upper = (value: string | undefined) => value?.toUpperCase();

/**
 * The vehicle form's fields; each rule comes from the shared schema the API validates with. The status
 * is chosen when adding; after that it is the record's header and lifecycle actions that show and change it.
 */
export function VehicleFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('vehicles');
  const statusOptions = useOptions('vehicleStatus', VEHICLE_STATUSES);
  const typeOptions = useOptions('vehicleType', VEHICLE_TYPES);
  const rules = (name: FieldName, required?: boolean) =>
    zodRules(vehicleFields[name], field(name), locale, { required });
  const number = { style: { width: '100%' } };

  // A permit or policy means nothing without its expiry, and the other way round (the API's rule).
  const documentPair = (pair: (typeof VEHICLE_DOCUMENT_PAIRS)[number], maxLength: number) => (
    <>
      <FieldCol
        md={12}
        name={pair.number}
        label={field(pair.number)}
        dependencies={[pair.expiry]}
        rules={[
          ...rules(pair.number, false),
          ({ getFieldValue }) => ({
            required: Boolean(getFieldValue(pair.expiry)),
            message: validationText(pair.numberMissing, locale),
          }),
        ]}
      >
        <Input dir="ltr" maxLength={maxLength} />
      </FieldCol>
      <FieldCol
        md={12}
        name={pair.expiry}
        label={field(pair.expiry)}
        dependencies={[pair.number]}
        rules={[
          ({ getFieldValue }) => ({
            required: Boolean(getFieldValue(pair.number)),
            message: validationText(pair.expiryMissing, locale),
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} format="L" />
      </FieldCol>
    </>
  );
  const [permit, insurance] = VEHICLE_DOCUMENT_PAIRS;

  return (
    <>
      <Divider titlePlacement="start">{t('common:crud.sections.general')}</Divider>
      <Row gutter={16}>
        <FieldCol md={12} name="plate" label={field('plate')} rules={rules('plate')} normalize={upper}>
          <Input dir="ltr" autoFocus maxLength={12} placeholder="NRK-482-C" />
        </FieldCol>
        <FieldCol md={12} name="fleetNumber" label={field('fleetNumber')} rules={rules('fleetNumber', false)}>
          <Input dir="ltr" maxLength={20} placeholder="U-07" />
        </FieldCol>
        <FieldCol md={12} name="type" label={field('type')} rules={rules('type')}>
          <Select options={typeOptions} />
        </FieldCol>
        <InitialStatusCol adding={adding} label={field} rules={rules} options={statusOptions} />
        <FieldCol md={12} name="make" label={field('make')} rules={rules('make')}>
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol md={12} name="model" label={field('model')} rules={rules('model')}>
          <Input maxLength={60} />
        </FieldCol>
        <Col xs={12}>
          <Form.Item name="year" label={field('year')} rules={rules('year')}>
            <InputNumber {...number} precision={0} controls={false} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="odometerKm" label={field('odometerKm')} rules={rules('odometerKm', false)}>
            <InputNumber {...number} min={0} precision={0} controls={false} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.capacity')}</Divider>
      <Row gutter={16}>
        <FieldCol md={8} name="capacityKg" label={field('capacityKg')} rules={rules('capacityKg')}>
          <InputNumber {...number} min={0} controls={false} />
        </FieldCol>
        <FieldCol md={8} name="capacityL" label={field('capacityL')} rules={rules('capacityL', false)}>
          <InputNumber {...number} min={0} controls={false} />
        </FieldCol>
        <FieldCol md={8} name="refrigerated" label={field('refrigerated')} valuePropName="checked">
          <Switch checkedChildren={t('common:crud.yes')} unCheckedChildren={t('common:crud.no')} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.documents')}</Divider>
      <Row gutter={16}>
        {documentPair(insurance, 40)}
        {documentPair(permit, 40)}
      </Row>
      <NotesField label={field('notes')} rules={rules('notes', false)} />
    </>
  );
}
