import { CheckCircleFilled, CloseOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** The asset labels print a QR code holding the serial; older labels may carry a linear code. */
const WANTED_FORMATS = ['qr_code', 'code_128', 'code_39', 'data_matrix'];

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
  const canScan =
    typeof window !== 'undefined' && !!detectorClass() && !!navigator.mediaDevices?.getUserMedia;
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [typed, setTyped] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
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

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setScanning(false);
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    let live = true;
    let timer: number | undefined;
    (async () => {
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (!live) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        const element = video.current!;
        element.srcObject = media;
        await element.play();
        const supported = (await Detector!.getSupportedFormats?.()) ?? WANTED_FORMATS;
        const formats = WANTED_FORMATS.filter((f) => supported.includes(f));
        const detector = new Detector!(formats.length ? { formats } : undefined);
        const look = async () => {
          if (!live) return;
          try {
            for (const code of await detector.detect(element)) {
              if (add(code.rawValue)) navigator.vibrate?.(60);
            }
          } catch {
            // A frame that could not be read: the next one may.
          }
          timer = window.setTimeout(() => void look(), 250);
        };
        void look();
      } catch {
        if (live) {
          setCameraFailed(true);
          stop();
        }
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [scanning, add, stop]);

  const submitTyped = () => {
    if (!typed.trim()) return;
    const fresh = add(typed);
    setDuplicate(!fresh);
    if (fresh) setTyped('');
  };

  return (
    <Flex vertical gap={8} data-testid="serials">
      <Typography.Text strong>{t('driver:fields.serials')}</Typography.Text>
      {canScan && !cameraFailed ? (
        scanning ? (
          <Flex vertical gap={6}>
            <video
              ref={video}
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
            <Button onClick={stop}>{t('driver:ui.stopScan')}</Button>
          </Flex>
        ) : (
          <Button type="primary" ghost icon={<ScanOutlined />} onClick={() => setScanning(true)} block>
            {t('driver:ui.scan')}
          </Button>
        )
      ) : (
        <Alert
          type={cameraFailed ? 'warning' : 'info'}
          showIcon
          message={cameraFailed ? t('driver:ui.cameraRefused') : t('driver:ui.noCamera')}
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
