import { describe, expect, it } from 'vitest';
import { type Columns, columnOf, dropInColumn, enterColumn } from './board-moves.ts';

const board = (): Columns => ({ pool: ['p1', 'p2'], r1: ['a', 'b'], r2: [] });

describe('the dispatch board moves', () => {
  it('finds the column of a card and of a column itself', () => {
    expect(columnOf(board(), 'b')).toBe('r1');
    expect(columnOf(board(), 'r2')).toBe('r2');
    expect(columnOf(board(), 'nope')).toBeUndefined();
  });

  it('puts a card entering another column before or after the card it is over', () => {
    expect(enterColumn(board(), 'p1', 'a', false)).toEqual({ pool: ['p2'], r1: ['p1', 'a', 'b'], r2: [] });
    expect(enterColumn(board(), 'p1', 'a', true)).toEqual({ pool: ['p2'], r1: ['a', 'p1', 'b'], r2: [] });
    expect(enterColumn(board(), 'p1', 'b', true)).toEqual({ pool: ['p2'], r1: ['a', 'b', 'p1'], r2: [] });
  });

  it("puts a card over a column's empty space at its end, an empty route included", () => {
    expect(enterColumn(board(), 'p2', 'r1', false)?.r1).toEqual(['a', 'b', 'p2']);
    expect(enterColumn(board(), 'a', 'r2', false)).toEqual({ pool: ['p1', 'p2'], r1: ['b'], r2: ['a'] });
  });

  it('changes nothing when entering its own column or an unknown one', () => {
    expect(enterColumn(board(), 'a', 'b', true)).toBeNull();
    expect(enterColumn(board(), 'a', 'nope', true)).toBeNull();
  });

  it("drops a card in its column at the card it is over, or last over the column's empty space", () => {
    const entered = enterColumn(board(), 'p1', 'a', false)!;
    expect(dropInColumn(entered, 'p1', 'b')?.r1).toEqual(['a', 'b', 'p1']);
    expect(dropInColumn(entered, 'p1', 'r1')?.r1).toEqual(['a', 'b', 'p1']);
    expect(dropInColumn(board(), 'b', 'a')?.r1).toEqual(['b', 'a']);
  });

  it('changes nothing when dropped on itself, in place, or over another column', () => {
    expect(dropInColumn(board(), 'a', 'a')).toBeNull();
    expect(dropInColumn(board(), 'b', 'r1')).toBeNull();
    expect(dropInColumn(board(), 'a', 'p1')).toBeNull();
  });
});
