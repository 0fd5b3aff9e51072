import type { LabelResource } from '@recolecta/shared/labels';
import type { Resource } from '@recolecta/shared/permissions';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceApi } from '../../lib/resource-api.ts';
import { RecordActions } from '../record/record-actions.tsx';
import { RecordFields, type RecordFieldsProps } from '../record/record-fields.tsx';
import { RecordHeader } from '../record/record-header.tsx';
import { RecordHistory } from '../record/record-history.tsx';
import { RecordPage } from '../record/record-page.tsx';
import { type RecordItem, useRecordPage } from '../record/use-record-page.ts';
import { useResourceCan } from './use-resource-can.ts';

interface FormPageProps<Item extends RecordItem, Values, Create, Update>
  extends Omit<RecordFieldsProps<Item, Values, Create, Update>, 'record' | 'canEdit' | 'children'> {
  api: ResourceApi<Item, Create, Update>;
  /** Its permissions and its words; its list is at `/app/<resource>` unless `listPath` says otherwise. */
  resource: Resource & LabelResource;
  listPath?: string;
  /** Present on edit pages. */
  id?: string;
  /** By default the resource's update permission on an edit page, its create permission on an add page. */
  canEdit?: boolean;
  /** By default the resource's delete permission. */
  canDelete?: boolean;
  title?: (item: Item) => ReactNode;
  status?: (item: Item) => ReactNode;
  /** On edit pages, in the side column before and after the record's actions (history comes last). */
  beforeActions?: (item: Item) => ReactNode;
  afterActions?: (item: Item) => ReactNode;
  /** Between the header and the fields. */
  notice?: ReactNode;
  fields: (form: FormInstance<Values>, item: Item | undefined) => ReactNode;
}

/**
 * The usual arrangement of the record pieces (components/record/) for a catalog without a lifecycle:
 * header, fields, archive/restore/delete and history, with room for the page's own links and panels.
 * A page that needs more composes the pieces itself (the drivers' and vehicles' pages add their
 * lifecycle).
 */
export function ResourceFormPage<Item extends RecordItem, Values, Create, Update>(
  props: FormPageProps<Item, Values, Create, Update>,
) {
  const can = useResourceCan(props.resource);
  const canEdit = props.canEdit ?? (props.id ? can.update : can.create);
  const canDelete = props.canDelete ?? can.delete;
  const record = useRecordPage({
    api: props.api,
    id: props.id,
    listPath: props.listPath ?? `/app/${props.resource}`,
    labels: props.resource,
  });
  return (
    <RecordPage
      record={record}
      side={(item) => (
        <>
          {props.beforeActions?.(item)}
          <RecordActions record={record} canEdit={canEdit} canDelete={canDelete} />
          {props.afterActions?.(item)}
          <RecordHistory record={record} />
        </>
      )}
    >
      <RecordHeader record={record} canRestore={canEdit} title={props.title} status={props.status} />
      {props.notice}
      <RecordFields
        record={record}
        canEdit={canEdit}
        initialValues={props.initialValues}
        toValues={props.toValues}
        toCreate={props.toCreate}
        toUpdate={props.toUpdate}
      >
        {props.fields}
      </RecordFields>
    </RecordPage>
  );
}
