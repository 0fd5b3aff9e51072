import type { Waste, WasteCreate } from '@recolecta/shared/wastes';
import { formCodec } from '../../../components/crud/form-values.ts';
import type { WasteFormValues } from './waste-fields.tsx';

/** Every field of the form and how it goes between the record, the form and the body. */
const wasteForm = formCodec<WasteFormValues, WasteCreate, Waste>({
  parentId: 'text',
  code: 'value',
  name: 'value',
  category: 'value',
  physicalState: 'value',
  unit: 'value',
  hazardCode: 'text',
  containerTypeId: 'text',
  containerColour: 'text',
  maxStorageDays: 'optional',
  requiresRefrigeration: 'value',
  notes: 'text',
});

/** The request body from the form; empty optional fields travel as null. */
export const toWasteBody = wasteForm.toBody;
export const toWasteValues = wasteForm.toValues;

/** Where a waste is edited: sub-wastes have their own page, its id in the query (docs/product.md §5). */
export const wasteEditPath = (waste: Pick<Waste, 'id' | 'parentId'>) =>
  waste.parentId ? `/app/waste/edit/sub-waste?id=${waste.id}` : `/app/waste/edit/${waste.id}`;

export const subWasteAddPath = (parentId: string) =>
  `/app/waste/add/sub-waste?parentId=${encodeURIComponent(parentId)}`;

export const WASTE_LIST_PATH = '/app/waste';
