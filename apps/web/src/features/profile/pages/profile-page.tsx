import { LockOutlined } from '@ant-design/icons';
import { type ChangePasswordBody, type MePatch, mePatchSchema } from '@recolecta/shared/accounts';
import { LOCALES } from '@recolecta/shared/locales';
import { Button, Card, Col, Descriptions, Flex, Form, Input, message, Row, Select, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { roleText } from '../../../components/use-role-label.ts';
import { useCurrentUser } from '../../../lib/access.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateMe } from '../api/update-me.ts';

/** The personal form's values: the body the API takes. */
type PersonalValues = MePatch;

/** The password form's values: the body the API takes, and the new password typed again. */
type PasswordValues = ChangePasswordBody & { newPasswordConfirm: string };

function PersonalCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { field, value, locale } = useLabels('users', 'systemRole');
  const [form] = Form.useForm<PersonalValues>();
  const [toast, holder] = message.useMessage();
  const save = useUpdateMe();

  useEffect(() => {
    form.setFieldsValue({ name: me.name, phone: me.phone ?? undefined, locale: me.locale });
  }, [form, me.name, me.phone, me.locale]);

  const submit = (values: PersonalValues) =>
    save.mutate(
      { name: values.name, phone: values.phone || null, locale: values.locale },
      {
        onSuccess: () => void toast.success(t('profile:saved')),
        onError: (failure) => {
          if (isHttpError(failure) && failure.details.length > 0) applyFieldErrors(form, failure.details);
        },
      },
    );

  return (
    <Card title={t('profile:personal')}>
      {holder}
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'email', label: field('email'), children: me.email },
          {
            key: 'role',
            label: t('profile:role'),
            children: <Tag color="blue">{roleText(me.role, locale)}</Tag>,
          },
          ...(me.company ? [{ key: 'company', label: t('profile:company'), children: me.company.name }] : []),
          {
            key: 'status',
            label: field('status'),
            children: value('userStatus', me.status),
          },
          ...(me.lastLoginAt
            ? [
                {
                  key: 'lastLogin',
                  label: field('lastLoginAt'),
                  children: <span data-testid="profile-last-login">{formatDateTime(me.lastLoginAt)}</span>,
                },
              ]
            : []),
        ]}
      />
      <Form<PersonalValues>
        noValidate
        form={form}
        layout="vertical"
        onFinish={submit}
        name="profile"
        data-testid="profile-form"
      >
        <Form.Item
          name="name"
          label={field('name')}
          rules={zodRules(mePatchSchema.shape.name.unwrap(), field('name'), locale, { required: true })}
        >
          <Input maxLength={120} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={field('phone')}
          rules={zodRules(mePatchSchema.shape.phone.unwrap().unwrap(), field('phone'), locale, {
            required: false,
          })}
        >
          <Input type="tel" autoComplete="tel" placeholder="+52 55 1234 5678" />
        </Form.Item>
        <Form.Item
          name="locale"
          label={field('locale')}
          rules={[{ required: true, message: requiredMessage(field('locale'), locale) }]}
        >
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
            {t('common:crud.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('accounts');
  const [form] = Form.useForm<PasswordValues>();
  const [toast, holder] = message.useMessage();
  const change = useChangePassword();

  const submit = (values: PasswordValues) =>
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          form.resetFields();
          void toast.success(answer.message);
        },
        onError: (failure) => {
          if (isHttpError(failure) && failure.details.length > 0) applyFieldErrors(form, failure.details);
        },
      },
    );

  return (
    <Card title={t('profile:password')}>
      {holder}
      <Form<PasswordValues>
        noValidate
        form={form}
        layout="vertical"
        onFinish={submit}
        name="change-password"
        data-testid="password-form"
      >
        <Form.Item
          name="currentPassword"
          label={field('currentPassword')}
          rules={[{ required: true, message: requiredMessage(field('currentPassword'), locale) }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <PasswordFields name="newPassword" label={field('newPassword')} />
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
            {t('profile:changePassword')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** `/app/profile`: any signed-in user's own name, phone and language, and their password. */
export function ProfilePage() {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <PersonalCard />
      </Col>
      <Col xs={24} xl={12}>
        <PasswordCard />
      </Col>
    </Row>
  );
}
