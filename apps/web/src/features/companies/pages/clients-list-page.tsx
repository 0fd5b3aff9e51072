import { companyStatuses } from '@recolecta/shared/auth';
import {
  type Client,
  DEADLINE_STATUSES,
  GENERATOR_LEVELS,
  MEXICAN_STATES,
} from '@recolecta/shared/companies';
import { todayIn } from '@recolecta/shared/documents';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { ImportDialog } from '../../../components/import/import-dialog.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan, useCurrentUser } from '../../../lib/access.ts';
import { clientsApi } from '../api/clients-api.ts';
import { COMPANY_STATUS_COLOURS } from '../components/company-status.ts';
import { DeadlineTag } from '../components/deadline-tag.tsx';

/**
 * `/app/clients`: every client company for the operator, with how many sites it has, its last
 * collection and its storage deadline marked when near or past. A client's own user lands on their
 * company's page instead (the API would list that one company only).
 */
export function ClientsListPage() {
  const me = useCurrentUser();
  if (me.role.scope === 'company' && me.company) {
    return <Navigate to={`/app/clients/edit/${me.company.id}`} replace />;
  }
  return <ClientsTable />;
}

function ClientsTable() {
  const { t } = useTranslation();
  const { field, value } = useLabels('companies', 'companyStatus', 'generatorLevel', 'deadlineStatus');
  const today = todayIn();
  const canImport = useCan('clients:create');
  const columns: ListColumn<Client>[] = [
    { key: 'legalName', sortable: true, fixed: 'left' },
    { key: 'tradeName', defaultHidden: true },
    { key: 'rfc', sortable: true },
    {
      key: 'status',
      render: (c) => <StatusTag group="companyStatus" value={c.status} colours={COMPANY_STATUS_COLOURS} />,
    },
    {
      key: 'generatorLevel',
      sortable: true,
      render: (c) => (c.generatorLevel ? value('generatorLevel', c.generatorLevel) : '—'),
    },
    { key: 'siteCount' },
    { key: 'storageDeadline', sortable: true, render: (c) => <DeadlineTag client={c} today={today} /> },
    { key: 'lastCollectionOn', sortable: true, render: (c) => formatDate(c.lastCollectionOn) },
    { key: 'nextPickupOn', render: (c) => formatDate(c.nextPickupOn) },
    { key: 'nra', defaultHidden: true },
    { key: 'contactName', defaultHidden: true },
    { key: 'email', defaultHidden: true },
    { key: 'phone', defaultHidden: true },
  ];
  return (
    <ResourceList<Client>
      api={clientsApi}
      labels="companies"
      columns={columns}
      linkColumn="legalName"
      defaultSort="legalName:asc"
      editPath={(c) => `/app/clients/edit/${c.id}`}
      canCreate={false}
      archivable={false}
      toolbar={() => (canImport ? <ImportDialog path="clients" labels="companies" /> : null)}
      filters={[
        { key: 'status', label: field('status'), options: useOptions('companyStatus', companyStatuses) },
        {
          key: 'generatorLevel',
          label: field('generatorLevel'),
          options: useOptions('generatorLevel', GENERATOR_LEVELS),
        },
        {
          key: 'state',
          label: t('companies:clients.stateFilter'),
          options: MEXICAN_STATES.map((state) => ({ value: state, label: state })),
        },
        {
          key: 'deadline',
          label: field('deadline'),
          options: useOptions('deadlineStatus', DEADLINE_STATUSES),
        },
      ]}
    />
  );
}
