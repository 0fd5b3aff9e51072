import type { Dayjs } from 'dayjs';
import { hhmm, timeOfDay } from '../../lib/time-of-day.ts';
import { calendarDay, pickerDay } from './dates.ts';

/** A calendar date or time the API takes as text, as its picker holds it. */
type Held<V> = V extends string ? Dayjs : V;

/**
 * A form's values, derived from the body its shared schema takes (`z.input<typeof xCreateSchema>`), so
 * a field added to the schema reaches the form's type. The fields named in `Picked` (dates `YYYY-MM-DD`
 * and times `HH:mm`) are held by their picker as a Dayjs; every other field is as the body takes it.
 */
export type FormValues<Body, Picked extends keyof Body = never> = Omit<Body, Picked> & {
  [K in keyof Pick<Body, Picked>]: Held<Body[K]>;
};

/**
 * How a field goes between a record, its form and the request body:
 * - `value`: as it is, both ways;
 * - `text`: optional text or choice, empty in the form when the record has none, null in the body when
 *   left empty;
 * - `optional`: an optional number (or a choice the form holds as null), null in the body when left empty;
 * - `list`: a list, empty in the body when none is chosen;
 * - `date`: a calendar date (`YYYY-MM-DD`) held by a date picker;
 * - `time`: a time of day (`HH:mm`) held by a time picker;
 * - `initial`: chosen when adding only (a starting status), never filled from the record.
 */
export type FieldKind = 'value' | 'text' | 'optional' | 'list' | 'date' | 'time' | 'initial';

const toForm: Record<FieldKind, (value: unknown) => unknown> = {
  value: (v) => v,
  text: (v) => v ?? undefined,
  optional: (v) => v,
  list: (v) => v,
  date: (v) => pickerDay(v as string | null),
  time: (v) => timeOfDay(v as string | null),
  initial: () => undefined,
};

const toRequest: Record<FieldKind, (value: unknown) => unknown> = {
  value: (v) => v,
  text: (v) => v || null,
  optional: (v) => v ?? null,
  list: (v) => v ?? [],
  date: (v) => calendarDay(v as Dayjs | null | undefined),
  time: (v) => hhmm(v as Dayjs | null | undefined),
  initial: (v) => v,
};

/**
 * One list of a form's fields, each with its kind, serves both ways: a record's values for the form
 * (`toValues`) and the form's values as the request body (`toBody`). The body holds exactly the listed
 * fields, so a field the form does not show is never sent (nor cleared).
 */
export function formCodec<Values, Body, Item>(kinds: Readonly<Record<keyof Values & keyof Body, FieldKind>>) {
  const entries = Object.entries(kinds) as [string, FieldKind][];
  return {
    toValues: (item: Item): Values =>
      Object.fromEntries(
        entries
          .filter(([, kind]) => kind !== 'initial')
          .map(([key, kind]) => [key, toForm[kind]((item as Record<string, unknown>)[key])]),
      ) as Values,
    toBody: (values: Values): Body =>
      Object.fromEntries(
        entries.map(([key, kind]) => [key, toRequest[kind]((values as Record<string, unknown>)[key])]),
      ) as Body,
  };
}
