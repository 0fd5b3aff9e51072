/** A `time` column as the API speaks it: the database reads back `09:00:00`, the API says `09:00`. */
export const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);
