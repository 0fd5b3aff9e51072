import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import type { Stop } from './board-stop.ts';

/**
 * One order card, draggable with the mouse anywhere on it or, its order focused, with the keyboard
 * (space, arrows, space). The focusable part that drags is the order's text only: the move buttons sit
 * beside it, not inside it, so no control is nested in another (axe-core's `nested-interactive`).
 */
export function StopCard({
  stop,
  note,
  late,
  onMove,
  disabled = false,
}: {
  stop: Stop;
  note?: string;
  late?: boolean;
  /** On a route: move the stop up (-1) or down (+1), or back to the pool (0), by buttons too. */
  onMove?: (step: -1 | 0 | 1) => void;
  /** Held still (its route is being saved): the server's answer would undo a move made meanwhile. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop.id, disabled });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        cursor: disabled ? 'progress' : 'grab',
        padding: '6px 8px',
        borderRadius: 6,
        border: `1px solid ${late ? token.colorError : token.colorBorder}`,
        background: token.colorBgContainer,
      }}
      data-testid={`board-order-${stop.number}`}
      {...listeners}
    >
      <div ref={setActivatorNodeRef} {...attributes}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong>{stop.number}</Typography.Text>
          {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {stop.site}
          {stop.windowStart && stop.windowEnd ? ` · ${stop.windowStart}–${stop.windowEnd}` : ''}
          {` · ${stop.kg} kg`}
        </Typography.Text>
        {stop.scheduled ? (
          <StatusTag group="orderStatus" value="scheduled" colours={ORDER_STATUS_COLOURS} />
        ) : null}
        {late ? (
          <Tag color="red" style={{ marginInlineStart: 6 }}>
            {t('routes:ui.late')}
          </Tag>
        ) : null}
      </div>
      {onMove ? (
        // The buttons' own keys and presses: not the start of a drag of the card around them.
        <Flex
          gap={4}
          justify="flex-end"
          onKeyDown={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={disabled}
            onClick={() => onMove(-1)}
            aria-label={`${t('routes:ui.moveUp')}: ${stop.number}`}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={disabled}
            onClick={() => onMove(1)}
            aria-label={`${t('routes:ui.moveDown')}: ${stop.number}`}
          />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            disabled={disabled}
            onClick={() => onMove(0)}
            aria-label={`${t('routes:ui.remove')}: ${stop.number}`}
          />
        </Flex>
      ) : null}
    </div>
  );
}
