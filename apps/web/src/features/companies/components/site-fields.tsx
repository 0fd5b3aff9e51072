import { type SiteCreate, siteCreateSchema } from '@recolecta/shared/companies';
import { errorMessage } from '@recolecta/shared/errors';
import { LOCALES } from '@recolecta/shared/locales';
import { Col, Form, Input, Row, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

/** The form's values: the body the API takes (its company is the page's), the window held by time pickers. */
export type SiteValues = FormValues<
  Omit<SiteCreate, 'companyId'>,
  'collectionWindowStart' | 'collectionWindowEnd'
>;

type SiteField = keyof typeof siteCreateSchema.shape;

/**
 * A site's address, pin, collection window (and, for a client's sites, its contact), with the shared
 * schema's rules. `prefix` nests the fields (`['site']` in the company's onboarding form).
 */
export function SiteFields({
  prefix = [],
  withContact = false,
}: {
  prefix?: string[];
  withContact?: boolean;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('companies');
  const rules = (name: SiteField) => zodRules(siteCreateSchema.shape[name], field(name), locale);
  const path = (name: SiteField) => [...prefix, name];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={path('name')} label={field('name')} rules={rules('name')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
      </Row>
      <AddressFields
        resource="companies"
        prefix={prefix}
        locationTitle={t('companies:onboarding.locationSection')}
        mapHint={t('common:address.mapHint')}
      />
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name={path('collectionWindowStart')}
            label={field('collectionWindowStart')}
            extra={t('companies:onboarding.windowHint')}
          >
            <TimePicker format="HH:mm" minuteStep={15} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={path('collectionWindowEnd')}
            label={field('collectionWindowEnd')}
            dependencies={[path('collectionWindowStart')]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, end: Dayjs | null | undefined) => {
                  const start = getFieldValue(path('collectionWindowStart')) as Dayjs | null | undefined;
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
        {withContact ? (
          <>
            <Col xs={24} md={6}>
              <Form.Item name={path('contactName')} label={field('contactName')} rules={rules('contactName')}>
                <Input maxLength={120} autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name={path('contactPhone')}
                label={field('contactPhone')}
                rules={rules('contactPhone')}
              >
                <Input maxLength={20} inputMode="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={path('contactEmail')}
                label={field('contactEmail')}
                rules={rules('contactEmail')}
                extra={t('companies:clients.contactEmailHint')}
              >
                <Input maxLength={254} type="email" autoComplete="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={path('contactLocale')} label={field('contactLocale')}>
                <Select
                  allowClear
                  aria-label={field('contactLocale')}
                  options={LOCALES.map((l) => ({
                    value: l,
                    label: t(`languages.${l}`),
                    title: t(`languages.${l}`),
                  }))}
                />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col xs={24}>
          <Form.Item name={path('notes')} label={field('notes')} rules={rules('notes')}>
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
