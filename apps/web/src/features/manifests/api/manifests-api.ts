import type { Manifest } from '@recolecta/shared/manifests';
import type { Order, OrderCreate, OrderUpdate } from '@recolecta/shared/orders';
import { downloadFile } from '../../../lib/download.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

/** The register: read, export and close; manifests are made by the collections, never by hand. */
export const manifestsApi = resourceApi<Manifest, never, never>('manifests');

/** The orders, under their own keys: a reception refreshes the orders' lists everywhere. */
export const receptionOrdersApi = resourceApi<Order, OrderCreate, OrderUpdate>('orders');

/** Saves a manifest's PDF (`GET /manifests/:id/manifest.pdf`, with the session's token). */
export const downloadManifestPdf = (manifest: Pick<Manifest, 'id' | 'folio'>) =>
  downloadFile(`manifests/${manifest.id}/manifest.pdf`, new URLSearchParams(), `${manifest.folio}.pdf`);
