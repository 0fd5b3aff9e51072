import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from '../../../components/signature-pad.tsx';
import type { LocalStop } from '../offline/local-day.ts';
import type { NewAction } from '../offline/use-driver-day.ts';
import { PhotoField } from './photo-field.tsx';
import { SerialScanner, sameSerial } from './serial-scanner.tsx';

type Problem = 'kgRequired' | 'nameRequired' | 'signatureRequired';

/** What the driver records when the waste is handed over: containers, kg, a photo, the name and signature. */
export function CollectForm({
  stop,
  onSubmit,
}: {
  stop: LocalStop;
  onSubmit: (action: Extract<NewAction, { type: 'collect' }>) => void;
}) {
  const { t } = useTranslation();
  const [serials, setSerials] = useState<string[]>([]);
  const [kg, setKg] = useState<Record<string, number | null>>({});
  const [photo, setPhoto] = useState<string | null>(null);
  const [generatorName, setGeneratorName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const missingKg = stop.items.filter((item) => kg[item.id] == null);
  const problems: Problem[] = [];
  if (missingKg.length > 0) problems.push('kgRequired');
  if (!generatorName.trim()) problems.push('nameRequired');
  if (!signature) problems.push('signatureRequired');
  const shown = (problem: Problem) => tried && problems.includes(problem);

  const confirm = () => {
    setTried(true);
    if (problems.length > 0 || !signature) return;
    onSubmit({
      type: 'collect',
      orderId: stop.orderId,
      items: stop.items.map((item) => ({ id: item.id, actualKg: kg[item.id]! })),
      serials,
      generatorName: generatorName.trim(),
      signature,
      photo,
    });
  };

  return (
    <Form noValidate layout="vertical" component="div" requiredMark={false} data-testid="collect-form">
      <Flex vertical gap={16}>
        <SerialScanner
          serials={serials}
          expected={stop.expectedSerials}
          onAdd={(serial) => setSerials((list) => [...list, serial])}
          onRemove={(serial) => setSerials((list) => list.filter((s) => !sameSerial(s, serial)))}
        />
        <Flex vertical gap={0}>
          <Typography.Text strong style={{ marginBottom: 8 }}>
            {t('driver:ui.kg')}
          </Typography.Text>
          {stop.items.map((item, n) => {
            const id = `kg-${item.id}`;
            const label = [item.wasteClassName, item.wasteName].filter(Boolean).join(' · ');
            return (
              <Form.Item
                key={item.id}
                htmlFor={id}
                label={
                  <Flex vertical>
                    <span>{label}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {item.containerCount} × {item.containerTypeName} ·{' '}
                      {t('driver:ui.estimated', { kg: item.estimatedKg })}
                    </Typography.Text>
                  </Flex>
                }
                validateStatus={tried && kg[item.id] == null ? 'error' : undefined}
                style={{ marginBottom: 12 }}
              >
                <InputNumber
                  id={id}
                  min={0}
                  max={100_000}
                  step={0.1}
                  inputMode="decimal"
                  suffix="kg"
                  style={{ width: '100%' }}
                  value={kg[item.id] ?? null}
                  onChange={(value) => setKg((all) => ({ ...all, [item.id]: value }))}
                  data-testid={`kg-${n}`}
                />
              </Form.Item>
            );
          })}
          {shown('kgRequired') ? (
            <Typography.Text type="danger" role="alert">
              {t('driver:ui.kgRequired')}
            </Typography.Text>
          ) : null}
        </Flex>
        <PhotoField value={photo} onChange={setPhoto} testId="collect-photo" />
        <Form.Item
          label={<Typography.Text strong>{t('driver:ui.generatorName')}</Typography.Text>}
          htmlFor="generator-name"
          validateStatus={shown('nameRequired') ? 'error' : undefined}
          help={shown('nameRequired') ? t('driver:ui.nameRequired') : undefined}
          style={{ marginBottom: 0 }}
        >
          <Input
            id="generator-name"
            value={generatorName}
            maxLength={120}
            autoComplete="name"
            onChange={(e) => setGeneratorName(e.target.value)}
          />
        </Form.Item>
        <Flex vertical gap={4}>
          <SignaturePad
            label={t('driver:ui.generatorSignature')}
            hint={t('driver:ui.signatureArea')}
            clearLabel={t('driver:ui.clear')}
            value={signature}
            onChange={setSignature}
            invalid={shown('signatureRequired')}
            data-testid="generator-signature"
          />
          {shown('signatureRequired') ? (
            <Typography.Text type="danger" role="alert">
              {t('driver:ui.signatureRequired')}
            </Typography.Text>
          ) : null}
        </Flex>
        {tried && problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            message={problems.map((p) => t(`driver:ui.${p}`)).join('. ')}
            data-testid="collect-problems"
          />
        ) : null}
        <Button
          type="primary"
          size="large"
          icon={<CheckOutlined />}
          onClick={confirm}
          block
          data-testid="confirm-collect"
        >
          {t('driver:ui.confirm')}
        </Button>
      </Flex>
    </Form>
  );
}
