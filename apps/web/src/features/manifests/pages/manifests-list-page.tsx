import { WarningOutlined } from '@ant-design/icons';
import type { Client } from '@recolecta/shared/companies';
import { MANIFEST_STATUSES, type Manifest } from '@recolecta/shared/manifests';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, type ListFilter, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useFilterChoices } from '../../../components/crud/use-filter-choices.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan, useRoleScope } from '../../../lib/access.ts';
import { manifestsApi } from '../api/manifests-api.ts';
import { MANIFEST_STATUS_COLOURS } from '../components/manifest-status.ts';
import { PdfButton } from '../components/pdf-button.tsx';

/**
 * `/app/manifests`: the register of hazardous-waste manifests (docs/product.md §3): folio, status,
 * collection day, order, generator, route, destination, kg collected and received, the mark of a
 * weight difference to review, and each one's PDF. Filters and search in the URL, CSV/XLSX export. An
 * owner sees their own company's only (the server's scope), without the company filter.
 */
export function ManifestsListPage() {
  const { t } = useTranslation();
  const { field } = useLabels('manifests', 'manifestStatus', 'boolean');
  const number = useNumberFormat();
  const staff = useRoleScope() === 'operator';
  const canReadClients = useCan('clients:read');
  const companies = useFilterChoices<Client>(
    'clients',
    { sort: 'legalName:asc' },
    (c) => c.tradeName ?? c.legalName,
    staff && canReadClients,
  );
  const filters: ListFilter[] = [
    { key: 'status', label: field('status'), options: useOptions('manifestStatus', MANIFEST_STATUSES) },
    ...(staff ? [{ key: 'companyId', label: field('companyId'), options: companies, searchable: true }] : []),
    {
      key: 'flagged',
      label: field('flagged'),
      options: useOptions('boolean', ['true', 'false']).map((o) => ({ ...o, title: o.label })),
    },
  ];
  const columns: ListColumn<Manifest>[] = [
    { key: 'folio', sortable: true, fixed: 'left' },
    {
      key: 'status',
      render: (m) => <StatusTag group="manifestStatus" value={m.status} colours={MANIFEST_STATUS_COLOURS} />,
    },
    { key: 'collectedOn', sortable: true, render: (m) => formatDate(m.collectedOn) },
    { key: 'orderNumber' },
    { key: 'companyName', render: (m) => m.generator.name },
    { key: 'routeNumber', render: (m) => m.routeNumber ?? '—' },
    { key: 'destination', render: (m) => m.destination.name || '—' },
    { key: 'totalKg', render: (m) => number(m.totalKg) },
    { key: 'receivedKg', render: (m) => number(m.receivedKg) },
    {
      key: 'flagged',
      render: (m) =>
        m.flagged ? (
          <Tag color="red" icon={<WarningOutlined />} data-testid="flagged-mark">
            {field('flagged')}
          </Tag>
        ) : null,
    },
    {
      key: 'pdf',
      title: t('manifests:ui.pdfColumn'),
      fixed: 'right',
      render: (m) => <PdfButton manifest={m} compact size="small" data-testid="row-pdf" />,
    },
  ];
  return (
    <ResourceList<Manifest>
      api={manifestsApi}
      labels="manifests"
      columns={columns}
      linkColumn="folio"
      defaultSort="collectedOn:desc"
      editPath={(m) => `/app/manifests/${m.id}`}
      canCreate={false}
      archivable={false}
      filters={filters}
      dateRange={{ from: 'from', to: 'to', label: field('collectedOn') }}
    />
  );
}
