import { LockOutlined } from '@ant-design/icons';
import type { RoleScope } from '@recolecta/shared/permissions';
import { type Role, type RoleCreate, type RoleUpdate, roleCreateSchema } from '@recolecta/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { useCurrentUser } from '../../../lib/access.ts';
import { rolesApi } from '../api/roles-api.ts';
import { PermissionMatrix } from '../components/permission-matrix.tsx';
import { grantablePermissions } from '../grants.ts';

/** The form's values: the body the API takes. */
type RoleValues = RoleCreate;

// A role's permissions are the ones the API grants: the answer's list holds only those.
const toValues = (role: Role): RoleValues => ({
  name: role.name,
  permissions: role.permissions as RoleValues['permissions'],
});
const toCreate = (values: RoleValues): RoleCreate => ({ name: values.name, permissions: values.permissions });
const toUpdate = (values: RoleValues): Omit<RoleUpdate, 'version'> => toCreate(values);

function RoleFields({ role, scope, locked }: { role: Role | undefined; scope: RoleScope; locked: boolean }) {
  const { t } = useTranslation();
  const { field, value, locale } = useLabels('roles');
  const me = useCurrentUser();
  return (
    <>
      {role?.isSystem ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={t('roles:systemLocked')}
          style={{ marginBottom: 16 }}
          data-testid="system-role"
        />
      ) : null}
      <Form.Item
        name="name"
        label={field('name')}
        rules={zodRules(roleCreateSchema.shape.name, field('name'), locale)}
      >
        <Input maxLength={80} autoFocus={!locked} />
      </Form.Item>
      <Form.Item label={field('scope')}>
        <Tag>{value('roleScope', scope)}</Tag>
      </Form.Item>
      <Form.Item
        name="permissions"
        label={field('permissions')}
        extra={locked ? undefined : t('roles:grantHint')}
      >
        <PermissionMatrix
          scope={scope}
          grantable={grantablePermissions(scope, me.permissions)}
          readOnly={locked}
        />
      </Form.Item>
    </>
  );
}

/**
 * Add (`/app/roles/add`) and edit (`/app/roles/edit/:id`) a role. A new role takes its creator's scope
 * (an admin's operator catalog, an owner's company); system roles are shown read-only.
 */
export function RoleFormPage() {
  const { id } = useParams();
  const me = useCurrentUser();
  // The same query the form page runs: a system role (or another catalog's) turns the page read-only.
  const role = useQuery({ ...rolesApi.detailOptions(id ?? ''), enabled: Boolean(id) });
  // Staff read every company's roles but change only the operator's (decision 0003).
  const locked =
    Boolean(role.data?.isSystem) || (role.data !== undefined && role.data.scope !== me.role.scope);
  const canEdit = !locked && me.permissions.includes(id ? 'roles:update' : 'roles:create');
  return (
    <ResourceFormPage<Role, RoleValues, RoleCreate, RoleUpdate>
      api={rolesApi}
      resource="roles"
      id={id}
      canEdit={canEdit}
      canDelete={!locked && me.permissions.includes('roles:delete')}
      initialValues={{ permissions: [] }}
      toValues={toValues}
      toCreate={toCreate}
      toUpdate={toUpdate}
      fields={(_form, item) => (
        <RoleFields role={item} scope={item?.scope ?? me.role.scope} locked={!canEdit} />
      )}
    />
  );
}
