import type { ValueLabelGroup } from '@recolecta/shared/labels';
import type { Lifecycle } from '@recolecta/shared/lifecycle';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ResourceApi } from '../../lib/resource-api.ts';
import { useResourceCan } from '../crud/use-resource-can.ts';
import { LifecycleRecordFrame } from './lifecycle-side.tsx';
import { RecordFields } from './record-fields.tsx';
import { RecordHeader } from './record-header.tsx';
import { StatusTag } from './status-tag.tsx';
import { type RecordItem, useRecordPage } from './use-record-page.ts';

interface LifecycleRecordPageProps<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Values,
  Create extends { status?: unknown },
  Update,
> {
  /** The resource: its permissions, its list at `/app/<resource>`, its words and field labels. */
  resource: 'drivers' | 'vehicles';
  api: ResourceApi<Item, Create, Update>;
  lifecycle: Lifecycle<S, N>;
  /** The value labels of the statuses (`driverStatus`). */
  statusGroup: ValueLabelGroup;
  statusColours: Readonly<Record<S, string>>;
  title: (item: Item) => string;
  initialValues: Partial<Values>;
  toValues: (item: Item) => Values;
  toCreate: (values: Values) => Create;
  /** The form's fields; `adding` when there is no record yet. */
  fields: (adding: boolean) => ReactNode;
}

/**
 * Add (`/app/<resource>/add`) and edit (`/app/<resource>/edit/:id`) one record whose status moves by
 * a lifecycle, composed of the record pieces: the header with the status, the fields, the lifecycle's
 * actions, archive and delete, and the history with the status changes. The status is not the form's
 * to change once the record exists: the lifecycle's actions change it (PATCH refuses it).
 */
export function LifecycleRecordPage<
  S extends string,
  N extends string,
  Item extends RecordItem & { status: S },
  Values,
  Create extends { status?: unknown },
  Update,
>(props: LifecycleRecordPageProps<S, N, Item, Values, Create, Update>) {
  const { resource, api, statusGroup, statusColours } = props;
  const { id } = useParams();
  const can = useResourceCan(resource);
  const record = useRecordPage({ api, id, listPath: `/app/${resource}`, labels: resource });
  const toUpdate = (values: Values) => {
    const { status: _status, ...rest } = props.toCreate(values);
    // The update body is the create body without the status (the shared schemas say so); TypeScript
    // cannot see that through the generic types.
    return rest as unknown as Omit<Update, 'version'>;
  };
  return (
    <LifecycleRecordFrame
      record={record}
      lifecycle={props.lifecycle}
      words={resource}
      statusGroup={statusGroup}
      archive={{ canEdit: can.update, canDelete: can.delete }}
    >
      <RecordHeader
        canRestore={can.update}
        record={record}
        title={props.title}
        status={(item) => <StatusTag group={statusGroup} value={item.status} colours={statusColours} />}
      />
      <RecordFields
        record={record}
        canEdit={id ? can.update : can.create}
        initialValues={props.initialValues}
        toValues={props.toValues}
        toCreate={props.toCreate}
        toUpdate={toUpdate}
      >
        {() => props.fields(!id)}
      </RecordFields>
    </LifecycleRecordFrame>
  );
}
