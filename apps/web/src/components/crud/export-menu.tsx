import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, filterQuery } from '../../lib/download.ts';
import { notify } from '../../lib/notifier.ts';
import type { ListParams } from '../../lib/resource-api.ts';

/** Asks the API for the whole filtered set and saves it; the file name comes from the server. */
const download = (path: string, params: ListParams, format: 'csv' | 'xlsx') =>
  downloadFile(`${path}/export`, filterQuery(params, { format }), `${path}.${format}`);

/**
 * The export button of a list: CSV or Excel of what `params` select (the filters, or chosen `ids`).
 * `label` and `testId` name another such button (the export of ticked rows).
 */
export function ExportMenu({
  path,
  params,
  label,
  testId = 'export',
}: {
  path: string;
  params: ListParams;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await download(path, params, format);
    } catch (error) {
      notify({ type: 'error', title: t('common:crud.exportFailed'), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'csv', label: t('common:crud.exportCsv'), onClick: () => run('csv') },
          { key: 'xlsx', label: t('common:crud.exportXlsx'), onClick: () => run('xlsx') },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid={testId}>
        {busy ? t('common:crud.exporting') : (label ?? t('common:crud.export'))}
      </Button>
    </Dropdown>
  );
}
