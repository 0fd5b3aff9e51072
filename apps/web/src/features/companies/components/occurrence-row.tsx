import { todayIn } from '@recolecta/shared/documents';
import type { Occurrence, Plan } from '@recolecta/shared/service-plans';
import { Button, DatePicker, List, Popover, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useOccurrence } from '../api/plans-api.ts';

/** One coming date: its order (or none yet), and skip, move or undo for whoever may change the plan. */
export function OccurrenceRow({
  plan,
  occurrence,
  canEdit,
}: {
  plan: Plan;
  occurrence: Occurrence;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const change = useOccurrence(plan.id);
  const [moving, setMoving] = useState(false);
  const today = todayIn();
  const changed = occurrence.skipped || occurrence.moved;
  const open = occurrence.orderStatus === null || occurrence.orderStatus === 'requested';
  const actions = !canEdit
    ? []
    : changed
      ? occurrence.skipped && occurrence.orderId
        ? []
        : [
            <Button
              key="undo"
              size="small"
              loading={change.isPending}
              onClick={() => change.mutate({ date: occurrence.date, change: null })}
            >
              {t('plans:ui.undo')}
            </Button>,
          ]
      : open
        ? [
            <Button
              key="skip"
              size="small"
              loading={change.isPending}
              onClick={() => change.mutate({ date: occurrence.date, change: { action: 'skip' } })}
            >
              {t('plans:ui.skip')}
            </Button>,
            <Popover
              key="move"
              trigger="click"
              open={moving}
              onOpenChange={setMoving}
              content={
                <DatePicker
                  format="L"
                  autoFocus
                  disabledDate={(d) => d.isBefore(dayjs(today), 'day')}
                  onChange={(value) => {
                    if (!value) return;
                    setMoving(false);
                    change.mutate({
                      date: occurrence.date,
                      change: { action: 'move', movedTo: value.format('YYYY-MM-DD') },
                    });
                  }}
                  data-testid="occurrence-move-date"
                />
              }
            >
              <Button size="small">{t('plans:ui.move')}</Button>
            </Popover>,
          ]
        : [];
  return (
    <List.Item actions={actions} data-testid={`occurrence-${occurrence.date}`}>
      <Space wrap>
        <Typography.Text strong delete={occurrence.skipped}>
          {formatDate(occurrence.date)}
        </Typography.Text>
        {occurrence.skipped ? <Tag>{t('plans:ui.skipped')}</Tag> : null}
        {occurrence.moved ? (
          <Tag color="blue">{t('plans:ui.movedTo', { date: formatDate(occurrence.requestedDate) })}</Tag>
        ) : null}
        {occurrence.orderId && occurrence.orderStatus ? (
          <>
            <Link to={`/app/orders/edit/${occurrence.orderId}`}>{occurrence.orderNumber}</Link>
            <StatusTag group="orderStatus" value={occurrence.orderStatus} colours={ORDER_STATUS_COLOURS} />
          </>
        ) : occurrence.skipped ? null : (
          <Typography.Text type="secondary">{t('plans:ui.notGenerated')}</Typography.Text>
        )}
      </Space>
    </List.Item>
  );
}
