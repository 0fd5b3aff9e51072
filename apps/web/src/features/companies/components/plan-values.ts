import type { Plan, PlanCreate } from '@recolecta/shared/service-plans';
import dayjs from 'dayjs';
import { calendarDay } from '../../../components/crud/dates.ts';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { itemsBody, itemValues, type OrderItemValues } from '../../../components/orders/order-items-list.tsx';

/** The dialog's values: the body the API takes, the dates held by pickers and the items as rows being filled. */
export type PlanValues = FormValues<Omit<PlanCreate, 'items' | 'companyId'>, 'startsOn' | 'endsOn'> & {
  items: OrderItemValues[];
};

export function toBody(values: PlanValues) {
  return {
    siteId: values.siteId!,
    name: values.name ?? '',
    recurrence: values.recurrence,
    intervalDays: values.recurrence === 'interval' ? (values.intervalDays ?? null) : null,
    weekdays: values.recurrence === 'weekdays' ? (values.weekdays ?? []) : null,
    monthDay: values.recurrence === 'monthDay' ? (values.monthDay ?? null) : null,
    startsOn: calendarDay(values.startsOn) ?? '',
    endsOn: calendarDay(values.endsOn),
    windowStart: values.windowStart || null,
    windowEnd: values.windowEnd || null,
    priority: values.priority,
    notes: values.notes || null,
    items: itemsBody(values.items),
  };
}

export function toValues(plan: Plan): PlanValues {
  return {
    siteId: plan.siteId,
    name: plan.name,
    recurrence: plan.recurrence,
    intervalDays: plan.intervalDays,
    weekdays: plan.weekdays ?? [],
    monthDay: plan.monthDay,
    startsOn: dayjs(plan.startsOn),
    endsOn: plan.endsOn ? dayjs(plan.endsOn) : null,
    windowStart: plan.windowStart ?? undefined,
    windowEnd: plan.windowEnd ?? undefined,
    priority: plan.priority,
    notes: plan.notes ?? undefined,
    items: itemValues(plan.items),
  };
}
