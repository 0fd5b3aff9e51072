import { WarningOutlined } from '@ant-design/icons';
import { manifestLifecycle } from '@recolecta/shared/manifests';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { LifecycleRecordFrame } from '../../../components/record/lifecycle-side.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useCan } from '../../../lib/access.ts';
import { manifestsApi } from '../api/manifests-api.ts';
import { Section } from '../components/manifest-section.tsx';
import { differencePercent, MANIFEST_STATUS_COLOURS } from '../components/manifest-status.ts';
import { PdfButton } from '../components/pdf-button.tsx';
import { Signed } from '../components/signed.tsx';
import { WasteLines } from '../components/waste-lines.tsx';

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
    <LifecycleRecordFrame
      record={record}
      lifecycle={manifestLifecycle}
      words="manifests"
      statusGroup="manifestStatus"
      requireReason={(name, item) => name === 'close' && item.flagged}
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
                  ...(m.notes ? [{ key: 'n', label: t('manifests:fields.reason'), children: m.notes }] : []),
                ]}
              />
            </Card>
          ) : null}
        </>
      ) : null}
    </LifecycleRecordFrame>
  );
}
