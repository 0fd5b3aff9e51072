import { LifecycleActions, type LifecycleProps } from './lifecycle-actions.tsx';
import { RecordActions } from './record-actions.tsx';
import { RecordHistory } from './record-history.tsx';
import { TransitionTimeline } from './transition-timeline.tsx';
import type { RecordItem } from './use-record-page.ts';

/**
 * The side column of a loaded record with a lifecycle: the moves its status allows, archive and
 * delete when the record has them (`archive`), and the history with the status changes. Records that
 * end by their lifecycle (clients, orders, routes, manifests) are never archived nor deleted.
 */
export function LifecycleSide<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Create,
  Update,
>({
  archive,
  ...lifecycle
}: LifecycleProps<S, N, Item, Create, Update> & {
  archive?: { canEdit: boolean; canDelete: boolean };
}) {
  const { record, statusGroup } = lifecycle;
  return (
    <>
      <LifecycleActions {...lifecycle} />
      {archive ? (
        <RecordActions record={record} canEdit={archive.canEdit} canDelete={archive.canDelete} />
      ) : null}
      <RecordHistory record={record}>
        <TransitionTimeline record={record} statusGroup={statusGroup} />
      </RecordHistory>
    </>
  );
}
