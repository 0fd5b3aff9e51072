import { canOpenPage } from '@recolecta/shared/pages';
import type { RoleScope } from '@recolecta/shared/permissions';
import type { MenuEntry } from './menu-entries.ts';

/** The entries the user may open; a group left without children disappears. */
export function filterMenu(
  entries: readonly MenuEntry[],
  scope: RoleScope,
  permissions: readonly string[],
): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.children) {
      const children = filterMenu(entry.children, scope, permissions);
      if (children.length > 0) result.push({ ...entry, children });
    } else if (!entry.access || canOpenPage(entry.access, scope, permissions)) {
      result.push(entry);
    }
  }
  return result;
}

/** The leaf whose path is the longest prefix of the location, and the groups above it. */
export function activeMenuKeys(
  entries: readonly MenuEntry[],
  pathname: string,
): { selected: string[]; open: string[] } {
  let best: { key: string; length: number; parents: string[] } | undefined;
  const walk = (list: readonly MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.children) walk(entry.children, [...parents, entry.key]);
      else if (entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) {
        if (!best || entry.path.length > best.length)
          best = { key: entry.key, length: entry.path.length, parents };
      }
    }
  };
  walk(entries, []);
  return best ? { selected: [best.key], open: best.parents } : { selected: [], open: [] };
}
