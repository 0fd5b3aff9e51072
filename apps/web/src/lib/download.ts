import { currentLanguage } from '../i18n/language-store.ts';
import type { ListParams } from './resource-api.ts';
import { getToken } from './token-storage.ts';

/** A list's filters as a query string: no paging, nothing empty. */
export function filterQuery(params: ListParams, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'pageSize')
      query.set(key, String(value));
  }
  return query;
}

/**
 * Fetches a file the API builds (an export, labels) with the session's token and the UI language, and
 * saves it under the name the server gives. An error answer is thrown with its message.
 */
export async function downloadFile(path: string, query: URLSearchParams, fallbackName: string) {
  const response = await fetch(`/api/v1/${path}?${query}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
