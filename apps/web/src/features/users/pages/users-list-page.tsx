import { userStatuses } from '@recolecta/shared/auth';
import type { User } from '@recolecta/shared/users';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { type ListColumn, type ListFilter, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { roleText } from '../../../components/use-role-label.ts';
import { useCurrentUser } from '../../../lib/access.ts';
import { usersApi } from '../api/users-api.ts';
import { USER_STATUS_COLOURS } from '../components/user-status.ts';

/** `/app/users`: staff see every user (with their company), an owner the users of their company. */
export function UsersListPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { field, value, locale } = useLabels('users', 'systemRole');
  const staff = me.role.scope === 'operator';
  const statusOptions = useOptions('userStatus', userStatuses);
  const scopeOptions = useOptions('roleScope', ['operator', 'company']);
  const columns: ListColumn<User>[] = [
    { key: 'name', sortable: true },
    { key: 'email', sortable: true },
    { key: 'role', render: (u) => roleText(u.role, locale) },
    ...(staff ? [{ key: 'companyName', render: (u: User) => u.companyName ?? '—' }] : []),
    {
      key: 'status',
      sortable: true,
      render: (u) => <Tag color={USER_STATUS_COLOURS[u.status]}>{value('userStatus', u.status)}</Tag>,
    },
    {
      key: 'lastLoginAt',
      sortable: true,
      render: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t('users:never')),
    },
    { key: 'phone', defaultHidden: true },
    { key: 'createdAt', sortable: true, defaultHidden: true, render: (u) => formatDateTime(u.createdAt) },
  ];
  const filters: ListFilter[] = [
    { key: 'status', label: field('status'), options: statusOptions },
    ...(staff ? [{ key: 'scope', label: t('users:scopeFilter'), options: scopeOptions }] : []),
  ];
  return (
    <ResourceList<User>
      api={usersApi}
      labels="users"
      columns={columns}
      linkColumn="name"
      defaultSort="name:asc"
      editPath={(u) => `/app/users/edit/${u.id}`}
      addPath="/app/users/add"
      canCreate={me.permissions.includes('users:create')}
      filters={filters}
    />
  );
}
