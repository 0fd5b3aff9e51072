import type { ReactNode } from 'react';
import { LifecycleActions, type LifecycleProps } from './lifecycle-actions.tsx';
import { RecordActions } from './record-actions.tsx';
import { RecordHistory } from './record-history.tsx';
import { RecordPage } from './record-page.tsx';
import { TransitionTimeline } from './transition-timeline.tsx';
import type { RecordItem } from './use-record-page.ts';

type LifecycleSideProps<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Create,
  Update,
> = LifecycleProps<S, N, Item, Create, Update> & {
  archive?: { canEdit: boolean; canDelete: boolean };
};

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
>({ archive, ...lifecycle }: LifecycleSideProps<S, N, Item, Create, Update>) {
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

/** A record's page (RecordPage) whose side column, once the record is loaded, is its lifecycle's. */
export function LifecycleRecordFrame<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Create,
  Update,
>({ children, ...side }: LifecycleSideProps<S, N, Item, Create, Update> & { children: ReactNode }) {
  return (
    <RecordPage record={side.record} side={() => <LifecycleSide {...side} />}>
      {children}
    </RecordPage>
  );
}
