import type { Role, RoleCreate, RoleUpdate } from '@recolecta/shared/roles';
import { resourceApi } from '../../../lib/resource-api.ts';

export const rolesApi = resourceApi<Role, RoleCreate, RoleUpdate>('roles');
