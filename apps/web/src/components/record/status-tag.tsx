import type { ValueLabelGroup } from '@recolecta/shared/labels';
import { Tag } from 'antd';
import { useLabels } from '../crud/use-labels.ts';

/** A status as a coloured tag in the user's language (lists, the record header). */
export function StatusTag<S extends string>({
  group,
  value,
  colours,
}: {
  group: ValueLabelGroup;
  value: S;
  colours: Readonly<Record<S, string>>;
}) {
  const { value: label } = useLabels('common', group);
  return (
    <Tag color={colours[value]} data-testid="status-tag">
      {label(group, value)}
    </Tag>
  );
}
