import type { Plan } from '@recolecta/shared/service-plans';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';

/** "Every 10 days", "On Tuesday, Friday", "On day 15 of every month". */
export function useRuleText() {
  const { t } = useTranslation();
  const { value } = useLabels('plans', 'weekday');
  return (plan: Pick<Plan, 'recurrence' | 'intervalDays' | 'weekdays' | 'monthDay'>) => {
    if (plan.recurrence === 'interval') return t('plans:ui.everyDays', { count: plan.intervalDays ?? 0 });
    if (plan.recurrence === 'monthDay') return t('plans:ui.onMonthDay', { day: plan.monthDay ?? 0 });
    const days = (plan.weekdays ?? []).map((d) => value('weekday', String(d))).join(', ');
    return t('plans:ui.onWeekdays', { days });
  };
}
