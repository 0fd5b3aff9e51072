import { CheckCircleFilled, CloseOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBarcodeCamera } from './use-barcode-camera.ts';

export const sameSerial = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The phone's camera reading container codes (BarcodeDetector, the back camera), when the browser
 * offers both; the serial can always be typed instead, and is when the camera is refused.
 */
export function SerialScanner({
  serials,
  expected,
  onAdd,
  onRemove,
}: {
  serials: readonly string[];
  expected: readonly string[];
  onAdd: (serial: string) => void;
  onRemove: (serial: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const known = useRef(serials);
  known.current = serials;

  const add = useCallback(
    (raw: string) => {
      const serial = raw.trim();
      if (!serial) return false;
      if (known.current.some((s) => sameSerial(s, serial))) return false;
      onAdd(serial);
      return true;
    },
    [onAdd],
  );

  const camera = useBarcodeCamera(add);

  const submitTyped = () => {
    if (!typed.trim()) return;
    const fresh = add(typed);
    setDuplicate(!fresh);
    if (fresh) setTyped('');
  };

  return (
    <Flex vertical gap={8} data-testid="serials">
      <Typography.Text strong>{t('driver:fields.serials')}</Typography.Text>
      {camera.canScan && !camera.failed ? (
        camera.scanning ? (
          <Flex vertical gap={6}>
            <video
              ref={camera.video}
              muted
              playsInline
              style={{
                width: '100%',
                maxHeight: 260,
                background: '#000',
                borderRadius: 8,
                objectFit: 'cover',
              }}
            />
            <Button onClick={camera.stop}>{t('driver:ui.stopScan')}</Button>
          </Flex>
        ) : (
          <Button type="primary" ghost icon={<ScanOutlined />} onClick={camera.start} block>
            {t('driver:ui.scan')}
          </Button>
        )
      ) : (
        <Alert
          type={camera.failed ? 'warning' : 'info'}
          showIcon
          message={camera.failed ? t('driver:ui.cameraRefused') : t('driver:ui.noCamera')}
        />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('driver:ui.serial')}
          placeholder={t('driver:ui.serial')}
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          status={duplicate ? 'warning' : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setDuplicate(false);
          }}
          onPressEnter={submitTyped}
          data-testid="serial-input"
        />
        <Button onClick={submitTyped} data-testid="serial-add">
          {t('driver:ui.addSerial')}
        </Button>
      </Space.Compact>
      {duplicate ? <Typography.Text type="warning">{t('driver:ui.duplicateSerial')}</Typography.Text> : null}
      <Typography.Text data-testid="scanned-count">
        {t('driver:ui.scanned', { count: serials.length, expected: expected.length })}
      </Typography.Text>
      {expected.length > 0 ? (
        <Flex wrap gap={4} aria-label={t('driver:ui.expected')} role="list">
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('driver:ui.expected')}:
          </Typography.Text>
          {expected.map((serial) => {
            const scanned = serials.some((s) => sameSerial(s, serial));
            return (
              <Tag
                role="listitem"
                key={serial}
                color={scanned ? 'success' : undefined}
                icon={scanned ? <CheckCircleFilled /> : undefined}
                data-testid="expected-serial"
              >
                {serial}
              </Tag>
            );
          })}
        </Flex>
      ) : null}
      {serials.length > 0 ? (
        <Flex wrap gap={4} data-testid="scanned-serials">
          {serials.map((serial) => (
            <Tag key={serial} color="blue" style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
              {serial}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('driver:ui.removeSerial', { serial })}
                onClick={() => onRemove(serial)}
                style={{ width: 20, height: 20, minWidth: 20 }}
              />
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
