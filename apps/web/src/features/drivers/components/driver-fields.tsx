import { DRIVER_STATUSES, driverFields, LICENCE_TYPES } from '@recolecta/shared/drivers';
import { Col, DatePicker, Divider, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';

export interface DriverFormValues {
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
  licenceNumber: string;
  licenceType: (typeof LICENCE_TYPES)[number];
  licenceExpiry: Dayjs;
  hazmatPermitNumber?: string;
  hazmatPermitExpiry?: Dayjs | null;
  status: (typeof DRIVER_STATUSES)[number];
  notes?: string;
}

/** The driver form's fields; each rule comes from the shared schema the API validates with. */
export function DriverFields() {
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
      <Divider titlePlacement="start">{t('crud.sections.general')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={field('firstName')} rules={rules('firstName')}>
            <Input autoFocus autoComplete="given-name" maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={field('lastName')} rules={rules('lastName')}>
            <Input autoComplete="family-name" maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={field('phone')} rules={rules('phone', false)}>
            <Input autoComplete="tel" placeholder="+52 55 1234 5678" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={field('email')} rules={rules('email', false)}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={field('status')} rules={rules('status')}>
            <Select options={statusOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('crud.sections.documents')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="licenceNumber" label={field('licenceNumber')} rules={rules('licenceNumber')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="licenceType" label={field('licenceType')} rules={rules('licenceType')}>
            <Select options={LICENCE_TYPES.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="licenceExpiry"
            label={field('licenceExpiry')}
            rules={dateRules('licenceExpiry', true)}
          >
            <DatePicker style={{ width: '100%' }} format="L" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="hazmatPermitNumber"
            label={field('hazmatPermitNumber')}
            rules={rules('hazmatPermitNumber', false)}
            dependencies={['hazmatPermitExpiry']}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
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
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={field('notes')} rules={rules('notes', false)}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
