import type { Waste, WasteCreate, WasteUpdate } from '@recolecta/shared/wastes';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { wastesApi } from '../api/wastes-api.ts';
import { WasteFields, type WasteFormValues } from '../components/waste-fields.tsx';
import { toWasteBody, toWasteValues, WASTE_LIST_PATH, wasteEditPath } from '../components/waste-values.ts';

/** A top-level waste stays top-level here; moving it under another is the sub-waste page's job. */
const toUpdate = ({ parentId: _parentId, ...body }: WasteCreate) => body;
const toBody = (values: WasteFormValues) => toWasteBody({ ...values, parentId: undefined });

/** Add (`/app/waste/add`) and edit (`/app/waste/edit/:id`) one top-level waste. */
export function WasteFormPage() {
  const { id } = useParams();
  // The same query the form page runs: a sub-waste opened here moves to its own page.
  const detail = useQuery({ ...wastesApi.detailOptions(id ?? ''), enabled: Boolean(id) });
  if (detail.data?.parentId) return <Navigate to={wasteEditPath(detail.data)} replace />;
  return (
    <ResourceFormPage<Waste, WasteFormValues, WasteCreate, WasteUpdate>
      api={wastesApi}
      resource="wastes"
      listPath={WASTE_LIST_PATH}
      id={id}
      initialValues={{ physicalState: 'solid', unit: 'kg', requiresRefrigeration: false }}
      toValues={toWasteValues}
      toCreate={toBody}
      toUpdate={(values) => toUpdate(toBody(values))}
      fields={(form, item) => <WasteFields form={form} sub={false} item={item} />}
    />
  );
}
