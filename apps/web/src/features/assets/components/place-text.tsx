import type { PlaceView } from '@recolecta/shared/assets';
import { Typography } from 'antd';
import { useLabels } from '../../../components/crud/use-labels.ts';

/** Where a container is or was: the place's name and its store or client, or only its kind when hidden. */
export function PlaceText({ place }: { place: PlaceView | null }) {
  const { value } = useLabels('assets', 'placeKind');
  if (!place) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!place.name)
    return <Typography.Text type="secondary">{value('placeKind', place.kind)}</Typography.Text>;
  return (
    <span>
      {place.name}
      {place.parent ? <Typography.Text type="secondary"> · {place.parent}</Typography.Text> : null}
    </span>
  );
}
