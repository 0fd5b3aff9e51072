import type { Vehicle } from '@recolecta/shared/vehicles';

/** The colour of each vehicle status, in the list and the record's header. */
export const VEHICLE_STATUS_COLOURS: Record<Vehicle['status'], string> = {
  available: 'green',
  in_service: 'blue',
  maintenance: 'gold',
  retired: 'default',
};
