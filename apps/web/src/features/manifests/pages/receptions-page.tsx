import { ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Order } from '@recolecta/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, message, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { useCan } from '../../../lib/access.ts';
import { receptionOrdersApi } from '../api/manifests-api.ts';
import { ReceiveDrawer } from '../components/receive-drawer.tsx';

const PAGE_SIZE = 20;

/**
 * `/app/receptions`: the orders collected and not yet received, oldest collection first; each is
 * received at the store through its drawer (weights, zone, receiver and signature), then leaves the
 * list. Staff's page (`routes:update`).
 */
export function ReceptionsPage() {
  const { t } = useTranslation();
  const { field } = useLabels('orders');
  const number = useNumberFormat();
  const canReadOrders = useCan('orders:read');
  const [toast, holder] = message.useMessage();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [receiving, setReceiving] = useState<Order | null>(null);
  // Received here: hidden at once, before the list is read again.
  const [done, setDone] = useState<string[]>([]);
  const params = {
    status: 'collected',
    sort: 'requestedDate:asc',
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
  };
  const list = useQuery(receptionOrdersApi.listOptions(params));
  const rows = (list.data?.data ?? []).filter((o) => !done.includes(o.id));
  const total = (list.data?.meta.total ?? 0) - ((list.data?.data.length ?? 0) - rows.length);

  return (
    <Flex vertical gap={16}>
      {holder}
      <Card
        size="small"
        title={t('manifests:ui.awaiting')}
        extra={
          <Flex gap={8}>
            <Input.Search
              allowClear
              placeholder={t('common:crud.searchPlaceholder')}
              aria-label={t('common:crud.search')}
              onSearch={(value) => {
                setQ(value.trim());
                setPage(1);
              }}
              style={{ width: 240 }}
              data-testid="receptions-search"
            />
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('common:crud.retry')}
              onClick={() => void list.refetch()}
            />
          </Flex>
        }
      >
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t('common:crud.loadFailed')}
            action={<Button onClick={() => void list.refetch()}>{t('common:crud.retry')}</Button>}
          />
        ) : (
          <Table<Order>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            data-testid="receptions"
            locale={{
              emptyText: list.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={q ? t('common:crud.emptyFiltered') : t('manifests:ui.noneAwaiting')}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            columns={[
              {
                key: 'number',
                title: field('number'),
                fixed: 'left',
                render: (_v, o) =>
                  canReadOrders ? <Link to={`/app/orders/edit/${o.id}`}>{o.number}</Link> : o.number,
              },
              {
                key: 'collectedOn',
                title: field('collectedOn'),
                render: (_v, o) => formatDate(o.collectedOn),
              },
              { key: 'companyName', title: field('companyName'), dataIndex: 'companyName' },
              { key: 'siteName', title: field('siteName'), dataIndex: 'siteName' },
              {
                key: 'items',
                title: field('items'),
                render: (_v, o) => o.items.map((i) => `${i.wasteCode} × ${i.containerCount}`).join(', '),
              },
              {
                key: 'actualKg',
                title: field('actualKg'),
                align: 'right',
                render: (_v, o) => number(o.actualKg ?? o.estimatedKg),
              },
              {
                key: 'receive',
                title: '',
                fixed: 'right',
                render: (_v, o) => (
                  <Button
                    type="primary"
                    icon={<ImportOutlined />}
                    onClick={() => setReceiving(o)}
                    data-testid={`receive-${o.number}`}
                  >
                    {t('manifests:ui.receive')}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {rows.length > 0 ? (
          <Typography.Text type="secondary">{t('common:crud.total', { count: total })}</Typography.Text>
        ) : null}
      </Card>
      {receiving ? (
        <ReceiveDrawer
          order={receiving}
          onClose={() => setReceiving(null)}
          onReceived={(order) => {
            setDone((ids) => [...ids, order.id]);
            setReceiving(null);
            void toast.success(t('manifests:ui.receivedDone', { number: order.number }));
          }}
        />
      ) : null}
    </Flex>
  );
}
