import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('reads minor units as pesos with the code', () => {
    expect(formatMoney(15000, 'mxn')).toBe('$150.00 MXN');
    expect(formatMoney(123456789, 'MXN')).toBe('$1,234,567.89 MXN');
  });

  it("follows the currency's own decimals and survives an unknown code", () => {
    expect(formatMoney(500, 'JPY')).toBe('¥500 JPY');
    expect(formatMoney(1050, 'ZZZZ')).toBe('10.50 ZZZZ');
  });
});
