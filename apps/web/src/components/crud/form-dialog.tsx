import type { LabelResource } from '@recolecta/shared/labels';
import { Collapse, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import type { ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { AuditTimeline } from '../record/record-history.tsx';

/**
 * A dialog around one form that adds or edits a record: OK submits the form, the save runs, and the
 * server's 422 details land under the same fields (the dialog stays open). The form is named `name`
 * and marked `<name>-form` for the browser tests. Editing a record, `history` adds its changes (the
 * audit log, newest first) under the form, folded until opened.
 */
export function FormDialog<Values>({
  form,
  name,
  title,
  okText,
  danger = false,
  saving,
  width,
  initialValues,
  onSave,
  onClose,
  scrollToFirstError,
  holder,
  history,
  children,
}: {
  form: FormInstance<Values>;
  name: string;
  title: string;
  okText: string;
  /** The OK button in red, for a step that cannot be taken back (retiring). */
  danger?: boolean;
  saving: boolean;
  width?: number;
  initialValues: Partial<Values>;
  onSave: (values: Values) => Promise<void>;
  onClose: () => void;
  scrollToFirstError?: boolean;
  /** A message holder (`message.useMessage`) the save's notices show in. */
  holder?: ReactNode;
  /** The record's history, when an existing one is edited. */
  history?: {
    options: ReturnType<ResourceApi<Versioned, never, never>['historyOptions']>;
    labels: LabelResource;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const save = async (values: Values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText={t('common:crud.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {holder}
      <Form<Values>
        noValidate
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save}
        scrollToFirstError={scrollToFirstError}
        data-testid={`${name}-form`}
      >
        {children}
      </Form>
      {history ? (
        <Collapse
          size="small"
          destroyOnHidden
          data-testid={`${name}-history`}
          items={[
            {
              key: 'history',
              label: t('common:crud.history'),
              children: <AuditTimeline options={history.options} labels={history.labels} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
