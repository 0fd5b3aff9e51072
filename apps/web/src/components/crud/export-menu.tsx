import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language-store.ts';
import { notify } from '../../lib/notifier.ts';
import type { ListParams } from '../../lib/resource-api.ts';
import { getToken } from '../../lib/token-storage.ts';

/** Asks the API for the whole filtered set and saves it; the file name comes from the server. */
async function download(path: string, params: ListParams, format: 'csv' | 'xlsx') {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'pageSize')
      query.set(key, String(value));
  }
  const response = await fetch(`/api/v1/${path}/export?${query}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${path}.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportMenu({ path, params }: { path: string; params: ListParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await download(path, params, format);
    } catch (error) {
      notify({ type: 'error', title: t('crud.exportFailed'), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'csv', label: t('crud.exportCsv'), onClick: () => run('csv') },
          { key: 'xlsx', label: t('crud.exportXlsx'), onClick: () => run('xlsx') },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export">
        {busy ? t('crud.exporting') : t('crud.export')}
      </Button>
    </Dropdown>
  );
}
