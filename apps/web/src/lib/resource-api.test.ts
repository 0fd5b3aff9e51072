import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { everyPage, type ListAnswer } from './resource-api.ts';

type Row = { id: number };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, n) => ({ id: from + n }));

/** A list of `total` rows as the API pages it: by cursor when `cursors`, else by page number only. */
function serve(total: number, { cursors, capped = false }: { cursors: boolean; capped?: boolean }) {
  const asked: Record<string, unknown>[] = [];
  vi.spyOn(api, 'get').mockImplementation(async (_path, options) => {
    const query = (options?.query ?? {}) as Record<string, unknown>;
    asked.push(query);
    const start = query.after ? Number(query.after) : (Number(query.page ?? 1) - 1) * 100;
    const data = rows(start, Math.max(0, Math.min(100, total - start)));
    const end = start + data.length;
    const answer: ListAnswer<Row> = {
      data,
      meta: {
        page: Number(query.page ?? 1),
        pageSize: 100,
        total: capped ? Math.min(total, 150) : total,
        totalCapped: capped && total > 150,
        next: cursors && end < total ? String(end) : null,
      },
    };
    return answer as never;
  });
  return asked;
}

describe('everyPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the cursors to the last page', async () => {
    const asked = serve(250, { cursors: true });
    const answer = await everyPage<Row>('/orders', { awaitingRoute: '2026-12-01' });
    expect(answer.data.map((r) => r.id)).toEqual(rows(0, 250).map((r) => r.id));
    expect(asked.map((q) => q.after)).toEqual([undefined, '100', '200']);
    expect(asked.every((q) => q.pageSize === 100 && q.awaitingRoute === '2026-12-01')).toBe(true);
  });

  it('reads by page number while the count says more remain, when the list answers no cursor', async () => {
    const asked = serve(230, { cursors: false });
    const answer = await everyPage<Row>('/zones', {});
    expect(answer.data).toHaveLength(230);
    expect(asked.map((q) => q.page)).toEqual([undefined, 2, 3]);
  });

  it('goes on past a capped count until a page comes back empty', async () => {
    const asked = serve(320, { cursors: false, capped: true });
    const answer = await everyPage<Row>('/orders', {});
    expect(answer.data).toHaveLength(320);
    expect(asked).toHaveLength(5);
  });

  it('stops at the limit', async () => {
    const asked = serve(5_000, { cursors: true });
    const answer = await everyPage<Row>('/orders', {}, undefined, 300);
    expect(answer.data).toHaveLength(300);
    expect(asked).toHaveLength(3);
  });
});
