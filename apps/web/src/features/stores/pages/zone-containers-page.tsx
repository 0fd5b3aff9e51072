import type { Asset } from '@recolecta/shared/assets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Progress, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ASSET_STATUS_COLOURS } from '../../../components/record/asset-status-colours.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { api } from '../../../lib/api-client.ts';
import type { ListAnswer } from '../../../lib/resource-api.ts';
import { zonesApi } from '../api/stores-api.ts';
import { fillStatus, ZONE_TYPE_COLOURS } from '../components/store-colours.ts';

/** `/app/stores/zone/container/:id`: zone `:id`, how full it is, and the containers it holds now. */
export function ZoneContainersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { field } = useLabels('stores', 'zoneType', 'assetStatus');
  const zone = useQuery(zonesApi.detailOptions(id));
  // A zone may hold thousands: its containers come a page at a time, as every list does.
  const [page, setPage] = useState({ current: 1, size: 20 });
  const held = useQuery({
    queryKey: ['assets', 'in-zone', id, page],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Asset>>('/assets', {
        query: { zoneId: id, page: page.current, pageSize: page.size, sort: 'serial:asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  if (zone.isError) return <Result status="404" title={t('common:crud.notFound')} />;
  const z = zone.data;
  return (
    <Flex vertical gap={16} data-testid="zone-containers-page">
      {z ? (
        <Card>
          <Flex vertical gap={12}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
                {z.name}
              </Typography.Title>
              <StatusTag group="zoneType" value={z.type} colours={ZONE_TYPE_COLOURS} />
            </Flex>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                {
                  key: 'store',
                  label: field('storeName'),
                  children: <Link to={`/app/stores/zone/${z.storeId}`}>{z.storeName}</Link>,
                },
                {
                  key: 'temperature',
                  label: field('temperature'),
                  children:
                    z.temperatureMinC !== null && z.temperatureMaxC !== null
                      ? t('stores:stores.temperatureRange', {
                          min: z.temperatureMinC,
                          max: z.temperatureMaxC,
                        })
                      : '—',
                },
                { key: 'capacity', label: field('capacityUnits'), children: z.capacityUnits },
              ]}
            />
            <div>
              <Typography.Text>{field('fill')}: </Typography.Text>
              <Typography.Text data-testid="zone-fill">
                {t('stores:stores.fillOf', { count: z.assetCount, capacity: z.capacityUnits })}
              </Typography.Text>
              <Progress
                percent={Math.round(z.fill * 100)}
                status={fillStatus(z.fill)}
                aria-label={field('fill')}
              />
            </div>
          </Flex>
        </Card>
      ) : null}
      <Card title={t('stores:stores.containersLink')}>
        <Table<Asset>
          rowKey="id"
          loading={held.isFetching}
          dataSource={held.data?.data ?? []}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: held.data?.meta.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            hideOnSinglePage: (held.data?.meta.total ?? 0) <= 20,
            onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
          }}
          locale={{ emptyText: <Empty description={t('stores:stores.noContainers')} /> }}
          columns={[
            {
              key: 'serial',
              title: t('stores:stores.serial'),
              render: (_v, a) => <Link to={`/app/actives?asset=${a.id}`}>{a.serial}</Link>,
            },
            {
              key: 'type',
              title: field('type'),
              render: (_v, a) => `${a.containerTypeCode} · ${a.containerTypeName}`,
            },
            {
              key: 'status',
              title: field('status'),
              render: (_v, a) => (
                <StatusTag group="assetStatus" value={a.status} colours={ASSET_STATUS_COLOURS} />
              ),
            },
            {
              key: 'since',
              title: t('stores:stores.since'),
              render: (_v, a) => formatDateTime(a.locatedSince),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
