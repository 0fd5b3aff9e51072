import { FAILURE_REASONS, type FailureReason } from '@recolecta/shared/driver';
import { Alert, Button, Flex, Input, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import type { LocalStop } from '../offline/local-day.ts';
import type { NewAction } from '../offline/use-driver-day.ts';
import { PhotoField } from './photo-field.tsx';

/** "Could not collect": the reason, a note and a photo. */
export function FailForm({
  stop,
  onSubmit,
  onCancel,
}: {
  stop: LocalStop;
  onSubmit: (action: Extract<NewAction, { type: 'fail' }>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { value: label } = useLabels('driver', 'failureReason');
  const [reason, setReason] = useState<FailureReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const titleId = useId();

  const confirm = () => {
    setTried(true);
    if (!reason) return;
    onSubmit({ type: 'fail', orderId: stop.orderId, reason, note: note.trim() || null, photo });
  };

  return (
    <Flex vertical gap={16} data-testid="fail-form">
      <Typography.Title level={4} id={titleId} style={{ margin: 0 }}>
        {t('driver:ui.failTitle')}
      </Typography.Title>
      <Radio.Group
        aria-labelledby={titleId}
        value={reason}
        onChange={(e) => setReason(e.target.value as FailureReason)}
      >
        <Flex vertical gap={10}>
          {FAILURE_REASONS.map((r) => (
            <Radio key={r} value={r} style={{ fontSize: 16 }}>
              {label('failureReason', r)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {tried && !reason ? (
        <Alert type="error" showIcon message={t('driver:ui.reasonRequired')} role="alert" />
      ) : null}
      <Flex vertical gap={4}>
        <Typography.Text strong>
          <label htmlFor="fail-note">{t('driver:ui.note')}</label>
        </Typography.Text>
        <Input.TextArea
          id="fail-note"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Flex>
      <PhotoField value={photo} onChange={setPhoto} testId="fail-photo" />
      <Flex gap={8}>
        <Button size="large" onClick={onCancel} style={{ flex: 1 }}>
          {t('driver:ui.cancel')}
        </Button>
        <Button
          type="primary"
          danger
          size="large"
          onClick={confirm}
          style={{ flex: 2 }}
          data-testid="confirm-fail"
        >
          {t('driver:ui.confirmFail')}
        </Button>
      </Flex>
    </Flex>
  );
}
