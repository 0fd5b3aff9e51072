import { documentFilterValues } from '@recolecta/shared/documents';
import { VEHICLE_STATUSES, VEHICLE_TYPES, type Vehicle } from '@recolecta/shared/vehicles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { DocumentDate, DocumentStatusTag } from '../../../components/crud/document-status-tag.tsx';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { vehiclesApi } from '../api/vehicles-api.ts';
import { VEHICLE_STATUS_COLOURS } from '../components/vehicle-status.ts';

export function VehiclesListPage() {
  const can = {
    create: useCan('vehicles:create'),
  };
  const { t } = useTranslation();
  const { field, value } = useLabels('vehicles');
  const number = useNumberFormat();
  const yesNo = useOptions('boolean', ['true', 'false']);
  const columns: ListColumn<Vehicle>[] = [
    { key: 'plate', sortable: true, fixed: 'left' },
    // What fits a desktop screen by default (1440 px); the rest is a click away in "Columnas".
    { key: 'fleetNumber', sortable: true, defaultHidden: true },
    { key: 'type', sortable: true, render: (v) => value('vehicleType', v.type) },
    {
      key: 'make',
      title: t('vehicles:makeModel'),
      sortable: true,
      render: (v) => `${v.make} ${v.model}`,
    },
    { key: 'year', sortable: true, defaultHidden: true },
    { key: 'capacityKg', sortable: true, render: (v) => number(v.capacityKg) },
    { key: 'capacityL', sortable: true, defaultHidden: true, render: (v) => number(v.capacityL) },
    {
      key: 'refrigerated',
      sortable: true,
      defaultHidden: true,
      render: (v) => value('boolean', v.refrigerated),
    },
    {
      key: 'insuranceExpiry',
      sortable: true,
      render: (v) => <DocumentDate date={v.insuranceExpiry} status={v.documents.insurance} />,
    },
    {
      key: 'transportPermitExpiry',
      sortable: true,
      defaultHidden: true,
      render: (v) => <DocumentDate date={v.transportPermitExpiry} status={v.documents.transportPermit} />,
    },
    {
      key: 'status',
      sortable: true,
      render: (v) => <StatusTag group="vehicleStatus" value={v.status} colours={VEHICLE_STATUS_COLOURS} />,
    },
    { key: 'documents', render: (v) => <DocumentStatusTag status={v.documents.worst} /> },
    { key: 'odometerKm', sortable: true, defaultHidden: true, render: (v) => number(v.odometerKm, 0) },
    { key: 'updatedAt', sortable: true, defaultHidden: true, render: (v) => formatDate(v.updatedAt) },
  ];
  return (
    <ResourceList<Vehicle>
      api={vehiclesApi}
      labels="vehicles"
      columns={columns}
      linkColumn="plate"
      defaultSort="plate:asc"
      editPath={(v) => `/app/vehicles/edit/${v.id}`}
      addPath="/app/vehicles/add"
      canCreate={can.create}
      filters={[
        { key: 'status', label: field('status'), options: useOptions('vehicleStatus', VEHICLE_STATUSES) },
        { key: 'type', label: field('type'), options: useOptions('vehicleType', VEHICLE_TYPES) },
        { key: 'refrigerated', label: field('refrigerated'), options: yesNo },
        {
          key: 'documents',
          label: field('documents'),
          options: useOptions('documentFilter', documentFilterValues),
        },
      ]}
    />
  );
}
