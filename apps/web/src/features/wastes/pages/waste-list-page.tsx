import { PlusOutlined } from '@ant-design/icons';
import type { Container } from '@recolecta/shared/containers';
import { PHYSICAL_STATES, WASTE_CATEGORIES, WASTE_LEVELS, type Waste } from '@recolecta/shared/wastes';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColourLabel } from '../../../components/crud/colour-label.tsx';
import { formatDate } from '../../../components/crud/dates.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { useCan } from '../../../lib/access.ts';
import { api } from '../../../lib/api-client.ts';
import type { ListAnswer } from '../../../lib/resource-api.ts';
import { type WasteRow, wastesApi, wasteTreeOptions } from '../api/wastes-api.ts';
import { subWasteAddPath, wasteEditPath } from '../components/waste-values.ts';

const CATEGORY_COLOURS: Record<Waste['category'], string> = {
  rpbi: 'red',
  hazardous: 'orange',
  special_handling: 'purple',
  urban: 'default',
};

/** Container types by id, archived ones too, to name the container each waste requires. */
function useContainerNames() {
  const query = { pageSize: 100, archived: 'include', sort: 'code:asc' };
  const containers = useQuery({
    queryKey: ['containers', 'options', query],
    queryFn: ({ signal }) => api.get<ListAnswer<Container>>('/containers', { query, signal }),
    staleTime: 30_000,
  });
  return new Map((containers.data?.data ?? []).map((c) => [c.id, c]));
}

/**
 * `/app/waste`: the catalog as a tree of wastes and their sub-wastes. A search or filter shows the
 * server's flat, paginated list instead, where a matching sub-waste appears even when its parent does
 * not match, and the export holds exactly the rows on screen.
 */
export function WasteListPage() {
  const can = {
    create: useCan('wastes:create'),
  };
  const { t } = useTranslation();
  const { field, value } = useLabels('wastes');
  const containers = useContainerNames();
  const canCreate = can.create;
  const columns: ListColumn<WasteRow>[] = [
    { key: 'code', sortable: true, fixed: 'left' },
    { key: 'name', sortable: true, width: 300 },
    {
      key: 'level',
      // Both levels in one style, a tag each: "Residuo" and "Subresiduo" read as the same kind of thing.
      render: (w) => (
        <Tag data-testid="waste-level" color={w.parentId ? undefined : 'blue'}>
          {value('wasteLevel', w.parentId ? 'sub' : 'top')}
        </Tag>
      ),
    },
    {
      key: 'category',
      sortable: true,
      render: (w) => <Tag color={CATEGORY_COLOURS[w.category]}>{value('wasteCategory', w.category)}</Tag>,
    },
    { key: 'physicalState', sortable: true, render: (w) => value('physicalState', w.physicalState) },
    { key: 'unit', sortable: true, render: (w) => value('unit', w.unit) },
    { key: 'hazardCode', sortable: true, render: (w) => w.hazardCode ?? '—' },
    {
      key: 'containerTypeId',
      render: (w) => {
        const container = w.containerTypeId ? containers.get(w.containerTypeId) : undefined;
        if (!container) return '—';
        return (
          <Tooltip title={container.name}>
            <span>{container.code}</span>
          </Tooltip>
        );
      },
    },
    { key: 'containerColour', sortable: true, render: (w) => <ColourLabel colour={w.containerColour} /> },
    { key: 'maxStorageDays', sortable: true, defaultHidden: true, render: (w) => w.maxStorageDays ?? '—' },
    {
      key: 'requiresRefrigeration',
      sortable: true,
      render: (w) => value('boolean', w.requiresRefrigeration),
    },
    { key: 'updatedAt', sortable: true, defaultHidden: true, render: (w) => formatDate(w.updatedAt) },
  ];
  if (canCreate) {
    columns.push({
      key: 'actions',
      title: t('common:crud.actions'),
      fixed: 'right',
      render: (w) =>
        // Only top-level wastes take sub-wastes: the tree is two levels deep.
        w.parentId || w.archivedAt ? null : (
          <Link
            to={subWasteAddPath(w.id)}
            onClick={(e) => e.stopPropagation()}
            data-testid={`add-sub-waste-${w.code}`}
          >
            <Button size="small" icon={<PlusOutlined />} tabIndex={-1}>
              {t('wastes:addSubWaste')}
            </Button>
          </Link>
        ),
    });
  }
  return (
    <ResourceList<WasteRow>
      api={wastesApi}
      labels="wastes"
      columns={columns}
      linkColumn="code"
      defaultSort="code:asc"
      editPath={wasteEditPath}
      addPath="/app/waste/add"
      canCreate={canCreate}
      unfilteredRows={wasteTreeOptions()}
      filters={[
        {
          key: 'category',
          label: field('category'),
          options: useOptions('wasteCategory', WASTE_CATEGORIES),
        },
        {
          key: 'physicalState',
          label: field('physicalState'),
          options: useOptions('physicalState', PHYSICAL_STATES),
        },
        { key: 'level', label: field('level'), options: useOptions('wasteLevel', WASTE_LEVELS) },
      ]}
    />
  );
}
