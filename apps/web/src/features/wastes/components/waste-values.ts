import type { Waste, WasteCreate } from '@recolecta/shared/wastes';
import type { WasteFormValues } from './waste-fields.tsx';

/** The request body from the form; empty optional fields travel as null. */
export function toWasteBody(values: WasteFormValues): WasteCreate {
  return {
    parentId: values.parentId ?? null,
    code: values.code,
    name: values.name,
    category: values.category,
    physicalState: values.physicalState,
    unit: values.unit,
    hazardCode: values.hazardCode || null,
    containerTypeId: values.containerTypeId ?? null,
    containerColour: values.containerColour ?? null,
    maxStorageDays: values.maxStorageDays ?? null,
    requiresRefrigeration: values.requiresRefrigeration,
    notes: values.notes || null,
  };
}

export function toWasteValues(waste: Waste): WasteFormValues {
  return {
    parentId: waste.parentId ?? undefined,
    code: waste.code,
    name: waste.name,
    category: waste.category,
    physicalState: waste.physicalState,
    unit: waste.unit,
    hazardCode: waste.hazardCode ?? undefined,
    containerTypeId: waste.containerTypeId ?? undefined,
    containerColour: waste.containerColour ?? undefined,
    maxStorageDays: waste.maxStorageDays,
    requiresRefrigeration: waste.requiresRefrigeration,
    notes: waste.notes ?? undefined,
  };
}

/** Where a waste is edited: sub-wastes have their own page, its id in the query (docs/product.md §5). */
export const wasteEditPath = (waste: Pick<Waste, 'id' | 'parentId'>) =>
  waste.parentId ? `/app/waste/edit/sub-waste?id=${waste.id}` : `/app/waste/edit/${waste.id}`;

export const subWasteAddPath = (parentId: string) =>
  `/app/waste/add/sub-waste?parentId=${encodeURIComponent(parentId)}`;

export const WASTE_LIST_PATH = '/app/waste';
