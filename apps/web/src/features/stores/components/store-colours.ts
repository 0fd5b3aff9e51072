import type { StoreType, ZoneType } from '@recolecta/shared/stores';

export const STORE_TYPE_COLOURS: Record<StoreType, string> = {
  warehouse: 'blue',
  transfer_station: 'geekblue',
  treatment_plant: 'purple',
  final_disposal: 'default',
};

export const ZONE_TYPE_COLOURS: Record<ZoneType, string> = {
  reception: 'blue',
  cold_storage: 'cyan',
  general: 'default',
  washing: 'gold',
};

/** The fill bar's colour: full zones stand out. */
export const fillStatus = (fill: number) => (fill >= 1 ? 'exception' : fill >= 0.8 ? 'active' : 'normal');
