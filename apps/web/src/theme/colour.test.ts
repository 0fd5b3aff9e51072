import { describe, expect, it } from 'vitest';
import { contrastRatio, firstReadable, isDarkColour } from './colour.ts';

describe('isDarkColour', () => {
  it('wants light text on the brand and top-nav blues and on dark greys', () => {
    expect(isDarkColour('#001AE2')).toBe(true);
    expect(isDarkColour('#3e82f7')).toBe(true);
    expect(isDarkColour('#1f2937')).toBe(true);
    expect(isDarkColour('#141414')).toBe(true);
  });

  it('wants dark text on white and light colours', () => {
    expect(isDarkColour('#ffffff')).toBe(false);
    expect(isDarkColour('#ffc542')).toBe(false);
  });

  it('treats what is not #rrggbb as light', () => {
    expect(isDarkColour('blue')).toBe(false);
  });
});

describe('contrastRatio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Ant Design's secondary grey on white, which axe-core reports at 3.36:1.
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });
});

describe('firstReadable', () => {
  it('takes the first shade that reaches 4.5:1, else the best one', () => {
    // Ant Design's green 7, 8 and 9 on green 1: 3.37, 5.44 and 9.15.
    expect(firstReadable(['#389e0d', '#237804', '#135200'], '#f6ffed')).toBe('#237804');
    expect(firstReadable(['#eeeeee', '#dddddd'], '#ffffff')).toBe('#dddddd');
  });
});
