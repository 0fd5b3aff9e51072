import { describe, expect, it } from 'vitest';
import { filtersInBar } from './list-toolbar.tsx';

describe('filtersInBar', () => {
  const sizes = { search: 320, filters: [150, 190, 170, 180, 190], more: 110, clear: 0 };

  it('keeps every filter when they all fit on the first row', () => {
    // 320 + 5 gaps + 880 = 1240.
    expect(filtersInBar(1240, sizes)).toBe(5);
    expect(filtersInBar(2000, sizes)).toBe(5);
  });

  it('keeps as many as fit beside the search and the "Filters" button, in their order', () => {
    // 1092 px (1440 with the side navigation): 320 + 8 + 110 = 438, then 150, 190, 170 with their gaps = 972.
    expect(filtersInBar(1092, sizes)).toBe(3);
    expect(filtersInBar(972, sizes)).toBe(3);
    expect(filtersInBar(971, sizes)).toBe(2);
    // A phone: the search and the button alone.
    expect(filtersInBar(360, sizes)).toBe(0);
  });

  it('makes room for the "clear filters" link when something is filtered', () => {
    expect(filtersInBar(1092, { ...sizes, clear: 130 })).toBe(2);
  });
});
