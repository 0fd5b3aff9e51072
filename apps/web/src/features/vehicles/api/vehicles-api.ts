import type { Vehicle, VehicleCreate, VehicleUpdate } from '@recolecta/shared/vehicles';
import { resourceApi } from '../../../lib/resource-api.ts';

export const vehiclesApi = resourceApi<Vehicle, VehicleCreate, VehicleUpdate>('vehicles');
