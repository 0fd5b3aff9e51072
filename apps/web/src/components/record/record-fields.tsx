import { Button, Card, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { notify } from '../../lib/notifier.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

export interface RecordFieldsProps<Item extends RecordItem, Values, Create, Update> {
  record: RecordController<Item, Create, Update>;
  canEdit: boolean;
  initialValues: Partial<Values>;
  toValues: (item: Item) => Values;
  toCreate: (values: Values) => Create;
  toUpdate: (values: Values, item: Item) => Omit<Update, 'version'>;
  children: (form: FormInstance<Values>, item: Item | undefined) => ReactNode;
}

/**
 * The record's form: the shared schema's rules under each field before sending, the server's 422
 * details under the same fields after, and save or create. A stale version is `RecordPage`'s to answer.
 */
export function RecordFields<Item extends RecordItem, Values, Create, Update>(
  props: RecordFieldsProps<Item, Values, Create, Update>,
) {
  const { record, toValues } = props;
  const { item, api, setDirty, message } = record;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const create = api.useCreate();
  const update = api.useUpdate(record.id ?? '');

  useEffect(() => {
    const fill = (fresh: Item) => {
      form.resetFields();
      form.setFieldsValue(toValues(fresh) as Parameters<typeof form.setFieldsValue>[0]);
    };
    if (item) {
      fill(item);
      setDirty(false);
    }
    return record.onReload(fill);
  }, [item, form, toValues, setDirty, record.onReload]);

  const onFinish = async (values: Values) => {
    try {
      if (item) {
        await update.mutateAsync({ ...props.toUpdate(values, item), version: item.version } as Update);
        setDirty(false);
        message.success(t('common:crud.saved'));
      } else {
        const created = await create.mutateAsync(props.toCreate(values));
        // The page goes away; the app-wide notice outlives it.
        notify({ type: 'success', title: t('common:crud.created') });
        record.leave({ createdId: created.id });
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };

  const saving = create.isPending || update.isPending;
  // An archived record is read until it is restored (its banner says so and offers Restore).
  const editable = props.canEdit && !item?.archivedAt;
  return (
    <Card>
      <Form<Values>
        noValidate
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
        disabled={!editable}
        scrollToFirstError
        data-testid="resource-form"
      >
        {props.children(form, item)}
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(record.listPath)} disabled={false}>
            {t('common:crud.cancel')}
          </Button>
          {editable ? (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="save">
              {saving ? t('common:crud.saving') : t('common:crud.save')}
            </Button>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
}
