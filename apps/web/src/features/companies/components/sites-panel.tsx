import { EditOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import type { SiteItem } from '@recolecta/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { message as antMessage, Button, Card, Empty, Flex, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { PinsMap } from '../../../components/map/pins-map.tsx';
import { everyPage } from '../../../lib/resource-api.ts';
import { sitesApi } from '../api/clients-api.ts';
import { SiteDialog } from './site-dialog.tsx';

/** The client's sites: a map of their pins, the table, and add, edit and archive for whoever may. */
export function SitesPanel({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { field } = useLabels('companies');
  const [editing, setEditing] = useState<SiteItem | 'new' | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();
  const archive = sitesApi.useArchiveToggle();
  // Every site of the company (a hospital network may have hundreds), twenty to a table page.
  const list = useQuery({
    queryKey: [...sitesApi.keys.all, 'every', companyId],
    queryFn: ({ signal }) => everyPage<SiteItem>('/sites', { companyId, sort: 'name:asc' }, signal),
  });
  const sites = list.data?.data ?? [];

  const confirmArchive = (site: SiteItem) =>
    modal.confirm({
      title: t('companies:clients.archiveSiteConfirm', { name: site.name }),
      okText: t('companies:clients.archiveSite'),
      okButtonProps: { danger: true },
      cancelText: t('common:crud.cancel'),
      onOk: async () => {
        await archive.mutateAsync({ item: site, action: 'archive' });
        message.success(t('companies:clients.siteArchived'));
      },
    });

  return (
    <Flex vertical gap={16} data-testid="sites-panel">
      {modalHolder}
      {messageHolder}
      {canEdit ? (
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="add-site"
          >
            {t('companies:clients.addSite')}
          </Button>
        </Flex>
      ) : null}
      {sites.length > 0 ? (
        <Card size="small">
          <PinsMap
            height={240}
            pins={sites.map((s) => ({
              id: s.id,
              latitude: s.latitude,
              longitude: s.longitude,
              label: s.name,
            }))}
          />
        </Card>
      ) : null}
      <Table<SiteItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={sites}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('companies:clients.noSites')} /> }}
        columns={[
          { key: 'name', title: field('name'), dataIndex: 'name' },
          {
            key: 'address',
            title: field('street'),
            render: (_v, s) =>
              `${s.street} ${s.exteriorNumber}${s.interiorNumber ? `, ${s.interiorNumber}` : ''}, ${s.neighbourhood}`,
          },
          { key: 'city', title: field('city'), dataIndex: 'city' },
          { key: 'state', title: field('state'), dataIndex: 'state' },
          { key: 'postalCode', title: field('postalCode'), dataIndex: 'postalCode' },
          {
            key: 'window',
            title: t('companies:clients.windowSection'),
            render: (_v, s) =>
              s.collectionWindowStart && s.collectionWindowEnd
                ? `${s.collectionWindowStart}–${s.collectionWindowEnd}`
                : '—',
          },
          {
            key: 'contact',
            title: field('contactName'),
            render: (_v, s) => (
              <Typography.Text>
                {[s.contactName, s.contactPhone].filter(Boolean).join(' · ') || '—'}
              </Typography.Text>
            ),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('common:crud.actions'),
                  render: (_v: unknown, s: SiteItem) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setEditing(s)}
                        aria-label={`${t('companies:clients.editSite')}: ${s.name}`}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<InboxOutlined />}
                        onClick={() => confirmArchive(s)}
                        aria-label={`${t('companies:clients.archiveSite')}: ${s.name}`}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? <SiteDialog companyId={companyId} site={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
