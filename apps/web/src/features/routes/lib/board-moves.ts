import { arrayMove } from '@dnd-kit/sortable';

/** The dispatch board's columns: each column's id (the pool, or a route) and its cards' ids in order. */
export type Columns = Record<string, string[]>;

/** The column holding `id`: a column's own id, or the id of one of its cards. */
export function columnOf(columns: Columns, id: string): string | undefined {
  return id in columns ? id : Object.keys(columns).find((key) => columns[key]!.includes(id));
}

/**
 * A card dragged over another column: it enters that column where the pointer is. Over a card, before
 * it, or after it when the dragged card's top is past the card's middle (`below`); over the column's
 * empty space, at the end. Null when nothing changes (same column, or an unknown id).
 */
export function enterColumn(
  columns: Columns,
  activeId: string,
  overId: string,
  below: boolean,
): Columns | null {
  const from = columnOf(columns, activeId);
  const to = columnOf(columns, overId);
  if (!from || !to || from === to) return null;
  const target = columns[to]!;
  const over = target.indexOf(overId);
  const at = over < 0 ? target.length : over + (below ? 1 : 0);
  return {
    ...columns,
    [from]: columns[from]!.filter((id) => id !== activeId),
    [to]: [...target.slice(0, at), activeId, ...target.slice(at)],
  };
}

/**
 * A card dropped within its column: it takes the place of the card it is over, or goes last when it
 * is over the column's empty space below the cards. Null when nothing changes.
 */
export function dropInColumn(columns: Columns, activeId: string, overId: string): Columns | null {
  const column = columnOf(columns, activeId);
  if (!column || column !== columnOf(columns, overId)) return null;
  const list = columns[column]!;
  const from = list.indexOf(activeId);
  const to = overId === column ? list.length - 1 : list.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return { ...columns, [column]: arrayMove(list, from, to) };
}
