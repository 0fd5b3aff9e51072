import type { Driver } from '@recolecta/shared/drivers';

/** The colour of each driver status, in the list and the record's header. */
export const DRIVER_STATUS_COLOURS: Record<Driver['status'], string> = {
  active: 'green',
  on_leave: 'gold',
  inactive: 'default',
};
