import {
  type CompanyOnboardingBody,
  companyOnboardingBodySchema,
  GENERATOR_LEVELS,
  STORAGE_DAYS,
} from '@recolecta/shared/companies';
import { Col, Divider, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { NraCol } from './nra-col.tsx';
import { SiteFields, type SiteValues } from './site-fields.tsx';

/** The form's values: the body the API takes, the first site as its own form holds it. */
export type OnboardingValues = Omit<CompanyOnboardingBody, 'site'> & { site: SiteValues };

/** The company's environmental data and its first site, with the shared schema's rules. */
export function OnboardingFields() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('companies');
  const company = (name: 'tradeName' | 'generatorLevel' | 'nra') =>
    zodRules(companyOnboardingBodySchema.shape[name], field(name), locale);
  const section = { marginTop: 8 };

  return (
    <>
      <Divider titlePlacement="start" style={section}>
        {t('companies:onboarding.companySection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tradeName" label={field('tradeName')} rules={company('tradeName')}>
            <Input maxLength={200} autoComplete="organization" autoFocus />
          </Form.Item>
        </Col>
        <NraCol rules={company('nra')} autoComplete="off" />
        <Col xs={24}>
          <Form.Item name="generatorLevel" label={field('generatorLevel')} rules={company('generatorLevel')}>
            <Radio.Group
              orientation="vertical"
              options={GENERATOR_LEVELS.map((level) => ({
                value: level,
                label: t('companies:onboarding.level', { level, days: STORAGE_DAYS[level] }),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" style={section}>
        {t('companies:onboarding.siteSection')}
      </Divider>
      <SiteFields prefix={['site']} />
    </>
  );
}
