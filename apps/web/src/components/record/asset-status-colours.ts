import type { AssetStatus } from '@recolecta/shared/assets';

export const ASSET_STATUS_COLOURS: Record<AssetStatus, string> = {
  in_store: 'blue',
  at_client: 'green',
  on_vehicle: 'purple',
  washing: 'gold',
  retired: 'default',
};
