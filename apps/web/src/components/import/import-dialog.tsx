import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Namespace } from '@recolecta/shared/i18n/all-words';
import type { ImportReport } from '@recolecta/shared/imports';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWords } from '../../i18n/use-words.ts';
import { downloadFile } from '../../lib/download.ts';
import { notify } from '../../lib/notifier.ts';
import { ImportReportView } from './import-report.tsx';
import { sendImport } from './send-import.ts';

/**
 * The import of a list (`clients`, `assets`): the templates, a file checked first (every bad row with
 * its line, column and message), then the valid rows imported at once and what that did; the
 * resource's cached lists reload (their query keys start with the path, lib/resource-api.ts).
 */
export function ImportDialog({ path, labels }: { path: string; labels: Namespace }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  useWords('imports', labels);
  /** A column as its label in the user's language (the report names it by its key). */
  const column = (field: string) => {
    const key = `${labels}:fields.${field}`;
    return i18n.exists(key) ? String(i18n.t(key as never)) : field;
  };
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setCheck(null);
    setResult(null);
    setProblem(null);
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const report = await sendImport(path, chosen, dryRun);
      if (dryRun) setCheck(report);
      else {
        setResult(report);
        void queryClient.invalidateQueries({ queryKey: [path] });
      }
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const template = (format: 'csv' | 'xlsx') =>
    downloadFile(`${path}/import/template`, new URLSearchParams({ format }), `${path}.${format}`).catch(
      (error: unknown) => notify({ type: 'error', title: (error as Error).message }),
    );
  const report = result ?? check;

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import">
        {t('imports:dialog.open')}
      </Button>
      <Modal
        open={open}
        title={t('imports:dialog.title')}
        width={760}
        onCancel={() => {
          setOpen(false);
          reset();
        }}
        footer={null}
        destroyOnHidden
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('imports:dialog.intro')}
          </Typography.Paragraph>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{t('imports:dialog.templates')}:</Typography.Text>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => template('csv')}
              data-testid="template-csv"
            >
              {t('imports:dialog.templateCsv')}
            </Button>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => template('xlsx')}
              data-testid="template-xlsx"
            >
              {t('imports:dialog.templateXlsx')}
            </Button>
          </Flex>
          {result ? null : (
            <Flex gap={8} wrap align="center">
              <Upload
                accept=".csv,.xlsx,text/csv"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  setCheck(null);
                  void run(chosen, true);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={busy && !check} data-testid="import-file">
                  {t('imports:dialog.choose')}
                </Button>
              </Upload>
              {file ? <Typography.Text>{file.name}</Typography.Text> : null}
            </Flex>
          )}
          {problem ? <Alert type="error" showIcon message={problem} data-testid="import-problem" /> : null}
          {report ? <ImportReportView report={report} done={result !== null} column={column} /> : null}
          <Flex gap={8} justify="flex-end">
            {result ? (
              <Button onClick={reset}>{t('imports:dialog.another')}</Button>
            ) : check && file ? (
              check.valid > 0 ? (
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => run(file, false)}
                  data-testid="import-confirm"
                >
                  {t('imports:dialog.importValid', { count: check.valid })}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t('imports:dialog.nothingValid')}</Typography.Text>
              )
            ) : null}
            <Button
              onClick={() => {
                setOpen(false);
                reset();
              }}
            >
              {t('imports:dialog.close')}
            </Button>
          </Flex>
        </Space>
      </Modal>
    </>
  );
}
