import type { Order, OrderReceiveInput } from '@recolecta/shared/orders';
import type { Store, Zone } from '@recolecta/shared/stores';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';
import { SignaturePad } from '../../../components/signature-pad.tsx';
import { useCan } from '../../../lib/access.ts';
import { api } from '../../../lib/api-client.ts';
import { applyFieldErrors, CLEARS_SERVER_ERROR } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import type { ListAnswer } from '../../../lib/resource-api.ts';
import { receptionOrdersApi } from '../api/manifests-api.ts';
import { ReceivedItems } from './received-items.tsx';
import { useRouteEndStore } from './use-route-end-store.ts';

type ReceivedItem = NonNullable<OrderReceiveInput['items']>[number];

/** The drawer's values: the store it is received at, and the input the API takes, its kg empty while typed. */
interface ReceiveValues {
  storeId?: string;
  input: Omit<OrderReceiveInput, 'items'> & {
    items: (Omit<ReceivedItem, 'receivedKg'> & { receivedKg: ReceivedItem['receivedKg'] | null })[];
  };
}

/**
 * Receiving one collected order at the store: the kg weighed in per item (the collected kg to start
 * with), the zone its containers stay in (of the store the route ended at, or another one chosen), who
 * received it and their signature. The server decides what a reception needs (a manifest in transit
 * needs the receiver's name and signature) and names the fields it refuses.
 */
export function ReceiveDrawer({
  order,
  onClose,
  onReceived,
}: {
  order: Order;
  onClose: () => void;
  onReceived: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('manifests');
  const [form] = Form.useForm<ReceiveValues>();
  const receive = receptionOrdersApi.useTransition();
  const canReadStores = useCan('stores:read');
  const canReadRoutes = useCan('routes:read');

  const stores = useQuery({
    queryKey: ['stores', 'options'],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Store>>('/stores', { query: { pageSize: 100, sort: 'name:asc' }, signal }),
    enabled: canReadStores,
    staleTime: 30_000,
  });
  const end = useRouteEndStore(order, canReadRoutes);
  const storeId = Form.useWatch('storeId', form);
  const zones = useQuery({
    queryKey: ['zones', 'of-store', storeId, 'exclude'],
    queryFn: ({ signal }) =>
      api.get<{ data: Zone[] }>(`/stores/${storeId}/zones`, { signal }).then((r) => r.data),
    enabled: Boolean(storeId),
  });

  // The route's end store once known, else the first store; its reception zone.
  useEffect(() => {
    if (form.getFieldValue('storeId') || !end.settled) return;
    const first = end.storeId ?? stores.data?.data[0]?.id;
    if (first) form.setFieldValue('storeId', first);
  }, [end.settled, end.storeId, stores.data, form]);
  useEffect(() => {
    const list = zones.data ?? [];
    const current = form.getFieldValue(['input', 'zoneId']) as string | undefined;
    if (list.length > 0 && !list.some((z) => z.id === current)) {
      // Containers arrive at the reception zone, where there is one.
      form.setFieldValue(['input', 'zoneId'], (list.find((z) => z.type === 'reception') ?? list[0])!.id);
    }
  }, [zones.data, form]);

  const submit = async (values: ReceiveValues) => {
    try {
      const received = await receive.mutateAsync({
        item: order,
        name: 'receive',
        input: {
          items: order.items.map((item, index) => ({
            id: item.id,
            receivedKg: values.input.items[index]?.receivedKg ?? 0,
          })),
          zoneId: values.input.zoneId ?? null,
          receiverName: values.input.receiverName?.trim() || null,
          signature: values.input.signature ?? null,
        },
      });
      onReceived(received);
    } catch (error) {
      if (isHttpError(error) && error.details.length > 0) applyFieldErrors(form, error.details);
      else if (!isHttpError(error)) throw error;
    }
  };

  const zoneOptions = (zones.data ?? []).map((z) => ({
    value: z.id,
    label: `${z.name} · ${Math.round(z.fill * 100)} %`,
    title: z.name,
  }));

  return (
    <Drawer
      open
      width={620}
      onClose={onClose}
      title={t('manifests:ui.receiveTitle', { number: order.number })}
      destroyOnHidden
      data-testid="receive-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common:crud.cancel')}</Button>
          <Button
            type="primary"
            loading={receive.isPending}
            onClick={() => form.submit()}
            data-testid="receive-submit"
          >
            {t('manifests:ui.receive')}
          </Button>
        </Flex>
      }
    >
      <Form<ReceiveValues>
        noValidate
        form={form}
        layout="vertical"
        name="receive"
        onFinish={submit}
        initialValues={{
          input: {
            items: order.items.map((i) => ({ id: i.id, receivedKg: i.actualKg ?? i.estimatedKg })),
            signature: null,
          },
        }}
      >
        <Typography.Paragraph type="secondary">
          {order.companyName} · {order.siteName} · {formatDate(order.collectedOn)}
        </Typography.Paragraph>
        <ReceivedItems order={order} />
        <Flex gap={16} wrap style={{ marginTop: 16 }}>
          <Form.Item name="storeId" label={field('store')} style={{ flex: '1 1 220px' }}>
            <Select
              aria-label={field('store')}
              showSearch={{ optionFilterProp: 'label' }}
              loading={stores.isPending && canReadStores}
              options={(stores.data?.data ?? []).map((s) => ({ value: s.id, label: s.name, title: s.name }))}
              onChange={() => form.setFieldValue(['input', 'zoneId'], undefined)}
            />
          </Form.Item>
          <Form.Item name={['input', 'zoneId']} label={field('zoneId')} style={{ flex: '1 1 220px' }}>
            <Select
              aria-label={field('zoneId')}
              allowClear
              loading={zones.isFetching}
              options={zoneOptions}
              notFoundContent={storeId && zones.data ? t('manifests:ui.noZones') : undefined}
            />
          </Form.Item>
        </Flex>
        {storeId && zones.data && zones.data.length === 0 ? (
          <Alert type="info" showIcon title={t('manifests:ui.noZones')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name={['input', 'receiverName']}
          label={field('receiverName')}
          rules={[
            { required: true, whitespace: true, message: requiredMessage(field('receiverName'), locale) },
          ]}
        >
          <Input maxLength={120} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name={['input', 'signature']}
          label={field('signature')}
          extra={t('manifests:ui.signHere')}
          valuePropName="value"
          // Whether a signature is needed is the server's call; signing clears its message.
          rules={[CLEARS_SERVER_ERROR]}
        >
          <SignaturePad
            aria-label={field('signature')}
            clearLabel={t('manifests:ui.clear')}
            data-testid="signature-pad"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
