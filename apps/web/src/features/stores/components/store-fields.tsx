import { STORE_TYPES, type StoreCreate, storeFields } from '@recolecta/shared/stores';
import { Col, Divider, Form, Input, InputNumber, Row, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

/** The form's values: the body the API takes, its hours held by time pickers. */
export type StoreFormValues = FormValues<StoreCreate, 'opensAt' | 'closesAt'>;

type Field = keyof typeof storeFields;

/** A store's fields: what it is, where (address and pin) and when it receives. */
export function StoreFields() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('stores', 'storeType');
  const rules = (name: Field) => zodRules(storeFields[name], field(name), locale);
  const types = useOptions('storeType', STORE_TYPES);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={field('name')} rules={rules('name')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="type" label={field('type')} rules={rules('type')}>
            <Select options={types} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="authorisationNumber"
            label={field('authorisationNumber')}
            rules={rules('authorisationNumber')}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('stores:stores.addressSection')}</Divider>
      <AddressFields
        resource="stores"
        locationTitle={t('stores:stores.locationSection')}
        mapHint={t('common:address.mapHint')}
      />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={6}>
          <Form.Item name="capacityKg" label={field('capacityKg')} rules={rules('capacityKg')}>
            <InputNumber min={0} step={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="opensAt" label={field('opensAt')}>
            <TimePicker format="HH:mm" minuteStep={15} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="closesAt"
            label={field('closesAt')}
            dependencies={['opensAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, closes: Dayjs | null | undefined) => {
                  const opens = getFieldValue('opensAt') as Dayjs | null | undefined;
                  if (opens && closes && closes.format('HH:mm') <= opens.format('HH:mm')) {
                    throw new Error(t('stores:validation.hoursOrder'));
                  }
                },
              }),
            ]}
          >
            <TimePicker format="HH:mm" minuteStep={15} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="phone" label={field('phone')} rules={rules('phone')}>
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="notes" label={field('notes')} rules={rules('notes')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
