import { IMPORT_CONTENT_TYPES, type ImportReport } from '@recolecta/shared/imports';
import { currentLanguage } from '../../i18n/language-store.ts';
import { getToken } from '../../lib/token-storage.ts';

/** Sends the file as the body; `dryRun` only checks. An error answer is thrown with its message. */
export async function sendImport(path: string, file: File, dryRun: boolean): Promise<ImportReport> {
  const xlsx = file.name.toLowerCase().endsWith('.xlsx');
  const response = await fetch(`/api/v1/${path}/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${getToken() ?? ''}`,
      'Accept-Language': currentLanguage(),
      'Content-Type': xlsx ? IMPORT_CONTENT_TYPES.xlsx : IMPORT_CONTENT_TYPES.csv,
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: ImportReport;
    message?: string;
    details?: { message: string }[];
  } | null;
  if (!response.ok || !body?.data) {
    const details = body?.details?.map((d) => d.message).join('; ');
    throw new Error(details || body?.message || response.statusText);
  }
  return body.data;
}
