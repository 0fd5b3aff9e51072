import { documentFilterValues } from '@recolecta/shared/documents';
import { DRIVER_STATUSES, type Driver, LICENCE_TYPES } from '@recolecta/shared/drivers';
import { formatDate } from '../../../components/crud/dates.ts';
import { DocumentDate, DocumentStatusTag } from '../../../components/crud/document-status-tag.tsx';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { driversApi } from '../api/drivers-api.ts';
import { DRIVER_STATUS_COLOURS } from '../components/driver-status.ts';

export function DriversListPage() {
  const can = {
    create: useCan('drivers:create'),
  };
  const { field } = useLabels('drivers');
  const columns: ListColumn<Driver>[] = [
    { key: 'lastName', sortable: true, render: (d) => `${d.lastName}, ${d.firstName}` },
    { key: 'firstName', sortable: true, defaultHidden: true },
    // What fits a desktop screen by default (1440 px): the licence number is in the record and the search.
    { key: 'licenceNumber', sortable: true, defaultHidden: true },
    { key: 'licenceType', sortable: true, width: 90 },
    {
      key: 'licenceExpiry',
      sortable: true,
      render: (d) => <DocumentDate date={d.licenceExpiry} status={d.documents.licence} />,
    },
    {
      key: 'hazmatPermitExpiry',
      sortable: true,
      render: (d) => <DocumentDate date={d.hazmatPermitExpiry} status={d.documents.hazmatPermit} />,
    },
    {
      key: 'documents',
      render: (d) => <DocumentStatusTag status={d.documents.worst} />,
      defaultHidden: true,
    },
    {
      key: 'status',
      sortable: true,
      render: (d) => <StatusTag group="driverStatus" value={d.status} colours={DRIVER_STATUS_COLOURS} />,
    },
    { key: 'phone', sortable: true },
    { key: 'email', defaultHidden: true },
    { key: 'updatedAt', sortable: true, defaultHidden: true, render: (d) => formatDate(d.updatedAt) },
  ];
  return (
    <ResourceList<Driver>
      api={driversApi}
      labels="drivers"
      columns={columns}
      linkColumn="lastName"
      defaultSort="lastName:asc"
      editPath={(d) => `/app/drivers/edit/${d.id}`}
      addPath="/app/drivers/add"
      canCreate={can.create}
      filters={[
        { key: 'status', label: field('status'), options: useOptions('driverStatus', DRIVER_STATUSES) },
        {
          key: 'licenceType',
          label: field('licenceType'),
          options: LICENCE_TYPES.map((v) => ({ value: v, label: v })),
        },
        {
          key: 'documents',
          label: field('documents'),
          options: useOptions('documentFilter', documentFilterValues),
        },
      ]}
    />
  );
}
