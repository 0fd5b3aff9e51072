import { MEXICAN_STATES } from '@recolecta/shared/companies';
import { STORE_TYPES, type Store } from '@recolecta/shared/stores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { storesApi } from '../api/stores-api.ts';
import { STORE_TYPE_COLOURS } from '../components/store-colours.ts';

/** `/app/stores`: the operator's stores with their zones and the containers they hold. */
export function StoresListPage() {
  const { t } = useTranslation();
  const { field } = useLabels('stores', 'storeType');
  const number = useNumberFormat();
  const columns: ListColumn<Store>[] = [
    { key: 'name', sortable: true, fixed: 'left' },
    {
      key: 'type',
      sortable: true,
      render: (s) => <StatusTag group="storeType" value={s.type} colours={STORE_TYPE_COLOURS} />,
    },
    { key: 'authorisationNumber', defaultHidden: true },
    { key: 'city', sortable: true },
    { key: 'state', sortable: true },
    { key: 'capacityKg', sortable: true, render: (s) => number(s.capacityKg, 0) },
    {
      key: 'hours',
      title: field('hours'),
      render: (s) => (s.opensAt && s.closesAt ? `${s.opensAt}–${s.closesAt}` : '—'),
    },
    { key: 'assetCount', render: (s) => number(s.assetCount, 0) },
    // The way to the store's zones stays in view at the right while the other columns scroll.
    {
      key: 'zoneCount',
      fixed: 'right',
      render: (s) => (
        <Link
          to={`/app/stores/zone/${s.id}`}
          aria-label={`${t('stores:stores.zonesLink')}: ${s.name}`}
          onClick={(event) => event.stopPropagation()}
        >
          {t('stores:stores.zonesLink')} ({s.zoneCount})
        </Link>
      ),
    },
  ];
  return (
    <ResourceList<Store>
      api={storesApi}
      labels="stores"
      columns={columns}
      linkColumn="name"
      defaultSort="name:asc"
      editPath={(s) => `/app/stores/edit/${s.id}`}
      addPath="/app/stores/add"
      canCreate={useCan('stores:create')}
      filters={[
        { key: 'type', label: field('type'), options: useOptions('storeType', STORE_TYPES) },
        { key: 'state', label: field('state'), options: MEXICAN_STATES.map((s) => ({ value: s, label: s })) },
      ]}
    />
  );
}
