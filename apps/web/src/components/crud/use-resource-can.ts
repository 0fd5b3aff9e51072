import type { Resource } from '@recolecta/shared/permissions';
import { usePermissions } from '../../lib/access.ts';

/** What the signed-in user may do with a resource's records: add, change, delete or archive. */
export function useResourceCan(resource: Resource) {
  const permissions = usePermissions();
  return {
    create: permissions.includes(`${resource}:create`),
    update: permissions.includes(`${resource}:update`),
    delete: permissions.includes(`${resource}:delete`),
  };
}
