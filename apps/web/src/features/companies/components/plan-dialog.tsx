import type { GeneratorLevel, SiteItem } from '@recolecta/shared/companies';
import { todayIn } from '@recolecta/shared/documents';
import { ORDER_PRIORITIES } from '@recolecta/shared/orders';
import { PLAN_RECURRENCES, type Plan, planFields } from '@recolecta/shared/service-plans';
import { message as antMessage, DatePicker, Divider, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '../../../components/crud/dates.ts';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { OrderItemsList } from '../../../components/orders/order-items-list.tsx';
import { plansApi } from '../api/plans-api.ts';
import { PlanPreview } from './plan-preview.tsx';
import { PlanRecurrenceFields } from './plan-recurrence-fields.tsx';
import { type PlanValues, toBody, toValues } from './plan-values.ts';

/**
 * Adds or edits one service plan of a client: the site, the rule with a preview of its next dates,
 * the window, the items. A rule that leaves waste stored longer than the client's generator level
 * allows is shown as a warning before saving (the server saves it all the same, and says so too).
 */
export function PlanDialog({
  companyId,
  sites,
  generatorLevel,
  plan,
  onClose,
}: {
  companyId: string;
  sites: SiteItem[];
  generatorLevel: GeneratorLevel | null;
  plan: Plan | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('plans', 'planRecurrence', 'weekday');
  const [form] = Form.useForm<PlanValues>();
  const create = plansApi.useCreate();
  const update = plansApi.useUpdate(plan === 'new' ? '' : plan.id);
  const [message, holder] = antMessage.useMessage();
  const recurrenceOptions = useOptions('planRecurrence', PLAN_RECURRENCES);
  const priorityOptions = useOptions('orderPriority', ORDER_PRIORITIES);
  const rules = (name: keyof typeof planFields, required?: boolean) =>
    zodRules(planFields[name], field(name), locale, { required });
  const required = (name: string) => [{ required: true, message: requiredMessage(field(name), locale) }];

  const watched = Form.useWatch([], form) as PlanValues | undefined;
  const recurrence = watched?.recurrence ?? (plan === 'new' ? 'weekdays' : plan.recurrence);
  const rule = {
    recurrence,
    intervalDays: watched?.intervalDays ?? null,
    weekdays: watched?.weekdays ?? null,
    monthDay: watched?.monthDay ?? null,
    startsOn: calendarDay(watched?.startsOn) ?? todayIn(),
    endsOn: calendarDay(watched?.endsOn),
  };
  const today = todayIn();

  const save = async (values: PlanValues) => {
    if (plan === 'new') await create.mutateAsync({ ...toBody(values), companyId });
    else {
      const { siteId: _siteId, ...changes } = toBody(values);
      await update.mutateAsync({ ...changes, version: plan.version });
    }
    message.success(t('plans:ui.saved'));
    onClose();
  };

  return (
    <FormDialog
      form={form}
      name="plan"
      width={880}
      title={t(plan === 'new' ? 'plans:ui.add' : 'plans:ui.edit')}
      okText={t('plans:ui.save')}
      saving={create.isPending || update.isPending}
      holder={holder}
      history={plan === 'new' ? undefined : { options: plansApi.historyOptions(plan.id), labels: 'plans' }}
      initialValues={
        plan === 'new'
          ? {
              recurrence: 'weekdays',
              weekdays: [],
              startsOn: dayjs(today),
              priority: 'normal',
              items: [{ containerCount: 1 }],
              siteId: sites.length === 1 ? sites[0]!.id : undefined,
            }
          : toValues(plan)
      }
      onSave={save}
      onClose={onClose}
      scrollToFirstError
    >
      <Row gutter={16}>
        <FieldCol md={12} name="siteId" label={field('siteId')} rules={required('siteId')}>
          <Select
            disabled={plan !== 'new'}
            options={sites.map((s) => ({ value: s.id, label: s.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="plan-site"
          />
        </FieldCol>
        <FieldCol md={12} name="name" label={field('name')} rules={rules('name', true)}>
          <Input maxLength={120} />
        </FieldCol>
        <FieldCol md={24} name="recurrence" label={field('recurrence')} rules={required('recurrence')}>
          <Radio.Group optionType="button" options={recurrenceOptions} data-testid="plan-recurrence" />
        </FieldCol>
        <PlanRecurrenceFields recurrence={recurrence} />
      </Row>
      <Row gutter={16}>
        <FieldCol md={8} name="startsOn" label={field('startsOn')} rules={required('startsOn')}>
          <DatePicker style={{ width: '100%' }} format="L" data-testid="plan-starts" />
        </FieldCol>
        <FieldCol md={8} name="endsOn" label={field('endsOn')}>
          <DatePicker style={{ width: '100%' }} format="L" data-testid="plan-ends" />
        </FieldCol>
        <FieldCol md={8} name="priority" label={field('priority')} rules={required('priority')}>
          <Select options={priorityOptions} />
        </FieldCol>
        <FieldCol
          md={8}
          name="windowStart"
          label={field('windowStart')}
          rules={rules('windowStart', false)}
          tooltip={t('plans:ui.windowHint')}
        >
          <Input placeholder="08:00" maxLength={5} />
        </FieldCol>
        <FieldCol md={8} name="windowEnd" label={field('windowEnd')} rules={rules('windowEnd', false)}>
          <Input placeholder="14:00" maxLength={5} />
        </FieldCol>
      </Row>
      <PlanPreview rule={rule} today={today} generatorLevel={generatorLevel} />
      <Divider titlePlacement="start">{field('items')}</Divider>
      <OrderItemsList form={form} />
      <Form.Item name="notes" label={field('notes')} rules={rules('notes', false)} style={{ marginTop: 16 }}>
        <Input.TextArea rows={2} maxLength={2000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
