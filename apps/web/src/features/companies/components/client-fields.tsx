import { type ClientUpdate, clientUpdateSchema, GENERATOR_LEVELS } from '@recolecta/shared/companies';
import { Col, Divider, Form, Input, Radio, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { NraCol } from './nra-col.tsx';

/** The form's values: the body the API takes, without the version the page adds. */
export type ClientValues = Omit<ClientUpdate, 'version'>;

const NOTICES = ['notifyOnWay', 'notifyCollected', 'notifyFailed'] as const;

type Field = keyof typeof clientUpdateSchema.shape;

/** A client's profile: the names and RFC stay as signed up; the rest its owner or the operator keeps. */
export function ClientFields({ legalName, rfc }: { legalName: string; rfc: string }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('companies', 'generatorLevel');
  const rules = (name: Field) => zodRules(clientUpdateSchema.shape[name], field(name), locale);
  const levels = useOptions('generatorLevel', GENERATOR_LEVELS);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={field('legalName')} htmlFor="client-legal-name">
            <Input id="client-legal-name" value={legalName} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={field('rfc')} htmlFor="client-rfc">
            <Input id="client-rfc" value={rfc} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="tradeName" label={field('tradeName')} rules={rules('tradeName')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <NraCol rules={rules('nra')} />
        <Col xs={24}>
          <Form.Item name="generatorLevel" label={field('generatorLevel')} rules={rules('generatorLevel')}>
            <Radio.Group options={levels} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('companies:clients.contactSection')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="contactName"
            label={field('contactName')}
            rules={[{ required: true }, ...rules('contactName')]}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="email" label={field('email')} rules={[{ required: true }, ...rules('email')]}>
            <Input maxLength={254} type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="phone" label={field('phone')} rules={rules('phone')}>
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('companies:clients.notificationsSection')}</Divider>
      <Typography.Paragraph type="secondary">{t('companies:clients.notificationsHint')}</Typography.Paragraph>
      <Row gutter={16} data-testid="client-notices">
        {NOTICES.map((name) => (
          <Col key={name} xs={24} md={8}>
            <Form.Item name={name} valuePropName="checked" label={field(name)}>
              <Switch aria-label={field(name)} data-testid={name} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
