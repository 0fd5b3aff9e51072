import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';

/** One party's section of the form: its facts, and its signature at the foot. */
export function Section({
  title,
  testId,
  facts,
  signature,
}: {
  title: string;
  testId: string;
  facts: { key: string; value: ReactNode }[];
  signature: ReactNode;
}) {
  const { field } = useLabels('manifests');
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Row gutter={[24, 8]}>
        {facts.map((fact) => (
          <Col key={fact.key} xs={24} md={12}>
            <Flex vertical>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {field(fact.key)}
              </Typography.Text>
              <Typography.Text>{fact.value === null || fact.value === '' ? '—' : fact.value}</Typography.Text>
            </Flex>
          </Col>
        ))}
      </Row>
      <Flex gap={8} align="center" style={{ marginTop: 12 }} wrap>
        <Typography.Text type="secondary">{t('manifests:fields.signature')}:</Typography.Text>
        {signature}
      </Flex>
    </Card>
  );
}
