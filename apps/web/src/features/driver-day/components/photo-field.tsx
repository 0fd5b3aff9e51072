import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { MAX_IMAGE_CHARS } from '@recolecta/shared/images';
import { Button, Flex, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest side a photo keeps, and the JPEG quality: a photo of ~150 kB instead of several MB. */
const MAX_SIDE = 1280;
const QUALITY = 0.7;

/** A photo scaled down on a canvas to at most 1280 px, as a JPEG data URL. */
export async function downscalePhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    for (let side = MAX_SIDE, quality = QUALITY; ; side = Math.round(side * 0.75), quality -= 0.1) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL('image/jpeg', Math.max(quality, 0.4));
      // A very detailed photo may still be too large for the server: smaller until it fits.
      if (url.length <= MAX_IMAGE_CHARS || side < 320) return url;
    }
  } finally {
    bitmap.close();
  }
}

/** "Take photo": the phone's camera (or a file), scaled down before it is kept. */
export function PhotoField({
  value,
  onChange,
  testId,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const picked = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      onChange(await downscalePhoto(file));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Typography.Text strong>{t('driver:ui.photo')}</Typography.Text>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('driver:ui.takePhoto')}
        style={{ display: 'none' }}
        onChange={(e) => void picked(e.target.files?.[0])}
      />
      {value ? (
        <Flex gap={8} align="center">
          <img
            src={value}
            alt={t('driver:ui.photo')}
            style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 6 }}
          />
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('driver:ui.removePhoto')}
          </Button>
        </Flex>
      ) : (
        <Button icon={<CameraOutlined />} loading={busy} onClick={() => input.current?.click()} block>
          {t('driver:ui.takePhoto')}
        </Button>
      )}
      {failed ? <Typography.Text type="danger">{t('driver:ui.photoFailed')}</Typography.Text> : null}
    </Flex>
  );
}
