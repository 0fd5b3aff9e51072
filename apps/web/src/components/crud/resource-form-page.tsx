import type { LabelResource } from '@recolecta/shared/labels';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceApi } from '../../lib/resource-api.ts';
import { RecordActions } from '../record/record-actions.tsx';
import { RecordFields } from '../record/record-fields.tsx';
import { RecordHeader } from '../record/record-header.tsx';
import { RecordHistory } from '../record/record-history.tsx';
import { RecordLayout, RecordPage } from '../record/record-page.tsx';
import { type RecordItem, useRecordPage } from '../record/use-record-page.ts';

interface FormPageProps<Item extends RecordItem, Values, Create, Update> {
  api: ResourceApi<Item, Create, Update>;
  labels: LabelResource;
  listPath: string;
  /** Present on edit pages. */
  id?: string;
  canEdit: boolean;
  canDelete: boolean;
  initialValues: Partial<Values>;
  toValues: (item: Item) => Values;
  toCreate: (values: Values) => Create;
  toUpdate: (values: Values, item: Item) => Omit<Update, 'version'>;
  fields: (form: FormInstance<Values>, item: Item | undefined) => ReactNode;
}

/**
 * The usual arrangement of the record pieces (components/record/) for a catalog without a lifecycle:
 * header, fields, archive/restore/delete and history. A page that needs more composes the pieces
 * itself (the drivers' and vehicles' pages add their lifecycle).
 */
export function ResourceFormPage<Item extends RecordItem, Values, Create, Update>(
  props: FormPageProps<Item, Values, Create, Update>,
) {
  const record = useRecordPage({
    api: props.api,
    id: props.id,
    listPath: props.listPath,
    labels: props.labels,
  });
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          record.item ? (
            <>
              <RecordActions record={record} canEdit={props.canEdit} canDelete={props.canDelete} />
              <RecordHistory record={record} />
            </>
          ) : null
        }
      >
        <RecordHeader record={record} canRestore={props.canEdit} />
        <RecordFields
          record={record}
          canEdit={props.canEdit}
          initialValues={props.initialValues}
          toValues={props.toValues}
          toCreate={props.toCreate}
          toUpdate={props.toUpdate}
        >
          {props.fields}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
