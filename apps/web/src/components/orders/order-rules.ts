import type { Locale } from '@recolecta/shared/locales';
import { orderDayProblem, orderWindowProblem, timeOfDay } from '@recolecta/shared/orders';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { organisationToday } from '../../lib/time-zone.ts';
import { calendarDay } from '../crud/dates.ts';
import { validationText } from '../crud/zod-rules.ts';

/**
 * An order's day is today or later where the organisation is, as the API checks it. The day the order
 * already has passes (an order of last week may still be edited in other ways); the server refuses
 * only a day that moves.
 */
export function orderDayRule(locale: Locale, saved?: string | null): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const day = calendarDay(value);
      if (!day || day === saved) return;
      const problem = orderDayProblem(day, organisationToday());
      if (problem) throw new Error(validationText(problem, locale));
    },
  };
}

const isTime = (value: unknown): value is string => timeOfDay.safeParse(value).success;

/** The window ends after it starts, as the API checks it: the rule of the end, which names the start. */
export function orderWindowRule(locale: Locale, startField = 'windowStart'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, end: unknown) => {
      const start: unknown = getFieldValue(startField);
      // A time mistyped is its own field's rule to tell.
      if (!isTime(start) || !isTime(end)) return;
      const problem = orderWindowProblem(start, end);
      if (problem) throw new Error(validationText(problem, locale));
    },
  });
}
