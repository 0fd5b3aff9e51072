import type { PlanRecurrence } from '@recolecta/shared/service-plans';
import { planFields } from '@recolecta/shared/service-plans';
import { Checkbox, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];

/** The part of a plan's rule its recurrence asks for: every so many days, the weekdays, or a day of the month. */
export function PlanRecurrenceFields({ recurrence }: { recurrence: PlanRecurrence }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('plans', 'weekday');
  const weekdayOptions = useOptions('weekday', WEEKDAYS).map((o) => ({ ...o, value: Number(o.value) }));
  const rules = (name: keyof typeof planFields, required?: boolean) =>
    zodRules(planFields[name], field(name), locale, { required });
  return (
    <>
      {recurrence === 'interval' ? (
        <FieldCol
          md={8}
          name="intervalDays"
          label={field('intervalDays')}
          rules={rules('intervalDays', true)}
        >
          <InputNumber
            min={1}
            max={365}
            precision={0}
            style={{ width: '100%' }}
            data-testid="plan-interval"
          />
        </FieldCol>
      ) : null}
      {recurrence === 'weekdays' ? (
        <FieldCol
          md={24}
          name="weekdays"
          label={field('weekdays')}
          required
          rules={[
            {
              validator: async (_r, value: number[] | undefined) => {
                if (!value?.length) throw new Error(t('plans:validation.weekdaysRequired'));
              },
            },
          ]}
        >
          <Checkbox.Group options={weekdayOptions} data-testid="plan-weekdays" />
        </FieldCol>
      ) : null}
      {recurrence === 'monthDay' ? (
        <FieldCol md={8} name="monthDay" label={field('monthDay')} rules={rules('monthDay', true)}>
          <InputNumber
            min={1}
            max={31}
            precision={0}
            style={{ width: '100%' }}
            data-testid="plan-month-day"
          />
        </FieldCol>
      ) : null}
    </>
  );
}
