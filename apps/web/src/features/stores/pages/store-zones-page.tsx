import { EditOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import type { Zone } from '@recolecta/shared/stores';
import { useQuery } from '@tanstack/react-query';
import {
  message as antMessage,
  Button,
  Card,
  Empty,
  Flex,
  Modal,
  Progress,
  Result,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ExportMenu } from '../../../components/crud/export-menu.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { storesApi, storeZonesOptions, zonesApi } from '../api/stores-api.ts';
import { fillStatus, ZONE_TYPE_COLOURS } from '../components/store-colours.ts';
import { ZoneDialog } from '../components/zone-dialog.tsx';

/** `/app/stores/zone/:id`: the zones of store `:id`, their capacity, temperature and fill. */
export function StoreZonesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { field } = useLabels('stores', 'zoneType');
  const canEdit = useCan('stores:update');
  const store = useQuery(storesApi.detailOptions(id));
  const zones = useQuery(storeZonesOptions(id));
  const archive = zonesApi.useArchiveToggle();
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();

  if (store.isError) return <Result status="404" title={t('common:crud.notFound')} />;
  const confirmArchive = (zone: Zone) =>
    modal.confirm({
      title: t('stores:stores.archiveZoneConfirm', { name: zone.name }),
      okText: t('stores:stores.archiveZone'),
      okButtonProps: { danger: true },
      cancelText: t('common:crud.cancel'),
      onOk: async () => {
        await archive.mutateAsync({ item: zone, action: 'archive' });
        await zones.refetch();
        message.success(t('stores:stores.zoneArchived'));
      },
    });

  return (
    <Flex vertical gap={16} data-testid="store-zones-page">
      {modalHolder}
      {messageHolder}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
          {store.data ? <Link to={`/app/stores/edit/${id}`}>{store.data.name}</Link> : '…'}
        </Typography.Title>
        <Flex gap={8}>
          {(zones.data ?? []).length > 0 ? <ExportMenu path={`stores/${id}/zones`} params={{}} /> : null}
          {canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="add-zone"
            >
              {t('stores:stores.addZone')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Card>
        <Table<Zone>
          rowKey="id"
          loading={zones.isLoading}
          dataSource={zones.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('stores:stores.noZones')} /> }}
          columns={[
            {
              key: 'name',
              title: field('name'),
              render: (_v, z) => <Link to={`/app/stores/zone/container/${z.id}`}>{z.name}</Link>,
            },
            {
              key: 'type',
              title: field('type'),
              render: (_v, z) => <StatusTag group="zoneType" value={z.type} colours={ZONE_TYPE_COLOURS} />,
            },
            { key: 'capacityUnits', title: field('capacityUnits'), dataIndex: 'capacityUnits' },
            {
              key: 'temperature',
              title: field('temperature'),
              render: (_v, z) =>
                z.temperatureMinC !== null && z.temperatureMaxC !== null
                  ? t('stores:stores.temperatureRange', { min: z.temperatureMinC, max: z.temperatureMaxC })
                  : '—',
            },
            {
              key: 'fill',
              title: field('fill'),
              width: 220,
              render: (_v, z) => (
                <Space direction="vertical" size={0} style={{ width: 200 }}>
                  <Progress
                    percent={Math.round(z.fill * 100)}
                    status={fillStatus(z.fill)}
                    size="small"
                    aria-label={`${field('fill')}: ${z.name}`}
                  />
                  <Typography.Text type="secondary">
                    {t('stores:stores.fillOf', { count: z.assetCount, capacity: z.capacityUnits })}
                  </Typography.Text>
                </Space>
              ),
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('common:crud.actions'),
                    render: (_v: unknown, z: Zone) => (
                      <Space>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          onClick={() => setEditing(z)}
                          aria-label={`${t('stores:stores.editZone')}: ${z.name}`}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<InboxOutlined />}
                          onClick={() => confirmArchive(z)}
                          aria-label={`${t('stores:stores.archiveZone')}: ${z.name}`}
                        />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing ? (
        <ZoneDialog
          storeId={id}
          zone={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t('stores:stores.zoneSaved'));
            void zones.refetch();
          }}
        />
      ) : null}
    </Flex>
  );
}
