import { DRIVER_STATUSES, type DriverCreate, driverFields, LICENCE_TYPES } from '@recolecta/shared/drivers';
import { DatePicker, Divider, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, NotesField } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { InitialStatusCol } from '../../../components/record/initial-status-col.tsx';

/**
 * The form's values: the body the API takes, its dates held by pickers. The user a driver is linked to
 * is set from the user's record, not here. The status is chosen on the add page only: after that the
 * lifecycle's actions change it.
 */
export type DriverFormValues = FormValues<
  Omit<DriverCreate, 'userId'>,
  'licenceExpiry' | 'hazmatPermitExpiry'
>;

/**
 * The driver form's fields; each rule comes from the shared schema the API validates with. The status
 * is chosen when adding; after that it is the record's header and lifecycle actions that show and change it.
 */
export function DriverFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('drivers');
  const statusOptions = useOptions('driverStatus', DRIVER_STATUSES);
  const rules = (name: keyof typeof driverFields, required?: boolean) =>
    zodRules(driverFields[name], field(name), locale, { required });
  // Dates travel as YYYY-MM-DD; the picker holds a Dayjs, so its rule checks presence only.
  const dateRules = (name: string, required: boolean) => [
    { required, message: requiredMessage(field(name), locale) },
  ];
  return (
    <>
      <Divider titlePlacement="start">{t('common:crud.sections.general')}</Divider>
      <Row gutter={16}>
        <FieldCol md={12} name="firstName" label={field('firstName')} rules={rules('firstName')}>
          <Input autoFocus autoComplete="given-name" maxLength={80} />
        </FieldCol>
        <FieldCol md={12} name="lastName" label={field('lastName')} rules={rules('lastName')}>
          <Input autoComplete="family-name" maxLength={80} />
        </FieldCol>
        <FieldCol md={12} name="phone" label={field('phone')} rules={rules('phone', false)}>
          <Input type="tel" autoComplete="tel" placeholder="+52 55 1234 5678" />
        </FieldCol>
        <FieldCol md={12} name="email" label={field('email')} rules={rules('email', false)}>
          <Input type="email" autoComplete="email" />
        </FieldCol>
        <InitialStatusCol adding={adding} label={field} rules={rules} options={statusOptions} />
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.documents')}</Divider>
      <Row gutter={16}>
        <FieldCol md={8} name="licenceNumber" label={field('licenceNumber')} rules={rules('licenceNumber')}>
          <Input dir="ltr" maxLength={20} />
        </FieldCol>
        <FieldCol md={8} name="licenceType" label={field('licenceType')} rules={rules('licenceType')}>
          <Select options={LICENCE_TYPES.map((v) => ({ value: v, label: v }))} />
        </FieldCol>
        <FieldCol
          md={8}
          name="licenceExpiry"
          label={field('licenceExpiry')}
          rules={dateRules('licenceExpiry', true)}
        >
          <DatePicker style={{ width: '100%' }} format="L" />
        </FieldCol>
        <FieldCol
          md={12}
          name="hazmatPermitNumber"
          label={field('hazmatPermitNumber')}
          rules={rules('hazmatPermitNumber', false)}
          dependencies={['hazmatPermitExpiry']}
        >
          <Input dir="ltr" maxLength={30} />
        </FieldCol>
        <FieldCol
          md={12}
          name="hazmatPermitExpiry"
          label={field('hazmatPermitExpiry')}
          dependencies={['hazmatPermitNumber']}
          rules={[
            ({ getFieldValue }) => ({
              required: Boolean(getFieldValue('hazmatPermitNumber')),
              message: requiredMessage(field('hazmatPermitExpiry'), locale),
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} format="L" />
        </FieldCol>
      </Row>
      <NotesField label={field('notes')} rules={rules('notes', false)} />
    </>
  );
}
