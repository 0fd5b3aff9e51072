import { DeleteOutlined, InboxOutlined, RollbackOutlined } from '@ant-design/icons';
import type { FIELD_LABELS } from '@recolecta/shared/labels';
import { useQuery } from '@tanstack/react-query';
import {
  message as antMessage,
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormInstance,
  Modal,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Tag,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { notify } from '../../lib/notifier.ts';
import type { ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { RecordHistory } from './record-history.tsx';

interface FormPageProps<Item extends Versioned & { archivedAt?: string | null }, Values, Create, Update> {
  api: ResourceApi<Item, Create, Update>;
  labels: keyof typeof FIELD_LABELS;
  listPath: string;
  /** Present on edit pages. */
  id?: string;
  canEdit: boolean;
  canDelete: boolean;
  initialValues: Partial<Values>;
  toValues: (item: Item) => Values;
  toCreate: (values: Values) => Create;
  toUpdate: (values: Values, item: Item) => Omit<Update, 'version'>;
  fields: (form: FormInstance<Values>, item: Item | undefined) => ReactNode;
}

/**
 * Add and edit pages of PRODUCT §7: the shared schema's rules under each field, the server's 422 under
 * the same fields, a stale version offered a reload, unsaved changes guarded, history and the
 * archive/restore/delete actions beside the form.
 */
export function ResourceFormPage<
  Item extends Versioned & { archivedAt?: string | null },
  Values,
  Create,
  Update,
>(props: FormPageProps<Item, Values, Create, Update>) {
  const { api, id } = props;
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const detail = useQuery({ ...api.detailOptions(id ?? ''), enabled: Boolean(id) });
  const create = api.useCreate();
  const update = api.useUpdate(id ?? '');
  const remove = api.useRemove();
  const archiveToggle = api.useArchiveToggle();
  const item = detail.data;

  useEffect(() => {
    if (item) {
      form.resetFields();
      form.setFieldsValue(props.toValues(item) as Parameters<typeof form.setFieldsValue>[0]);
      setDirty(false);
    }
  }, [item, form, props.toValues]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('crud.unsavedTitle'),
      content: t('crud.unsavedText'),
      okText: t('crud.leave'),
      cancelText: t('crud.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  const reload = async () => {
    const fresh = await detail.refetch();
    if (fresh.data) {
      form.setFieldsValue(props.toValues(fresh.data) as Parameters<typeof form.setFieldsValue>[0]);
      setDirty(false);
    }
  };

  const onFinish = async (values: Values) => {
    try {
      if (item) {
        await update.mutateAsync({ ...props.toUpdate(values, item), version: item.version } as Update);
        setDirty(false);
        message.success(t('crud.saved'));
      } else {
        const created = await create.mutateAsync(props.toCreate(values));
        setDirty(false);
        // The page goes away; the app-wide notice outlives it.
        notify({ type: 'success', title: t('crud.created') });
        // Leave after the guard has seen the form clean.
        setTimeout(() => navigate(props.listPath, { state: { createdId: created.id } }), 0);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.details.length > 0) applyFieldErrors(form, error.details);
      if (error.code === 'VERSION_CONFLICT') {
        modal.warning({
          title: t('crud.conflictTitle'),
          content: t('crud.conflictText'),
          okText: t('crud.reloadRecord'),
          onOk: reload,
        });
      }
    }
  };

  const holders = (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
  if (id && detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (id && !item) {
    return (
      <Result
        status="404"
        title={t('crud.notFound')}
        extra={<Button onClick={() => navigate(props.listPath)}>{t('crud.backToList')}</Button>}
      />
    );
  }

  const saving = create.isPending || update.isPending;
  const formCard = (
    <Card>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
        disabled={!props.canEdit}
        scrollToFirstError
        data-testid="resource-form"
      >
        {props.fields(form, item)}
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(props.listPath)} disabled={false}>
            {t('crud.cancel')}
          </Button>
          {props.canEdit ? (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="save">
              {saving ? t('crud.saving') : t('crud.save')}
            </Button>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
  if (!item)
    return (
      <>
        {holders}
        {formCard}
      </>
    );

  const archived = Boolean(item.archivedAt);
  const actions = (
    <Flex gap={8} wrap>
      {archived ? (
        <Button
          icon={<RollbackOutlined />}
          disabled={!props.canEdit}
          onClick={async () => {
            await archiveToggle.mutateAsync({ item, action: 'restore' });
            message.success(t('crud.restored'));
          }}
        >
          {t('crud.restore')}
        </Button>
      ) : (
        <Popconfirm
          title={t('crud.archiveConfirmTitle')}
          description={t('crud.archiveConfirm')}
          okText={t('crud.archive')}
          cancelText={t('crud.cancel')}
          onConfirm={async () => {
            await archiveToggle.mutateAsync({ item, action: 'archive' });
          }}
          disabled={!props.canDelete}
        >
          <Button icon={<InboxOutlined />} disabled={!props.canDelete} data-testid="archive">
            {t('crud.archive')}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={t('crud.deleteConfirmTitle')}
        description={t('crud.deleteConfirm')}
        okText={t('crud.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('crud.cancel')}
        onConfirm={async () => {
          const result = await remove.mutateAsync(item.id);
          notify({
            type: 'success',
            title: result.outcome === 'archived' ? t('crud.archivedInstead') : t('crud.deleted'),
          });
          setDirty(false);
          setTimeout(() => navigate(props.listPath), 0);
        }}
        disabled={!props.canDelete}
      >
        <Button danger icon={<DeleteOutlined />} disabled={!props.canDelete} data-testid="delete">
          {t('crud.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );

  return (
    <Row gutter={[24, 24]}>
      {holders}
      <Col xs={24} xl={16}>
        {archived ? (
          <Tag color="default" style={{ marginBottom: 12 }}>
            {t('crud.archivedBadge')}
          </Tag>
        ) : null}
        {formCard}
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          <Card size="small">{actions}</Card>
          <Card size="small" title={t('crud.history')}>
            <RecordHistory options={api.historyOptions(item.id)} labels={props.labels} />
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}
