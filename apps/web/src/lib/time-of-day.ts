import dayjs, { type Dayjs } from 'dayjs';

/** A time picker's value as the API takes it (`HH:mm`), or null when empty. */
export const hhmm = (value: Dayjs | null | undefined) => (value ? value.format('HH:mm') : null);

/** An answer's `HH:mm` as a time picker holds it, or null when none. */
export const timeOfDay = (value: string | null) => (value ? dayjs(value, 'HH:mm') : null);
