import { LockOutlined } from '@ant-design/icons';
import type { Role } from '@recolecta/shared/roles';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { type ListColumn, type ListFilter, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { useCurrentUser } from '../../../lib/access.ts';
import { rolesApi } from '../api/roles-api.ts';

/** `/app/roles`: the roles catalog; staff see every role, an owner their company's and the owner role. */
export function RolesListPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { field, value } = useLabels('roles');
  const staff = me.role.scope === 'operator';
  const scopes = useOptions('roleScope', ['operator', 'company']);
  const columns: ListColumn<Role>[] = [
    { key: 'name', sortable: true },
    {
      key: 'scope',
      render: (r) => (
        <Tag color={r.scope === 'operator' ? 'blue' : 'green'}>{value('roleScope', r.scope)}</Tag>
      ),
    },
    {
      key: 'isSystem',
      render: (r) =>
        r.isSystem ? (
          <Tag icon={<LockOutlined />} color="purple">
            {value('boolean', true)}
          </Tag>
        ) : (
          value('boolean', false)
        ),
    },
    { key: 'permissions', render: (r) => t('roles:count', { count: r.permissions.length }) },
    { key: 'userCount' },
    { key: 'updatedAt', sortable: true, defaultHidden: true, render: (r) => formatDate(r.updatedAt) },
  ];
  const filters: ListFilter[] = staff ? [{ key: 'scope', label: field('scope'), options: scopes }] : [];
  return (
    <ResourceList<Role>
      api={rolesApi}
      labels="roles"
      columns={columns}
      linkColumn="name"
      defaultSort="name:asc"
      editPath={(r) => `/app/roles/edit/${r.id}`}
      addPath="/app/roles/add"
      canCreate={me.permissions.includes('roles:create')}
      filters={filters}
    />
  );
}
