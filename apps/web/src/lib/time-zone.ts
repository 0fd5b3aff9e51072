import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The organisation's time zone (docs/product.md §3), which every time is shown and taken in, whatever
 * the browser's own zone: a dispatcher in Tokyo and one in Mexico City read the same "22:04". Set from
 * the signed-in user's `/auth/me`; before that, the column's default.
 */
let zone = 'America/Mexico_City';

export function setOrganisationTimeZone(value: string) {
  zone = value;
}

export function organisationTimeZone(): string {
  return zone;
}

/** An instant (ISO string) as a dayjs in the organisation's zone. */
export function inOrganisationZone(value: string | Date): Dayjs {
  return dayjs(value).tz(zone);
}

/** Today's calendar date in the organisation's zone, `YYYY-MM-DD`. */
export function organisationToday(): string {
  return dayjs().tz(zone).format('YYYY-MM-DD');
}

/** Whether the browser's zone differs from the organisation's: times then name their zone. */
export function browserZoneDiffers(): boolean {
  return Intl.DateTimeFormat().resolvedOptions().timeZone !== zone;
}

/** The zone's short name in a language ("GMT-6", "CST"), for a time that could mislead otherwise. */
export function zoneShortName(locale: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
