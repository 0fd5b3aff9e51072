import { actorOf, type ServiceContext } from '../../lib/context.ts';
import type { AcceptedImage } from '../../lib/images.ts';
import { assetsBySerials, assetsOnVehicles } from '../assets/assets.repository.ts';
import { assetsService } from '../assets/assets.service.ts';
import { insertEvidence, insertVisitAsset, visitAssetIds } from './field-records.repository.ts';

type EvidenceKind =
  | 'generator_signature'
  | 'driver_signature'
  | 'receiver_signature'
  | 'photo'
  | 'failure_photo';

/** A signature or photo, read and re-encoded by `acceptImage`, kept with its order and company; answers its id. */
export function saveImage(
  ctx: ServiceContext,
  owner: { orderId: string | null; companyId: string | null; kind: EvidenceKind },
  image: AcceptedImage,
) {
  return insertEvidence(ctx.db, ctx.scope, {
    ...owner,
    mime: image.mime,
    data: image.data,
    createdBy: actorOf(ctx),
  });
}

/**
 * The containers scanned at a stop ride the vehicle: each known serial (case aside) moves onto it and
 * is kept with the order; serials that name no container, or a retired one, are answered back.
 */
export async function loadScanned(
  ctx: ServiceContext,
  orderId: string,
  vehicleId: string,
  serials: string[],
) {
  const wanted = [...new Set(serials.map((s) => s.trim().toUpperCase()))].filter(Boolean);
  if (wanted.length === 0) return [];
  const found = await assetsBySerials(ctx.db, null, wanted);
  const unknown: string[] = [];
  for (const serial of wanted) {
    const asset = found.find((a) => a.serial.toUpperCase() === serial);
    if (!asset || asset.status === 'retired') {
      unknown.push(serial);
      continue;
    }
    if (asset.vehicleId !== vehicleId) {
      await assetsService.move(ctx, asset.id, {
        version: asset.version,
        to: { kind: 'vehicle', id: vehicleId },
        note: null,
      });
    }
    await insertVisitAsset(ctx.db, orderId, asset.id);
  }
  return unknown;
}

/** At the reception, the containers that rode with an order and are still on a vehicle go into a zone. */
export async function storeVisitAssets(ctx: ServiceContext, orderId: string, zoneId: string) {
  const riding = await assetsOnVehicles(ctx.db, null, await visitAssetIds(ctx.db, orderId));
  for (const asset of riding) {
    await assetsService.move(ctx, asset.id, {
      version: asset.version,
      to: { kind: 'zone', id: zoneId },
      note: null,
    });
  }
}
