import {
  ArrowLeftOutlined,
  CheckOutlined,
  EnvironmentOutlined,
  ExclamationCircleOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Button, Card, Descriptions, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { type LocalStop, stopOutcome } from '../offline/local-day.ts';
import type { NewAction } from '../offline/use-driver-day.ts';
import { CollectForm } from './collect-form.tsx';
import { FailForm } from './fail-form.tsx';
import { StopStatus, useClock, windowText } from './stop-status.tsx';

/** One stop: where and whom, arriving, then collecting or recording why it could not be done. */
export function StopView({
  stop,
  onAct,
  onBack,
}: {
  stop: LocalStop;
  onAct: (action: NewAction) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { value: label } = useLabels('driver', 'failureReason');
  const [failing, setFailing] = useState(false);
  const timeOf = useClock();
  const outcome = stopOutcome(stop);
  const slot = windowText(stop);
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`;
  const phone = stop.contactPhone?.replace(/[^\d+]/g, '');

  const finish = (action: NewAction) => {
    onAct(action);
    onBack();
  };

  return (
    <Flex vertical gap={12} data-testid="stop-view">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start', padding: 0 }}
      >
        {t('driver:ui.back')}
      </Button>
      <Card size="small">
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {t('driver:ui.stopTitle', { position: stop.position + 1 })} · {stop.orderNumber}
          </Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="stop-site">
            {stop.siteName}
          </Typography.Title>
          <Typography.Text>{stop.companyName}</Typography.Text>
          <StopStatus stop={stop} />
          <Typography.Text>
            <EnvironmentOutlined /> {stop.address}
          </Typography.Text>
          {slot ? <Typography.Text>{t('driver:ui.window', { window: slot })}</Typography.Text> : null}
          {stop.contactName || stop.contactPhone ? (
            <Typography.Text>
              {t('driver:ui.contact')}: {stop.contactName}
              {stop.contactPhone ? ` · ${stop.contactPhone}` : ''}
            </Typography.Text>
          ) : null}
          <Flex gap={8}>
            <Button
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              icon={<EnvironmentOutlined />}
              style={{ flex: 1 }}
              data-testid="directions"
            >
              {t('driver:ui.navigate')}
            </Button>
            {phone ? (
              <Button href={`tel:${phone}`} icon={<PhoneOutlined />} style={{ flex: 1 }} data-testid="call">
                {t('driver:ui.call')}
              </Button>
            ) : null}
          </Flex>
          {stop.notes ? (
            <Typography.Paragraph style={{ margin: 0 }} type="secondary">
              {t('driver:ui.notes')}: {stop.notes}
            </Typography.Paragraph>
          ) : null}
        </Flex>
      </Card>

      {outcome === 'open' ? (
        <Card size="small">
          {failing ? (
            <FailForm stop={stop} onSubmit={finish} onCancel={() => setFailing(false)} />
          ) : (
            <Flex vertical gap={12}>
              {stop.arrivedAt ? (
                <Typography.Text type="success" data-testid="arrived-at">
                  <CheckOutlined /> {t('driver:ui.arrivedAt', { time: timeOf(stop.arrivedAt) })}
                </Typography.Text>
              ) : (
                <Button
                  type="primary"
                  size="large"
                  block
                  onClick={() => onAct({ type: 'arrive', orderId: stop.orderId })}
                  data-testid="arrived"
                >
                  {t('driver:ui.arrived')}
                </Button>
              )}
              {stop.arrivedAt ? (
                <>
                  <Divider style={{ margin: '4px 0' }} />
                  <CollectForm stop={stop} onSubmit={finish} />
                </>
              ) : null}
              <Button
                danger
                size="large"
                block
                icon={<ExclamationCircleOutlined />}
                onClick={() => setFailing(true)}
                data-testid="could-not-collect"
              >
                {t('driver:ui.fail')}
              </Button>
            </Flex>
          )}
        </Card>
      ) : (
        <Card size="small" data-testid="stop-outcome">
          {outcome === 'collected' ? (
            <Flex vertical gap={8}>
              <Descriptions
                size="small"
                column={1}
                items={stop.items.map((item) => ({
                  key: item.id,
                  label: [item.wasteClassName, item.wasteName].filter(Boolean).join(' · '),
                  children: item.actualKg == null ? '—' : `${item.actualKg} kg`,
                }))}
              />
              {stop.manifestFolio ? (
                <Typography.Text strong data-testid="manifest-folio">
                  {t('driver:ui.manifest', { folio: stop.manifestFolio })}
                </Typography.Text>
              ) : null}
            </Flex>
          ) : (
            <Typography.Text>
              {t('driver:fields.reason')}:{' '}
              {stop.failureReason ? label('failureReason', stop.failureReason) : '—'}
            </Typography.Text>
          )}
        </Card>
      )}
    </Flex>
  );
}
