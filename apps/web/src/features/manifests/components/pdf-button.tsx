import { FilePdfOutlined } from '@ant-design/icons';
import type { Manifest } from '@recolecta/shared/manifests';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifier.ts';
import { downloadManifestPdf } from '../api/manifests-api.ts';

/** Downloads the manifest's PDF; says so when the server refuses. */
export function PdfButton({
  manifest,
  compact = false,
  ...props
}: { manifest: Pick<Manifest, 'id' | 'folio'>; compact?: boolean } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      aria-label={compact ? `${t('manifests:ui.pdf')} ${manifest.folio}` : undefined}
      title={compact ? t('manifests:ui.pdf') : undefined}
      onClick={(event) => {
        // In a list row: the download, not the row's link.
        event.stopPropagation();
        setBusy(true);
        downloadManifestPdf(manifest)
          .catch((error: Error) =>
            notify({ type: 'error', title: t('manifests:ui.pdfFailed'), description: error.message }),
          )
          .finally(() => setBusy(false));
      }}
      {...props}
    >
      {compact ? null : t('manifests:ui.pdf')}
    </Button>
  );
}
