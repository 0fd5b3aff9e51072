import {
  companyOnboardingBodySchema,
  GENERATOR_LEVELS,
  type GeneratorLevel,
  MEXICAN_STATES,
  siteBodySchema,
} from '@recolecta/shared/companies';
import { errorMessage } from '@recolecta/shared/errors';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

/** Maximum storage time by generator level (PRODUCT §3, NOM-087): I 30 days, II 15, III 7. */
export const STORAGE_DAYS: Record<GeneratorLevel, number> = { I: 30, II: 15, III: 7 };

export interface OnboardingValues {
  tradeName?: string;
  generatorLevel: GeneratorLevel;
  nra: string;
  site: {
    name: string;
    street: string;
    exteriorNumber: string;
    interiorNumber?: string;
    neighbourhood: string;
    city: string;
    state: (typeof MEXICAN_STATES)[number];
    postalCode: string;
    latitude: number;
    longitude: number;
    collectionWindowStart?: Dayjs | null;
    collectionWindowEnd?: Dayjs | null;
    notes?: string;
  };
}

type SiteField = keyof typeof siteBodySchema.shape;

const upper = (value: string) => value.toUpperCase();

/** The company's environmental data and its first site, with the shared schema's rules. */
export function OnboardingFields() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('companies');
  const company = (name: 'tradeName' | 'generatorLevel' | 'nra') =>
    zodRules(companyOnboardingBodySchema.shape[name], field(name), locale);
  const site = (name: SiteField) => zodRules(siteBodySchema.shape[name], field(name), locale);
  const sitePath = (name: SiteField) => ['site', name];
  const section = { marginTop: 8 };

  return (
    <>
      <Divider titlePlacement="start" style={section}>
        {t('accounts.company.companySection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tradeName" label={field('tradeName')} rules={company('tradeName')}>
            <Input maxLength={200} autoComplete="organization" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="nra"
            label={field('nra')}
            rules={company('nra')}
            extra={t('accounts.company.nraHint')}
            normalize={upper}
          >
            <Input maxLength={14} spellCheck={false} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="generatorLevel" label={field('generatorLevel')} rules={company('generatorLevel')}>
            <Radio.Group
              orientation="vertical"
              options={GENERATOR_LEVELS.map((level) => ({
                value: level,
                label: t('accounts.company.level', { level, days: STORAGE_DAYS[level] }),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" style={section}>
        {t('accounts.company.siteSection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={sitePath('name')} label={field('name')} rules={site('name')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={sitePath('street')} label={field('street')} rules={site('street')}>
            <Input maxLength={200} autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={sitePath('exteriorNumber')}
            label={field('exteriorNumber')}
            rules={site('exteriorNumber')}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={sitePath('interiorNumber')}
            label={field('interiorNumber')}
            rules={site('interiorNumber')}
          >
            <Input maxLength={20} autoComplete="address-line2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={sitePath('neighbourhood')}
            label={field('neighbourhood')}
            rules={site('neighbourhood')}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={sitePath('city')} label={field('city')} rules={site('city')}>
            <Input maxLength={120} autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={sitePath('state')} label={field('state')} rules={site('state')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('accounts.company.statePlaceholder')}
              options={MEXICAN_STATES.map((state) => ({ value: state, label: state }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={sitePath('postalCode')} label={field('postalCode')} rules={site('postalCode')}>
            <Input maxLength={5} inputMode="numeric" autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" style={section}>
        {t('accounts.company.locationSection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={sitePath('latitude')}
            label={field('latitude')}
            rules={site('latitude')}
            extra={t('accounts.company.coordinatesHint')}
          >
            <InputNumber min={-90} max={90} step={0.0001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={sitePath('longitude')} label={field('longitude')} rules={site('longitude')}>
            <InputNumber min={-180} max={180} step={0.0001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={sitePath('collectionWindowStart')}
            label={field('collectionWindowStart')}
            extra={t('accounts.company.windowHint')}
          >
            <TimePicker format="HH:mm" minuteStep={15} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={sitePath('collectionWindowEnd')}
            label={field('collectionWindowEnd')}
            dependencies={[sitePath('collectionWindowStart')]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, end: Dayjs | null | undefined) => {
                  const start = getFieldValue(sitePath('collectionWindowStart')) as Dayjs | null | undefined;
                  if (start && end && end.format('HH:mm') <= start.format('HH:mm')) {
                    throw new Error(errorMessage('WINDOW_INVALID', locale));
                  }
                },
              }),
            ]}
          >
            <TimePicker format="HH:mm" minuteStep={15} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={sitePath('notes')} label={field('notes')} rules={site('notes')}>
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
