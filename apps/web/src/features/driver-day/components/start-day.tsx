import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from '../../../components/signature-pad.tsx';

/** The day begins with the driver's signature: it signs the day's manifests as transporter. */
export function StartDay({ onStart }: { onStart: (signature: string) => void }) {
  const { t } = useTranslation();
  const [signature, setSignature] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  return (
    <Card size="small" data-testid="start-day">
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('driver:ui.signToStart')}
        </Typography.Title>
        <SignaturePad
          label={t('driver:ui.driverSignature')}
          hint={t('driver:ui.signatureArea')}
          clearLabel={t('driver:ui.clear')}
          value={signature}
          onChange={setSignature}
          invalid={tried && !signature}
          height={160}
          data-testid="driver-signature"
        />
        {tried && !signature ? (
          <Typography.Text type="danger" role="alert">
            {t('driver:ui.signatureRequired')}
          </Typography.Text>
        ) : null}
        <Button
          type="primary"
          size="large"
          block
          icon={<PlayCircleOutlined />}
          onClick={() => {
            setTried(true);
            if (signature) onStart(signature);
          }}
          data-testid="start-route"
        >
          {t('driver:ui.start')}
        </Button>
      </Flex>
    </Card>
  );
}
