import { ACTIONS, type RoleScope } from '@recolecta/shared/permissions';
import { Checkbox, ConfigProvider, Table, Tooltip, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { permissionOf, resourcesForScope, togglePermission } from '../grants.ts';

interface Row {
  resource: ReturnType<typeof resourcesForScope>[number];
}

/**
 * The role's permissions as resources × read/create/update/delete (docs/product.md §1). Cells the editor may
 * not grant are disabled; a system role's matrix is read-only. An Ant Design form control
 * (`value` / `onChange`).
 */
export function PermissionMatrix({
  value = [],
  onChange,
  scope,
  grantable,
  readOnly = false,
  id,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
  scope: RoleScope;
  grantable: ReadonlySet<string>;
  readOnly?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const held = new Set(value);
  const columns: ColumnsType<Row> = [
    {
      key: 'resource',
      title: t('roles:resource'),
      render: (_: unknown, row) => (
        <Typography.Text strong>{t(`roles:resources.${row.resource}`)}</Typography.Text>
      ),
    },
    ...ACTIONS.map((action) => ({
      key: action,
      title: t(`roles:actions.${action}`),
      align: 'center' as const,
      width: 110,
      render: (_: unknown, row: Row) => {
        const permission = permissionOf(row.resource, action);
        const allowed = grantable.has(permission);
        const label = `${t(`roles:resources.${row.resource}`)}: ${t(`roles:actions.${action}`)}`;
        const box = (
          <Checkbox
            checked={held.has(permission)}
            disabled={readOnly || !allowed}
            aria-label={label}
            data-permission={permission}
            onChange={(event) =>
              onChange?.(togglePermission(value, permission, event.target.checked, grantable))
            }
          />
        );
        return allowed || readOnly ? box : <Tooltip title={t('roles:notGrantable')}>{box}</Tooltip>;
      },
    })),
  ];
  const table = (
    <Table<Row>
      id={id}
      rowKey="resource"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={resourcesForScope(scope).map((resource) => ({ resource }))}
      scroll={{ x: 'max-content' }}
      data-testid="permission-matrix"
    />
  );
  if (!readOnly) return table;
  // Read-only, the ticks keep the brand colour: grey disabled ticks are hard to tell from empty boxes.
  return (
    <ConfigProvider theme={{ components: { Checkbox: { colorTextDisabled: token.colorPrimary } } }}>
      {table}
    </ConfigProvider>
  );
}
