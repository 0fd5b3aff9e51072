import type { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages.ts';

/** Document expiry (docs/product.md §9): a warning from 30 days before, a red mark after. */
export const EXPIRY_WARNING_DAYS = 30;

export type DocumentStatus = 'none' | 'valid' | 'expiring' | 'expired';

/** Dates are calendar days (YYYY-MM-DD); `today` is the organisation's day, not the browser's. */
export function documentStatus(expiry: string | null | undefined, today: string): DocumentStatus {
  if (!expiry) return 'none';
  if (expiry < today) return 'expired';
  return expiry <= warningFrom(today) ? 'expiring' : 'valid';
}

// The last day of the warning, for the last `today` asked: a list asks it for every row of a page.
let warned = { today: '', until: '' };
function warningFrom(today: string) {
  if (warned.today !== today) warned = { today, until: addDays(today, EXPIRY_WARNING_DAYS) };
  return warned.until;
}

export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// A formatter per time zone, made once: making one costs more than a whole list page's other work.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
// The last day given per time zone, with the UTC minute it was given for. Every time zone's midnight
// falls on a whole UTC minute (offsets are multiples of a quarter of an hour), so the day cannot change
// within one: a request reuses it instead of formatting a date (≈ 18 µs, a list's largest fixed cost).
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar day now in a time zone (America/Mexico_City by default). */
export function todayIn(timeZone = 'America/Mexico_City', now = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** The worst of several documents: what a list row shows. */
export function worstStatus(statuses: DocumentStatus[]): DocumentStatus {
  for (const s of ['expired', 'expiring', 'valid'] as const) if (statuses.includes(s)) return s;
  return 'none';
}

export const documentFilterValues = ['expiring', 'expired', 'attention'] as const;
export type DocumentFilter = (typeof documentFilterValues)[number];

/** A document kept as a number (or policy) and an expiry: each half needs the other. */
export interface DocumentPair<F extends string = string> {
  number: F;
  expiry: F;
  numberMissing: ValidationMessageKey;
  expiryMissing: ValidationMessageKey;
}

/** The half of each document pair that is missing, as `{path, message}` (a message is an i18n key). */
export function missingHalves<F extends string>(
  pairs: readonly DocumentPair<F>[],
  value: Partial<Record<F, string | null | undefined>>,
) {
  const missing: { path: string; message: ValidationMessageKey }[] = [];
  for (const pair of pairs) {
    if (value[pair.number] && !value[pair.expiry])
      missing.push({ path: pair.expiry, message: pair.expiryMissing });
    if (value[pair.expiry] && !value[pair.number])
      missing.push({ path: pair.number, message: pair.numberMissing });
  }
  return missing;
}

/** A schema refinement: an issue under each missing half of the given document pairs. */
export const halvesTogether =
  <F extends string>(pairs: readonly DocumentPair<F>[]) =>
  (value: Partial<Record<F, string | null | undefined>>, ctx: z.RefinementCtx) => {
    for (const { path, message } of missingHalves(pairs, value)) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };
