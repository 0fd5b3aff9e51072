import { type Order, type OrderReschedule, orderRescheduleSchema } from '@recolecta/shared/orders';
import { Button, Card, DatePicker, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { orderDayRule, orderWindowRule } from '../../../components/orders/order-rules.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/notifier.ts';
import { useReschedule } from '../api/orders-api.ts';

/** The form's values: the body the API takes, the date held by a picker. */
type Values = FormValues<OrderReschedule, 'requestedDate'>;

/**
 * A failed order comes back on another day as a new order (`POST /orders/:id/reschedule`), once; then
 * the card links to that order.
 */
export function RescheduleCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('orders');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const reschedule = useReschedule(order.id);
  const shape = orderRescheduleSchema.shape;
  const submit = async (values: Values) => {
    try {
      const created = await reschedule.mutateAsync({
        requestedDate: values.requestedDate?.format('YYYY-MM-DD') ?? '',
        windowStart: values.windowStart || null,
        windowEnd: values.windowEnd || null,
        notes: values.notes || null,
      });
      notify({ type: 'success', title: t('orders:ui.rescheduled', { number: created.number }) });
      setOpen(false);
      navigate(`/app/orders/edit/${created.id}`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  // A failed order is rescheduled once: afterwards the card leads to the order it became.
  if (order.rescheduledAs) {
    return (
      <Card size="small" title={t('orders:reschedule')} data-testid="reschedule">
        <Link to={`/app/orders/edit/${order.rescheduledAs.id}`} data-testid="rescheduled-as">
          {t('orders:ui.rescheduledAs', { number: order.rescheduledAs.number })}
        </Link>
      </Card>
    );
  }
  return (
    <Card size="small" title={t('orders:reschedule')} data-testid="reschedule">
      <Button type="primary" onClick={() => setOpen(true)} data-testid="reschedule-open">
        {t('orders:reschedule')}
      </Button>
      <Modal
        open={open}
        title={t('orders:ui.rescheduleTitle')}
        okText={t('orders:reschedule')}
        cancelText={t('common:crud.cancel')}
        confirmLoading={reschedule.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{order.number}</Typography.Paragraph>
        <Form<Values>
          noValidate
          // Its own field ids: the order's form beside it has the same field names.
          name="reschedule"
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ windowStart: order.windowStart ?? '', windowEnd: order.windowEnd ?? '' }}
        >
          <Form.Item
            name="requestedDate"
            label={field('requestedDate')}
            rules={[
              { required: true, message: requiredMessage(field('requestedDate'), locale) },
              orderDayRule(locale),
            ]}
          >
            <DatePicker style={{ width: '100%' }} format="L" />
          </Form.Item>
          <Form.Item
            name="windowStart"
            label={field('windowStart')}
            rules={zodRules(shape.windowStart, field('windowStart'), locale)}
          >
            <Input maxLength={5} placeholder="08:00" />
          </Form.Item>
          <Form.Item
            name="windowEnd"
            label={field('windowEnd')}
            dependencies={['windowStart']}
            rules={[...zodRules(shape.windowEnd, field('windowEnd'), locale), orderWindowRule(locale)]}
          >
            <Input maxLength={5} placeholder="14:00" />
          </Form.Item>
          <Form.Item name="notes" label={field('notes')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
