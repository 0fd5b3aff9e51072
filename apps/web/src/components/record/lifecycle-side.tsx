import { LifecycleActions, type LifecycleProps, TransitionTimeline } from './lifecycle-actions.tsx';
import { RecordActions } from './record-actions.tsx';
import { RecordHistory } from './record-history.tsx';
import type { RecordItem } from './use-record-page.ts';

/**
 * The side column of a loaded record with a lifecycle: the moves its status allows, archive and
 * delete, and the history with the status changes. Pages give it once the record is loaded (the
 * layout has no side column before).
 */
export function LifecycleSide<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Create,
  Update,
>({
  canEdit,
  canDelete,
  archivable = true,
  ...lifecycle
}: LifecycleProps<S, N, Item, Create, Update> & {
  canEdit: boolean;
  canDelete: boolean;
  /** Records that end by their lifecycle (orders, routes) are never archived nor deleted. */
  archivable?: boolean;
}) {
  const { record, statusGroup } = lifecycle;
  return (
    <>
      <LifecycleActions {...lifecycle} />
      {archivable ? <RecordActions record={record} canEdit={canEdit} canDelete={canDelete} /> : null}
      <RecordHistory record={record}>
        <TransitionTimeline record={record} statusGroup={statusGroup} />
      </RecordHistory>
    </>
  );
}
