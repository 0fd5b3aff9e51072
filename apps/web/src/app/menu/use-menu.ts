import { useMemo } from 'react';
import { useCurrentUser } from '../../lib/access.ts';
import { filterMenu } from './filter-menu.ts';
import { MENU, type MenuEntry } from './menu-entries.ts';

export function useMenu(): MenuEntry[] {
  const me = useCurrentUser();
  return useMemo(() => filterMenu(MENU, me.role.scope, me.permissions), [me.role.scope, me.permissions]);
}
