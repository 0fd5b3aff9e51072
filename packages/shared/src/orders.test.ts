import { describe, expect, it } from 'vitest';
import { orderCreateSchema, orderDayProblem, orderWindowProblem } from './orders.ts';

describe("an order's day and window, as the API and the form check them", () => {
  it('refuses a day before today, and takes today and later', () => {
    expect(orderDayProblem('2026-03-09', '2026-03-10')).toBe('validation.pastDate');
    expect(orderDayProblem('2026-03-10', '2026-03-10')).toBeUndefined();
    expect(orderDayProblem('2026-03-11', '2026-03-10')).toBeUndefined();
  });

  it('refuses a window that does not end after it starts; an open end passes', () => {
    expect(orderWindowProblem('14:00', '09:00')).toBe('validation.orderWindow');
    expect(orderWindowProblem('10:30', '10:30')).toBe('validation.orderWindow');
    expect(orderWindowProblem('09:00', '14:00')).toBeUndefined();
    expect(orderWindowProblem('09:00', null)).toBeUndefined();
    expect(orderWindowProblem(undefined, '09:00')).toBeUndefined();
  });

  it("is the schema's rule too, under the window's end", () => {
    const result = orderCreateSchema.safeParse({
      siteId: '7f0c8a2e-8a51-4d7e-9a3c-2b1f4f6f9d10',
      requestedDate: '2026-03-10',
      windowStart: '14:00',
      windowEnd: '09:00',
      items: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['windowEnd'], message: 'validation.orderWindow' }),
    );
  });
});
