import { addDays, documentStatus } from '@recolecta/shared/documents';
import type { Dashboard } from '@recolecta/shared/reports';
import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { DocumentDate } from '../../../components/crud/document-status-tag.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { Section } from './section.tsx';

/** One line of a dashboard list: what it is (a link) and a note under it, a mark at the end. */
function Line({
  title,
  note,
  mark,
  testId,
}: {
  title: ReactNode;
  note?: ReactNode;
  mark?: ReactNode;
  testId: string;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      wrap
      style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}
      data-testid={testId}
    >
      <Flex vertical style={{ minWidth: 0, flex: '1 1 12em' }}>
        <span style={{ fontWeight: 500 }}>{title}</span>
        {note ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {note}
          </Typography.Text>
        ) : null}
      </Flex>
      {mark}
    </Flex>
  );
}

/** Clients near or past their storage deadline, each to its page; the counts to the filtered list. */
export function Deadlines({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { value, field } = useLabels('reports', 'deadlineStatus');
  const count = (status: 'past' | 'near') => dashboard.deadlines.filter((d) => d.status === status).length;
  return (
    <Section
      title={t('reports:ui.deadlines')}
      testId="deadlines"
      empty={dashboard.deadlines.length === 0 && t('reports:ui.noDeadlines')}
      footer={(['past', 'near'] as const).map((status) => (
        <Link key={status} to={`/app/clients?deadline=${status}`} data-testid={`deadline-${status}`}>
          {value('deadlineStatus', status)} ({count(status)})
        </Link>
      ))}
    >
      {dashboard.deadlines.map((d) => (
        <Line
          key={d.companyId}
          testId="deadline"
          title={<Link to={`/app/clients/edit/${d.companyId}`}>{d.name}</Link>}
          note={`${field('storageDeadline')}: ${formatDate(d.storageDeadline)}`}
          mark={<Tag color={d.status === 'past' ? 'red' : 'gold'}>{value('deadlineStatus', d.status)}</Tag>}
        />
      ))}
    </Section>
  );
}

/** Drivers' and vehicles' documents expiring within 30 days (or expired), each to its record. */
export function Documents({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { value } = useLabels('reports', 'documentKind');
  return (
    <Section
      title={t('reports:ui.documents')}
      testId="documents"
      empty={dashboard.documents.length === 0 && t('reports:ui.noDocuments')}
      footer={
        <>
          <Link to="/app/drivers?documents=attention">{t('reports:ui.drivers')}</Link>
          <Link to="/app/vehicles?documents=attention">{t('reports:ui.vehicles')}</Link>
        </>
      }
    >
      {dashboard.documents.map((d) => (
        <Line
          key={`${d.kind}-${d.id}-${d.document}`}
          testId="document"
          title={
            <Link to={`/app/${d.kind === 'driver' ? 'drivers' : 'vehicles'}/edit/${d.id}`}>{d.name}</Link>
          }
          note={value('documentKind', d.document)}
          mark={<DocumentDate date={d.expiresOn} status={documentStatus(d.expiresOn, dashboard.today)} />}
        />
      ))}
    </Section>
  );
}

/** The week's failed stops with their reasons, each to its order; the whole to the filtered list. */
export function FailedStops({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const since = addDays(dashboard.today, -6);
  return (
    <Section
      title={t('reports:ui.failedStops')}
      testId="failed-stops"
      empty={dashboard.failedStops.length === 0 && t('reports:ui.noFailed')}
      footer={
        <Link to={`/app/orders?status=failed&from=${since}&to=${dashboard.today}`}>
          {t('reports:ui.viewAll')}
        </Link>
      }
    >
      {dashboard.failedStops.map((f) => (
        <Line
          key={f.orderId}
          testId="failed-stop"
          title={
            <Link to={`/app/orders/edit/${f.orderId}`}>
              {f.orderNumber} · {f.companyName}
            </Link>
          }
          note={
            <>
              {f.siteName} · {formatDate(f.failedOn)}
              <br />
              {f.reason ?? t('reports:ui.noReason')}
            </>
          }
        />
      ))}
    </Section>
  );
}
