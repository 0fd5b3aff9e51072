import { DownloadOutlined } from '@ant-design/icons';
import type { ReportKind } from '@recolecta/shared/reports';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifier.ts';
import type { ListParams } from '../../../lib/resource-api.ts';
import { downloadReport, type ExportFormat } from '../api/reports-api.ts';

const FORMATS: { format: ExportFormat; label: 'exportCsv' | 'exportXlsx' | 'exportPdf' }[] = [
  { format: 'csv', label: 'exportCsv' },
  { format: 'xlsx', label: 'exportXlsx' },
  { format: 'pdf', label: 'exportPdf' },
];

/** The report as the page shows it (same filters), as CSV, Excel or PDF: one download at a time. */
export function ReportExports({ kind, query }: { kind: ReportKind; query: ListParams }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadReport(kind, query, format);
    } catch (error) {
      notify({ type: 'error', title: t('reports:ui.exportFailed'), description: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };
  return (
    <Space.Compact>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={exporting === format}
          disabled={exporting !== null && exporting !== format}
          onClick={() => download(format)}
          aria-label={`${t('reports:ui.export')} ${t(`reports:ui.${label}`)}`}
          data-testid={`export-${format}`}
        >
          {t(`reports:ui.${label}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
