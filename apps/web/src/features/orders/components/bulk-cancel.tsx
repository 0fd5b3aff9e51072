import { orderBulkCancelSchema } from '@recolecta/shared/orders';
import { Button, Form, Input, List, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { type BulkOutcome, useBulkCancel } from '../api/orders-api.ts';

/**
 * Cancels the ticked orders with one reason, then shows what happened to each (an order already on
 * its way cannot be cancelled, and says so) until the dialog is closed.
 */
export function BulkCancel({
  selected,
  numbers,
  onDone,
}: {
  selected: string[];
  /** The order numbers of the ticked ids known to the page, to name the outcomes. */
  numbers: Record<string, string>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { field, value, locale } = useLabels('orders', 'orderBulkOutcome');
  const [open, setOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<{ id: string; outcome: BulkOutcome }[] | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useBulkCancel();
  const close = () => {
    setOpen(false);
    if (outcomes) onDone();
    setOutcomes(null);
  };
  return (
    <>
      <Button danger disabled={selected.length === 0} onClick={() => setOpen(true)} data-testid="bulk-cancel">
        {t('orders:ui.bulkCancel')}
        {selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
      <Modal
        open={open}
        title={t('orders:ui.bulkCancelTitle', { count: selected.length })}
        okText={outcomes ? t('orders:ui.bulkClose') : t('orders:ui.bulkCancel')}
        cancelText={t('common:crud.cancel')}
        cancelButtonProps={outcomes ? { style: { display: 'none' } } : undefined}
        okButtonProps={{ danger: !outcomes }}
        confirmLoading={!outcomes && cancel.isPending}
        onOk={() => (outcomes ? close() : form.submit())}
        onCancel={close}
        destroyOnHidden
        data-testid="bulk-cancel-dialog"
      >
        {outcomes ? (
          <>
            <Typography.Paragraph strong>{t('orders:ui.bulkDone')}</Typography.Paragraph>
            <List
              size="small"
              data-testid="bulk-outcomes"
              dataSource={outcomes}
              renderItem={(row) => (
                <List.Item>
                  <Typography.Text>{numbers[row.id] ?? row.id}</Typography.Text>
                  <Tag color={row.outcome === 'cancelled' ? 'green' : 'red'}>
                    {value('orderBulkOutcome', row.outcome)}
                  </Tag>
                </List.Item>
              )}
            />
          </>
        ) : (
          <Form
            noValidate
            form={form}
            layout="vertical"
            onFinish={async ({ reason }) => {
              setOutcomes(await cancel.mutateAsync({ ids: selected, reason: reason.trim() }));
            }}
          >
            <Form.Item
              name="reason"
              label={t('orders:ui.bulkReason')}
              rules={[
                ...zodRules(orderBulkCancelSchema.shape.reason, field('reason'), locale, { required: true }),
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
