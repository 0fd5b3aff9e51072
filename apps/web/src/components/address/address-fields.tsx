import { ADDRESS_FIELDS, addressFields, MEXICAN_STATES } from '@recolecta/shared/companies';
import type { LabelResource } from '@recolecta/shared/labels';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '../crud/form-values.ts';
import { useLabels } from '../crud/use-labels.ts';
import { zodRules } from '../crud/zod-rules.ts';
import { LocationPicker } from '../map/location-picker.tsx';

type AddressField = keyof typeof addressFields;

/** How each address field goes between a record, a form and a body (`formCodec`): the interior number is optional. */
export const addressKinds = Object.fromEntries(
  ADDRESS_FIELDS.map((name) => [name, name === 'interiorNumber' ? 'text' : 'value']),
) as Record<AddressField, FieldKind>;

/**
 * A Mexican address (street, numbers, neighbourhood, municipality, one of the 32 states, a 5-digit postal
 * code) and its pin on a map, with the shared rules, labelled in `resource`'s words. `prefix` nests the
 * fields in the form.
 */
export function AddressFields({
  resource,
  prefix = [],
  locationTitle,
  mapHint,
}: {
  resource: LabelResource;
  prefix?: string[];
  locationTitle: string;
  mapHint: string;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels(resource);
  const rules = (name: AddressField) => zodRules(addressFields[name], field(name), locale);
  const path = (name: AddressField) => [...prefix, name];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={path('street')} label={field('street')} rules={rules('street')}>
            <Input maxLength={200} autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={path('exteriorNumber')}
            label={field('exteriorNumber')}
            rules={rules('exteriorNumber')}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={path('interiorNumber')}
            label={field('interiorNumber')}
            rules={rules('interiorNumber')}
          >
            <Input maxLength={20} autoComplete="address-line2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={path('neighbourhood')}
            label={field('neighbourhood')}
            rules={rules('neighbourhood')}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={path('city')} label={field('city')} rules={rules('city')}>
            <Input maxLength={120} autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={path('state')} label={field('state')} rules={rules('state')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('common:address.statePlaceholder')}
              options={MEXICAN_STATES.map((state) => ({ value: state, label: state }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={path('postalCode')} label={field('postalCode')} rules={rules('postalCode')}>
            <Input dir="ltr" maxLength={5} inputMode="numeric" autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{locationTitle}</Divider>
      <LocationPicker
        prefix={prefix}
        labels={{ latitude: field('latitude'), longitude: field('longitude') }}
        rules={{ latitude: rules('latitude'), longitude: rules('longitude') }}
        hint={mapHint}
      />
    </>
  );
}
