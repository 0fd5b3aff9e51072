import type { Driver, DriverCreate, DriverUpdate } from '@recolecta/shared/drivers';
import { resourceApi } from '../../../lib/resource-api.ts';

export const driversApi = resourceApi<Driver, DriverCreate, DriverUpdate>('drivers');
