import type { Manifest, ManifestLine } from '@recolecta/shared/manifests';
import { Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';

/** The waste table of the form: a line per RPBI category, and the totals. */
export function WasteLines({ manifest }: { manifest: Manifest }) {
  const { t } = useTranslation();
  const { field, value } = useLabels('manifests', 'manifestCategory');
  const number = useNumberFormat();
  return (
    <Card size="small" title={t('manifests:ui.sections.wastes')} data-testid="manifest-wastes">
      <Table<ManifestLine>
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={manifest.lines}
        columns={[
          {
            key: 'category',
            title: `${field('category')} · ${field('containers')}`,
            render: (_v, l) => (
              <Flex vertical>
                <Typography.Text>{value('manifestCategory', l.category)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {l.containers}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'capacityL',
            title: field('capacityL'),
            align: 'right',
            render: (_v, l) => number(l.capacityL),
          },
          { key: 'quantity', title: field('quantity'), align: 'right', dataIndex: 'quantity' },
          { key: 'unit', title: field('unit'), dataIndex: 'unit' },
          { key: 'kg', title: field('totalKg'), align: 'right', render: (_v, l) => number(l.kg) },
          {
            key: 'receivedKg',
            title: field('receivedKg'),
            align: 'right',
            render: (_v, l) => number(l.receivedKg),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <Typography.Text strong>{t('manifests:ui.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong data-testid="manifest-total">
                {number(manifest.totalKg)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong data-testid="manifest-received">
                {number(manifest.receivedKg)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
