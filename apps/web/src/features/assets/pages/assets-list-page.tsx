import { PrinterOutlined } from '@ant-design/icons';
import { ASSET_STATUSES, type Asset } from '@recolecta/shared/assets';
import type { Client } from '@recolecta/shared/companies';
import type { Store } from '@recolecta/shared/stores';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useFilterChoices } from '../../../components/crud/use-filter-choices.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { ImportDialog } from '../../../components/import/import-dialog.tsx';
import { ASSET_STATUS_COLOURS } from '../../../components/record/asset-status-colours.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { downloadFile, filterQuery } from '../../../lib/download.ts';
import { notify } from '../../../lib/notifier.ts';
import type { ListParams } from '../../../lib/resource-api.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { assetsApi } from '../api/assets-api.ts';
import { AddAssetDialog } from '../components/add-asset-dialog.tsx';
import { AssetDrawer } from '../components/asset-drawer.tsx';
import { PlaceText } from '../components/place-text.tsx';

function PrintLabels({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await downloadFile('assets/labels.pdf', filterQuery(params), 'etiquetas.pdf');
    } catch (error) {
      notify({ type: 'error', title: t('assets:assets.printLabels'), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<PrinterOutlined />} loading={busy} onClick={print} data-testid="print-labels">
      {t('assets:assets.printFiltered')}
    </Button>
  );
}

/**
 * `/app/actives`: every reusable container, where it is and since when; one opens in a drawer (kept in
 * the URL as `?asset=`) with its moves. Staff add, move, retire and print the labels of what is listed;
 * an owner sees the containers at their sites.
 */
export function AssetsListPage() {
  const { t } = useTranslation();
  const { field } = useLabels('assets', 'assetStatus', 'placeKind');
  const canChange = useCan('assets:update');
  const canCreate = useCan('assets:create');
  const staff = useCan('stores:read');
  const [search, setSearch] = useUrlParams();
  const [adding, setAdding] = useState(false);
  const open = search.get('asset');
  const openAsset = (id: string | null) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set('asset', id);
      else next.delete('asset');
      return next;
    });
  const stores = useFilterChoices<Store>('stores', { sort: 'name:asc' }, (s) => s.name, staff);
  const clients = useFilterChoices<Client>(
    'clients',
    { sort: 'legalName:asc' },
    (c) => c.tradeName ?? c.legalName,
    staff,
  );
  const columns: ListColumn<Asset>[] = [
    { key: 'serial', sortable: true, fixed: 'left' },
    {
      key: 'containerType',
      title: field('containerType'),
      render: (a) => `${a.containerTypeCode} · ${a.containerTypeName}`,
    },
    {
      key: 'status',
      sortable: true,
      render: (a) => <StatusTag group="assetStatus" value={a.status} colours={ASSET_STATUS_COLOURS} />,
    },
    { key: 'place', title: field('place'), render: (a) => <PlaceText place={a.place} /> },
    { key: 'locatedSince', sortable: true, render: (a) => formatDateTime(a.locatedSince) },
    { key: 'notes', defaultHidden: true },
  ];
  const withAsset = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('asset', id);
    return `/app/actives?${next}`;
  };
  return (
    <>
      <ResourceList<Asset>
        api={assetsApi}
        labels="assets"
        columns={columns}
        linkColumn="serial"
        defaultSort="serial:asc"
        editPath={(a) => withAsset(a.id)}
        canCreate={false}
        filters={[
          { key: 'status', label: field('status'), options: useOptions('assetStatus', ASSET_STATUSES) },
          ...(staff
            ? [
                { key: 'storeId', label: field('store'), options: stores, searchable: true },
                { key: 'companyId', label: field('company'), options: clients, searchable: true },
              ]
            : []),
        ]}
        toolbar={(params) => (
          <>
            <PrintLabels params={params} />
            {canCreate && staff ? <ImportDialog path="assets" labels="assets" /> : null}
            {canCreate ? (
              <Button type="primary" onClick={() => setAdding(true)} data-testid="add-asset">
                {t('assets:assets.add')}
              </Button>
            ) : null}
          </>
        )}
      />
      {open ? <AssetDrawer id={open} canChange={canChange} onClose={() => openAsset(null)} /> : null}
      {adding ? (
        <AddAssetDialog
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            openAsset(id);
          }}
        />
      ) : null}
    </>
  );
}
