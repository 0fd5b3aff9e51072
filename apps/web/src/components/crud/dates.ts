import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import {
  browserZoneDiffers,
  inOrganisationZone,
  organisationToday,
  zoneShortName,
} from '../../lib/time-zone.ts';

dayjs.extend(localizedFormat);

/** `YYYY-MM-DD` at the start of a value: a calendar date, whatever follows it. */
const CALENDAR_DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * A calendar day (a licence's expiry, an order's date) in the current language's format. It is a
 * date, not an instant: it is never moved by a time zone.
 */
export const formatDate = (value: string | null | undefined) => {
  if (!value) return '—';
  const day = CALENDAR_DATE.exec(value)?.[1];
  return dayjs(day ?? value).format('L');
};

/**
 * An instant (a last sign-in, a move) in the organisation's time zone, in the current language's
 * format; when the browser sits in another zone the zone is named, so nobody reads it as their own.
 */
export const formatDateTime = (value: string | null | undefined) => {
  if (!value) return '—';
  const shown = inOrganisationZone(value).format('L LT');
  return browserZoneDiffers() ? `${shown} (${zoneShortName(dayjs.locale(), new Date(value))})` : shown;
};

/** Today's calendar date where the organisation is, as a dayjs day (pickers, "expires in"). */
export const today = () => dayjs(organisationToday());

/** A picker's day as the API takes a calendar date (`YYYY-MM-DD`), or null when none is picked. */
export const calendarDay = (value: dayjs.Dayjs | null | undefined) =>
  value ? value.format('YYYY-MM-DD') : null;

/** A calendar date the API answered, as a picker's day, or null when there is none. */
export const pickerDay = (value: string | null | undefined) => (value ? dayjs(value) : null);
