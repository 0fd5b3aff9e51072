import { ZONE_TYPES, type Zone, type ZoneCreate, zoneCreateSchema } from '@recolecta/shared/stores';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { useCreateZone, zonesApi } from '../api/stores-api.ts';

type Values = ZoneCreate;
type Field = keyof typeof zoneCreateSchema.shape;

/** Adds a zone to a store, or edits one: its type, capacity in containers and temperature range. */
export function ZoneDialog({
  storeId,
  zone,
  onClose,
  onSaved,
}: {
  storeId: string;
  zone: Zone | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('stores', 'zoneType');
  const rules = (name: Field) => zodRules(zoneCreateSchema.shape[name], field(name), locale);
  const types = useOptions('zoneType', ZONE_TYPES);
  const [form] = Form.useForm<Values>();
  const create = useCreateZone(storeId);
  const update = zonesApi.useUpdate(zone === 'new' ? '' : zone.id);
  const type = Form.useWatch('type', form);
  const save = async (values: Values) => {
    const body = {
      ...values,
      temperatureMinC: values.temperatureMinC ?? null,
      temperatureMaxC: values.temperatureMaxC ?? null,
      notes: values.notes || null,
    };
    if (zone === 'new') await create.mutateAsync(body);
    else await update.mutateAsync({ ...body, version: zone.version });
    onSaved();
  };
  const cold = type === 'cold_storage';
  const coldRule = { required: cold, message: t('stores:validation.coldRange') };
  return (
    <FormDialog
      form={form}
      name="zone"
      title={t(zone === 'new' ? 'stores:stores.addZone' : 'stores:stores.editZone')}
      okText={t('stores:stores.saveZone')}
      saving={create.isPending || update.isPending}
      initialValues={
        zone === 'new'
          ? { type: 'general' }
          : {
              name: zone.name,
              type: zone.type,
              capacityUnits: zone.capacityUnits,
              temperatureMinC: zone.temperatureMinC,
              temperatureMaxC: zone.temperatureMaxC,
              notes: zone.notes ?? undefined,
            }
      }
      onSave={save}
      onClose={onClose}
      history={zone === 'new' ? undefined : { options: zonesApi.historyOptions(zone.id), labels: 'stores' }}
    >
      <Form.Item name="name" label={field('name')} rules={rules('name')}>
        <Input maxLength={120} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="type" label={field('type')} rules={rules('type')}>
            <Select options={types} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="capacityUnits" label={field('capacityUnits')} rules={rules('capacityUnits')}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="temperatureMinC" label={field('temperatureMinC')} rules={[coldRule]}>
            <InputNumber min={-80} max={80} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="temperatureMaxC"
            label={field('temperatureMaxC')}
            dependencies={['temperatureMinC']}
            rules={[
              coldRule,
              ({ getFieldValue }) => ({
                validator: async (_rule, max: number | null | undefined) => {
                  const min = getFieldValue('temperatureMinC') as number | null | undefined;
                  if (typeof min === 'number' && typeof max === 'number' && max < min) {
                    throw new Error(t('stores:validation.temperatureOrder'));
                  }
                },
              }),
            ]}
          >
            <InputNumber min={-80} max={80} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={field('notes')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
