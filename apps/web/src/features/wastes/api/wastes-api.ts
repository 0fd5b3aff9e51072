import type { Waste, WasteCreate, WasteTreeNode, WasteUpdate } from '@recolecta/shared/wastes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

/** Wastes and sub-wastes alike: a sub-waste is a waste with a `parentId` (docs/product.md §7). */
export const wastesApi = resourceApi<Waste, WasteCreate, WasteUpdate>('wastes');

/** A row of the tree page; a waste without sub-wastes has no `children`, so it shows no expander. */
export type WasteRow = Waste & { children?: Waste[] };

/** Every waste not archived, as a tree; under the resource's key, so every change refreshes it. */
export const wasteTreeOptions = () =>
  queryOptions({
    queryKey: [wastesApi.path, 'tree'] as readonly unknown[],
    queryFn: async ({ signal }): Promise<WasteRow[]> => {
      const { data } = await api.get<{ data: WasteTreeNode[] }>('/wastes/tree', { signal });
      return data.map(({ children, ...waste }) => (children.length > 0 ? { ...waste, children } : waste));
    },
  });
