import { CheckCircleFilled, ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { type Manifest, type ManifestLine, manifestLifecycle } from '@recolecta/shared/manifests';
import { Alert, Card, Col, Descriptions, Flex, Row, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { LifecycleActions, TransitionTimeline } from '../../../components/record/lifecycle-actions.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordHistory } from '../../../components/record/record-history.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useCan } from '../../../lib/access.ts';
import { manifestsApi } from '../api/manifests-api.ts';
import { differencePercent, MANIFEST_STATUS_COLOURS } from '../components/manifest-status.ts';
import { PdfButton } from '../components/pdf-button.tsx';

/** Who signed a section and when, or that nobody has yet. */
function Signed({ name, at, testId }: { name: string | null; at: string | null; testId: string }) {
  const { t } = useTranslation();
  if (!at) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        <ClockCircleOutlined /> {t('manifests:ui.notSigned')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text data-testid={testId}>
      <CheckCircleFilled style={{ color: '#16a34a' }} />{' '}
      {t('manifests:ui.signedBy', { name: name || '—', at: formatDateTime(at) })}
    </Typography.Text>
  );
}

/** One party's section of the form: its facts, and its signature at the foot. */
function Section({
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

/** The waste table of the form: a line per RPBI category, and the totals. */
function WasteLines({ manifest }: { manifest: Manifest }) {
  const { t } = useTranslation();
  const { field, value } = useLabels('manifests', 'manifestCategory');
  const number = useNumberFormat();
  return (
    <Card size="small" title={t('manifests:ui.sections.wastes')} data-testid="manifest-wastes">
      <Table<ManifestLine>
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={manifest.lines}
        columns={[
          {
            key: 'category',
            title: `${field('category')} · ${field('containers')}`,
            render: (_v, l) => (
              <Flex vertical>
                <Typography.Text>{value('manifestCategory', l.category)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {l.containers}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'capacityL',
            title: field('capacityL'),
            align: 'right',
            render: (_v, l) => number(l.capacityL),
          },
          { key: 'quantity', title: field('quantity'), align: 'right', dataIndex: 'quantity' },
          { key: 'unit', title: field('unit'), dataIndex: 'unit' },
          { key: 'kg', title: field('totalKg'), align: 'right', render: (_v, l) => number(l.kg) },
          {
            key: 'receivedKg',
            title: field('receivedKg'),
            align: 'right',
            render: (_v, l) => number(l.receivedKg),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <Typography.Text strong>{t('manifests:ui.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong data-testid="manifest-total">
                {number(manifest.totalKg)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong data-testid="manifest-received">
                {number(manifest.receivedKg)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

/**
 * `/app/manifests/:id`: one manifest as its form reads (docs/product.md §3): the generator, the wastes
 * per RPBI category with collected and received kg, the transporter and the destination, each with who
 * signed and when; a banner when the received kg differ beyond the tolerance; its PDF. Staff close a
 * received one (a flagged one with the reason the difference was accepted); the lifecycle's other
 * moves are the system's. An owner reads their own company's only (the server's scope).
 */
export function ManifestPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const number = useNumberFormat();
  const canReadOrders = useCan('orders:read');
  const canReadRoutes = useCan('routes:read');
  const record = useRecordPage({ api: manifestsApi, id, listPath: '/app/manifests', labels: 'manifests' });
  const m = record.item;
  const percent = m ? differencePercent(m.totalKg, m.receivedKg) : null;
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          m ? (
            <>
              <LifecycleActions
                record={record}
                lifecycle={manifestLifecycle}
                words="manifests"
                statusGroup="manifestStatus"
                requireReason={(name, item) => name === 'close' && item.flagged}
              />
              <RecordHistory record={record}>
                <TransitionTimeline record={record} statusGroup="manifestStatus" />
              </RecordHistory>
            </>
          ) : null
        }
      >
        <RecordHeader
          record={record}
          title={(manifest) => manifest.folio}
          status={(manifest) => (
            <StatusTag group="manifestStatus" value={manifest.status} colours={MANIFEST_STATUS_COLOURS} />
          )}
        />
        {m ? (
          <>
            <Flex wrap gap="8px 24px" align="center" justify="space-between" data-testid="manifest-summary">
              <Flex wrap gap="8px 24px" align="center">
                <Typography.Text>
                  <Typography.Text type="secondary">{t('manifests:fields.collectedOn')}: </Typography.Text>
                  {formatDate(m.collectedOn)}
                </Typography.Text>
                <Typography.Text>
                  <Typography.Text type="secondary">{t('manifests:fields.orderNumber')}: </Typography.Text>
                  {canReadOrders ? (
                    <Link to={`/app/orders/edit/${m.orderId}`}>{m.orderNumber}</Link>
                  ) : (
                    m.orderNumber
                  )}
                </Typography.Text>
                {m.routeNumber ? (
                  <Typography.Text>
                    <Typography.Text type="secondary">{t('manifests:fields.routeNumber')}: </Typography.Text>
                    {canReadRoutes && m.routeId ? (
                      <Link to={`/app/routes/edit/${m.routeId}`}>{m.routeNumber}</Link>
                    ) : (
                      m.routeNumber
                    )}
                  </Typography.Text>
                ) : null}
              </Flex>
              <PdfButton manifest={m} data-testid="manifest-pdf" />
            </Flex>
            {m.flagged ? (
              <Alert
                type="warning"
                showIcon
                icon={<WarningOutlined />}
                title={t('manifests:ui.flaggedTitle')}
                description={
                  percent === null
                    ? undefined
                    : `${t('manifests:ui.difference', { percent: number(Math.abs(percent), 1) })} (${number(m.totalKg)} → ${number(m.receivedKg)} kg)`
                }
                data-testid="flagged-banner"
              />
            ) : null}
            <Section
              title={t('manifests:ui.sections.generator')}
              testId="manifest-generator"
              facts={[
                { key: 'name', value: m.generator.name },
                { key: 'nra', value: m.generator.nra },
                { key: 'siteName', value: m.generator.siteName },
                { key: 'phone', value: m.generator.phone },
                { key: 'address', value: m.generator.address },
                {
                  key: 'municipality',
                  value: `${m.generator.municipality}, ${m.generator.state} ${m.generator.postalCode}`,
                },
              ]}
              signature={
                <Signed name={m.generatorSigner} at={m.generatorSignedAt} testId="generator-signature" />
              }
            />
            <WasteLines manifest={m} />
            <Section
              title={t('manifests:ui.sections.transporter')}
              testId="manifest-transporter"
              facts={[
                { key: 'name', value: m.transporter.name },
                { key: 'authorisation', value: m.transporter.authorisation },
                { key: 'sctRegistration', value: m.transporter.sctRegistration },
                { key: 'phone', value: m.transporter.phone },
                { key: 'address', value: m.transporter.address },
                { key: 'driverName', value: m.transporter.driverName },
                {
                  key: 'vehiclePlate',
                  value: [m.transporter.vehicleType, m.transporter.vehiclePlate].filter(Boolean).join(' · '),
                },
              ]}
              signature={
                <Signed
                  name={m.transporter.driverName}
                  at={m.transporterSignedAt}
                  testId="transporter-signature"
                />
              }
            />
            <Section
              title={t('manifests:ui.sections.destination')}
              testId="manifest-destination"
              facts={[
                { key: 'name', value: m.destination.name },
                { key: 'authorisation', value: m.destination.authorisation },
                { key: 'phone', value: m.destination.phone },
                { key: 'address', value: m.destination.address },
              ]}
              signature={<Signed name={m.receiverName} at={m.receivedAt} testId="receiver-signature" />}
            />
            {m.instructions || m.notes ? (
              <Card size="small">
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    ...(m.instructions
                      ? [{ key: 'i', label: t('manifests:fields.instructions'), children: m.instructions }]
                      : []),
                    ...(m.notes
                      ? [{ key: 'n', label: t('manifests:fields.reason'), children: m.notes }]
                      : []),
                  ]}
                />
              </Card>
            ) : null}
          </>
        ) : null}
      </RecordLayout>
    </RecordPage>
  );
}
