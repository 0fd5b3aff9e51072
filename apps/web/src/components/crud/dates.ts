import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** Calendar days and instants in the current language's format. */
export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('L') : '—');
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('L LT') : '—';
