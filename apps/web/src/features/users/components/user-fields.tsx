import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { LOCALES } from '@recolecta/shared/locales';
import type { Role } from '@recolecta/shared/roles';
import { type User, type UserCreate, type UserUpdate, userCreateSchema } from '@recolecta/shared/users';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { EmailField } from '../../../components/email-field.tsx';
import { roleText } from '../../../components/use-role-label.ts';
import { useCurrentUser } from '../../../lib/access.ts';
import { notify } from '../../../lib/notifier.ts';
import { useResendInvitation } from '../api/users-api.ts';
import { ClientUserAccess } from './client-user-access.tsx';
import { USER_STATUS_COLOURS } from './user-status.ts';

/** The form's values: the invitation's body, and the status an editor may set on an existing user. */
export type UserFormValues = UserCreate & Pick<UserUpdate, 'status'>;

/** Active and disabled are the only states an editor sets; the others end by the user's own step. */
export const settableStatus = (status: User['status']) => status === 'active' || status === 'disabled';

function ResendInvitation({ user }: { user: User }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  return (
    <Button
      icon={<SendOutlined />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(user.id, { onSuccess: (answer) => notify({ type: 'success', title: answer.message }) })
      }
      data-testid="resend-invitation"
    >
      {t('users:resendInvitation')}
    </Button>
  );
}

/** The user form: an added user is invited by e-mail; the role comes from the editor's own catalog. */
export function UserFields({ user }: { user: User | undefined }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { field, value, locale } = useLabels('users', 'systemRole');
  const rules = (name: 'name' | 'phone', required?: boolean) =>
    zodRules(userCreateSchema.shape[name], field(name), locale, { required });
  const mine = new Set(me.permissions);
  // Staff do not edit a client company's user; they may only close or reopen the account.
  const clientUserForStaff = me.role.scope === 'operator' && Boolean(user?.companyId);
  const statusOptions = (['active', 'disabled'] as const).map((s) => ({
    value: s,
    label: value('userStatus', s),
  }));

  return (
    <>
      {user ? null : (
        <Alert
          type="info"
          showIcon
          icon={<MailOutlined />}
          title={t('users:invitationHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={field('name')} rules={rules('name')}>
          <Input maxLength={120} autoComplete="off" autoFocus />
        </FieldCol>
        <Col xs={24} md={12}>
          {user ? (
            <Form.Item label={field('email')} extra={t('users:emailFixed')} htmlFor="user-email-fixed">
              <Input id="user-email-fixed" value={user.email} readOnly disabled />
            </Form.Item>
          ) : (
            <EmailField label={field('email')} autoComplete="off" />
          )}
        </Col>
        <FieldCol md={12} name="phone" label={field('phone')} rules={rules('phone', false)}>
          <Input type="tel" autoComplete="off" placeholder="+52 55 1234 5678" />
        </FieldCol>
        <FieldCol
          md={12}
          name="roleId"
          label={field('roleId')}
          rules={[{ required: true, message: requiredMessage(field('roleId'), locale) }]}
        >
          <ReferenceSelect<Role>
            path="roles"
            params={{ sort: 'name:asc', scope: me.role.scope }}
            optionLabel={(role) => roleText(role, locale)}
            // A role beyond the editor's own permissions cannot be given (the API refuses it too).
            exclude={(role) => !role.permissions.every((p) => mine.has(p))}
            placeholder={t('users:rolePlaceholder')}
            aria-label={field('roleId')}
          />
        </FieldCol>
        <FieldCol md={12} name="locale" label={field('locale')} rules={[{ required: true }]}>
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
        </FieldCol>
        {user ? (
          <Col xs={24} md={12}>
            {settableStatus(user.status) && !clientUserForStaff ? (
              <Form.Item name="status" label={field('status')} rules={[{ required: true }]}>
                <Select options={statusOptions} />
              </Form.Item>
            ) : (
              <Form.Item
                label={field('status')}
                extra={settableStatus(user.status) ? undefined : t('users:statusHint')}
              >
                <Space wrap>
                  <Tag color={USER_STATUS_COLOURS[user.status]} data-testid="user-status">
                    {value('userStatus', user.status)}
                  </Tag>
                  {user.status === 'invited' ? (
                    <Typography.Text type="secondary">{t('users:invitedHint')}</Typography.Text>
                  ) : null}
                </Space>
              </Form.Item>
            )}
          </Col>
        ) : null}
      </Row>
      {user && clientUserForStaff && me.permissions.includes('users:disable') && !user.archivedAt ? (
        <ClientUserAccess user={user} />
      ) : null}
      {user?.status === 'invited' && me.permissions.includes('users:update') && !user.archivedAt ? (
        <Form.Item>
          <ResendInvitation user={user} />
        </Form.Item>
      ) : null}
    </>
  );
}
