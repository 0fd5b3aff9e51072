import type { User, UserCreate, UserUpdate } from '@recolecta/shared/users';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useCurrentUser } from '../../../lib/access.ts';
import { usersApi } from '../api/users-api.ts';
import { settableStatus, UserFields, type UserFormValues } from '../components/user-fields.tsx';

function toValues(user: User): UserFormValues {
  return {
    email: user.email,
    name: user.name,
    phone: user.phone ?? undefined,
    roleId: user.role.id,
    locale: user.locale,
    status: settableStatus(user.status) ? (user.status as 'active' | 'disabled') : undefined,
  };
}

function toCreate(values: UserFormValues): UserCreate {
  return {
    email: values.email,
    name: values.name,
    phone: values.phone || null,
    roleId: values.roleId,
    locale: values.locale,
  };
}

/** Only what changed: re-sending one's own role or status would read as a change the API refuses. */
function toUpdate(values: UserFormValues, user: User): Omit<UserUpdate, 'version'> {
  const changes: Omit<UserUpdate, 'version'> = {};
  if (values.name !== user.name) changes.name = values.name;
  if ((values.phone || null) !== user.phone) changes.phone = values.phone || null;
  if (values.roleId !== user.role.id) changes.roleId = values.roleId;
  if (values.locale !== user.locale) changes.locale = values.locale;
  if (values.status && settableStatus(user.status) && values.status !== user.status)
    changes.status = values.status;
  return changes;
}

/** Add (`/app/users/add`, an invitation) and edit (`/app/users/edit/:id`) a user. */
export function UserFormPage() {
  const { id } = useParams();
  const me = useCurrentUser();
  // The record the page loads (same query): staff read a client company's user and may only close or
  // reopen the account (its own section), not edit, archive or delete it.
  const { data: user } = useQuery({ ...usersApi.detailOptions(id ?? ''), enabled: Boolean(id) });
  const clientUserForStaff = me.role.scope === 'operator' && Boolean(user?.companyId);
  return (
    <ResourceFormPage<User, UserFormValues, UserCreate, UserUpdate>
      api={usersApi}
      resource="users"
      id={id}
      canEdit={!clientUserForStaff && me.permissions.includes(id ? 'users:update' : 'users:create')}
      canDelete={!clientUserForStaff && me.permissions.includes('users:delete') && id !== me.id}
      initialValues={{ locale: me.locale }}
      toValues={toValues}
      toCreate={toCreate}
      toUpdate={toUpdate}
      fields={(_form, user) => <UserFields user={user} />}
    />
  );
}
