import { CONTAINER_MATERIALS, type Container } from '@recolecta/shared/containers';
import { Flex, Tag, Tooltip } from 'antd';
import { ColourLabel, useColourOptions } from '../../../components/crud/colour-label.tsx';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { useCan } from '../../../lib/access.ts';
import { containersApi } from '../api/containers-api.ts';

export function ContainersListPage() {
  const can = {
    create: useCan('containers:create'),
  };
  const { field, value } = useLabels('containers');
  const number = useNumberFormat();
  const columns: ListColumn<Container>[] = [
    { key: 'code', sortable: true, fixed: 'left' },
    { key: 'name', sortable: true, width: 280 },
    { key: 'material', sortable: true, render: (c) => value('containerMaterial', c.material) },
    { key: 'colour', sortable: true, render: (c) => <ColourLabel colour={c.colour} /> },
    { key: 'capacityL', sortable: true, render: (c) => number(c.capacityL) },
    { key: 'tareKg', sortable: true, render: (c) => number(c.tareKg, 3) },
    { key: 'reusable', sortable: true, render: (c) => value('boolean', c.reusable) },
    {
      key: 'wasteIds',
      render: (c) =>
        c.wastes.length === 0 ? (
          '—'
        ) : (
          <Flex gap={4} wrap style={{ maxWidth: 320 }}>
            {c.wastes.map((w) => (
              <Tooltip key={w.id} title={w.name}>
                <Tag style={{ marginInlineEnd: 0 }}>{w.code}</Tag>
              </Tooltip>
            ))}
          </Flex>
        ),
    },
    { key: 'updatedAt', sortable: true, defaultHidden: true, render: (c) => formatDate(c.updatedAt) },
  ];
  const colourOptions = useColourOptions();
  return (
    <ResourceList<Container>
      api={containersApi}
      labels="containers"
      columns={columns}
      linkColumn="code"
      defaultSort="code:asc"
      editPath={(c) => `/app/containers/edit/${c.id}`}
      addPath="/app/containers/add"
      canCreate={can.create}
      filters={[
        {
          key: 'material',
          label: field('material'),
          options: useOptions('containerMaterial', CONTAINER_MATERIALS),
        },
        { key: 'colour', label: field('colour'), options: colourOptions },
        { key: 'reusable', label: field('reusable'), options: useOptions('boolean', ['true', 'false']) },
      ]}
    />
  );
}
