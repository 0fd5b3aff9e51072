import type { Waste, WasteCreate, WasteUpdate } from '@recolecta/shared/wastes';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { wastesApi } from '../api/wastes-api.ts';
import { WasteFields, type WasteFormValues } from '../components/waste-fields.tsx';
import { toWasteBody, toWasteValues, WASTE_LIST_PATH, wasteEditPath } from '../components/waste-values.ts';

/**
 * Add (`/app/waste/add/sub-waste?parentId=…`) and edit (`/app/waste/edit/sub-waste?id=…`) one
 * sub-waste. docs/product.md §5 fixes these paths without an id segment, so the ids travel in the query.
 */
export function SubWasteFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') || undefined;
  const parentId = params.get('parentId') || undefined;
  const detail = useQuery({ ...wastesApi.detailOptions(id ?? ''), enabled: Boolean(id) });
  if (detail.data && !detail.data.parentId) return <Navigate to={wasteEditPath(detail.data)} replace />;
  return (
    <ResourceFormPage<Waste, WasteFormValues, WasteCreate, WasteUpdate>
      // A new id in the URL is another record: start its form afresh.
      key={id ?? 'new'}
      api={wastesApi}
      resource="wastes"
      listPath={WASTE_LIST_PATH}
      id={id}
      initialValues={{ parentId, requiresRefrigeration: false }}
      toValues={toWasteValues}
      toCreate={toWasteBody}
      toUpdate={toWasteBody}
      fields={(form, item) => <WasteFields form={form} sub item={item} />}
    />
  );
}
