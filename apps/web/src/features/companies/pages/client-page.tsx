import { type Client, type ClientUpdate, companyLifecycle } from '@recolecta/shared/companies';
import { todayIn } from '@recolecta/shared/documents';
import { Flex, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { LifecycleRecordFrame } from '../../../components/record/lifecycle-side.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useCan } from '../../../lib/access.ts';
import { clientsApi } from '../api/clients-api.ts';
import { ClientFields, type ClientValues } from '../components/client-fields.tsx';
import { COMPANY_STATUS_COLOURS } from '../components/company-status.ts';
import { DeadlineTag } from '../components/deadline-tag.tsx';
import { PlansPanel } from '../components/plans-panel.tsx';
import { SitesPanel } from '../components/sites-panel.tsx';

const toValues = (client: Client): ClientValues => ({
  tradeName: client.tradeName ?? undefined,
  contactName: client.contactName,
  email: client.email,
  phone: client.phone ?? undefined,
  generatorLevel: client.generatorLevel ?? undefined,
  nra: client.nra ?? undefined,
  notifyOnWay: client.notifyOnWay,
  notifyCollected: client.notifyCollected,
  notifyFailed: client.notifyFailed,
});

const toUpdate = (values: ClientValues): Omit<ClientUpdate, 'version'> => ({
  tradeName: values.tradeName || null,
  contactName: values.contactName,
  email: values.email,
  phone: values.phone || null,
  ...(values.generatorLevel ? { generatorLevel: values.generatorLevel } : {}),
  ...(values.nra ? { nra: values.nra } : {}),
  notifyOnWay: values.notifyOnWay,
  notifyCollected: values.notifyCollected,
  notifyFailed: values.notifyFailed,
});

const noCreate = (): never => {
  throw new Error('clients are not created from this page');
};

/**
 * `/app/clients/edit/:id`: a client company's profile, its sites (a tab), its storage deadline, and
 * for the operator the suspend and reactivate actions with the record's history.
 */
export function ClientPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { field } = useLabels('companies');
  const canEdit = useCan('clients:update');
  const canReadPlans = useCan('service-plans:read');
  const record = useRecordPage({ api: clientsApi, id, listPath: '/app/clients', labels: 'companies' });
  const today = todayIn();
  return (
    <LifecycleRecordFrame
      record={record}
      lifecycle={companyLifecycle}
      words="companies"
      statusGroup="companyStatus"
    >
      <RecordHeader
        record={record}
        title={(client) => client.tradeName ?? client.legalName}
        status={(client) => (
          <StatusTag group="companyStatus" value={client.status} colours={COMPANY_STATUS_COLOURS} />
        )}
      />
      {record.item ? (
        <Flex wrap gap="8px 32px" align="center" data-testid="client-summary">
          {[
            { key: 'sites', label: field('siteCount'), value: record.item.siteCount },
            {
              key: 'last',
              label: field('lastCollectionOn'),
              value: formatDate(record.item.lastCollectionOn),
            },
            {
              key: 'deadline',
              label: field('storageDeadline'),
              value: <DeadlineTag client={record.item} today={today} />,
            },
          ].map((entry) => (
            <Space key={entry.key} size={8} align="center">
              <Typography.Text type="secondary">{entry.label}:</Typography.Text>
              <div style={{ whiteSpace: 'nowrap' }}>{entry.value}</div>
            </Space>
          ))}
        </Flex>
      ) : null}
      {record.item ? (
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('companies:clients.profileTab'),
              children: (
                <RecordFields<Client, ClientValues, never, ClientUpdate>
                  record={record}
                  canEdit={canEdit}
                  initialValues={{}}
                  toValues={toValues}
                  toCreate={noCreate}
                  toUpdate={toUpdate}
                >
                  {(_form, client) => (
                    <ClientFields legalName={client?.legalName ?? ''} rfc={client?.rfc ?? ''} />
                  )}
                </RecordFields>
              ),
            },
            {
              key: 'sites',
              label: t('companies:clients.sitesTab'),
              children: <SitesPanel companyId={record.item.id} canEdit={canEdit} />,
            },
            ...(canReadPlans
              ? [
                  {
                    key: 'plans',
                    label: t('plans:ui.tab'),
                    children: (
                      <PlansPanel companyId={record.item.id} generatorLevel={record.item.generatorLevel} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </LifecycleRecordFrame>
  );
}
