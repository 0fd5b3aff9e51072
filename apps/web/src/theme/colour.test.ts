import { describe, expect, it } from 'vitest';
import { isDarkColour } from './colour.ts';

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
