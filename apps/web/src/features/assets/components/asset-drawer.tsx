import { assetLifecycle } from '@recolecta/shared/assets';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ASSET_STATUS_COLOURS } from '../../../components/record/asset-status-colours.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { assetsApi, movesOptions } from '../api/assets-api.ts';
import { MoveDialog } from './move-dialog.tsx';
import { PlaceText } from './place-text.tsx';
import { RetireDialog } from './retire-dialog.tsx';

/** One container: what and where it is, its moves as a timeline, and for staff move and retire. */
export function AssetDrawer({
  id,
  canChange,
  onClose,
}: {
  id: string;
  canChange: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { field, value } = useLabels('assets', 'assetStatus', 'placeKind');
  const detail = useQuery(assetsApi.detailOptions(id));
  const moves = useQuery(movesOptions(id));
  const [dialog, setDialog] = useState<'move' | 'retire' | null>(null);
  const asset = detail.data;
  const canRetire = asset
    ? (assetLifecycle.transitions.retire.from as readonly string[]).includes(asset.status)
    : false;
  return (
    <Drawer
      open
      width={520}
      onClose={onClose}
      title={asset ? asset.serial : t('assets:assets.details')}
      extra={
        asset && canChange ? (
          <Flex gap={8}>
            <Button type="primary" onClick={() => setDialog('move')} data-testid="move-asset">
              {t('assets:assets.move')}
            </Button>
            {canRetire ? (
              <Button danger onClick={() => setDialog('retire')} data-testid="retire-asset">
                {t('assets:lifecycle.transitions.retire')}
              </Button>
            ) : null}
          </Flex>
        ) : null
      }
      data-testid="asset-drawer"
    >
      {detail.isError ? (
        <Empty description={t('common:crud.notFound')} />
      ) : !asset ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'status',
                label: field('status'),
                children: (
                  <StatusTag group="assetStatus" value={asset.status} colours={ASSET_STATUS_COLOURS} />
                ),
              },
              {
                key: 'type',
                label: field('containerType'),
                children: `${asset.containerTypeCode} · ${asset.containerTypeName}`,
              },
              { key: 'place', label: field('place'), children: <PlaceText place={asset.place} /> },
              { key: 'since', label: field('locatedSince'), children: formatDateTime(asset.locatedSince) },
              ...(asset.notes ? [{ key: 'notes', label: field('notes'), children: asset.notes }] : []),
            ]}
          />
          <div>
            <Typography.Title level={5}>{t('assets:assets.moves')}</Typography.Title>
            {moves.data && moves.data.length === 0 ? (
              <Empty description={t('assets:assets.noMoves')} />
            ) : null}
            <Timeline
              data-testid="asset-moves"
              items={(moves.data ?? []).map((m) => ({
                key: m.id,
                color: ASSET_STATUS_COLOURS[m.toStatus],
                children: (
                  <Flex vertical gap={2}>
                    <Typography.Text strong>
                      {m.from ? <PlaceText place={m.from} /> : t('assets:assets.fromNowhere')} →{' '}
                      <PlaceText place={m.to} />
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(m.movedAt)} · {value('assetStatus', m.toStatus)}
                      {m.movedBy || m.movedByKind === 'operator'
                        ? ` · ${t('assets:assets.by', { who: m.movedBy ?? t('common:crud.historyOperator') })}`
                        : ''}
                    </Typography.Text>
                    {m.note ? <Typography.Text italic>{m.note}</Typography.Text> : null}
                  </Flex>
                ),
              }))}
            />
          </div>
        </Flex>
      )}
      {asset && dialog === 'move' ? <MoveDialog asset={asset} onClose={() => setDialog(null)} /> : null}
      {asset && dialog === 'retire' ? <RetireDialog asset={asset} onClose={() => setDialog(null)} /> : null}
    </Drawer>
  );
}
