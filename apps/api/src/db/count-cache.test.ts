import { describe, expect, it } from 'vitest';
import { CountCache, tablesWritten } from './count-cache.ts';

describe('CountCache', () => {
  it('forgets a count after its time', () => {
    let now = 0;
    const cache = new CountCache(1_000, 10, () => now);
    cache.rememberCapped('drivers', 'k');
    now = 999;
    expect(cache.isCapped('drivers', 'k')).toBe(true);
    now = 1_000;
    expect(cache.isCapped('drivers', 'k')).toBe(false);
  });

  it.each([
    ['insert into "drivers" ("id", "first_name") values ($1, $2)', true],
    ['update "drivers" set "notes" = $1 where "drivers"."id" = $2', true],
    ['delete from "drivers" where "drivers"."id" = $1', true],
    ['UPDATE drivers SET status = $1', true],
    ['truncate table drivers cascade', true],
    ['with gone as (delete from only "drivers" where true returning id) select count(*) from gone', true],
    ['select "id" from "drivers" where "drivers"."updated_at" > $1 for update', false],
    ['insert into "vehicles" ("plate") values ($1) on conflict do update set "plate" = $1', false],
    ['select count(*) from (select 1 from "drivers" limit 10001) "matching"', false],
  ])('reads whether %s writes to drivers', (statement, writes) => {
    const cache = new CountCache();
    cache.rememberCapped('drivers', 'k');
    cache.rememberCapped('vehicles', 'k');
    cache.noteStatement(statement);
    expect(cache.isCapped('drivers', 'k')).toBe(!writes);
  });

  it('reads a statement it has seen before the same way (the tables it writes are remembered)', () => {
    const cache = new CountCache();
    const write = 'update "drivers" set "notes" = $1 where "drivers"."id" = $2';
    const read = 'select "id" from "drivers" where "drivers"."id" = $1';
    for (let i = 0; i < 3; i++) {
      cache.rememberCapped('drivers', 'k');
      cache.noteStatement(read);
      expect(cache.isCapped('drivers', 'k')).toBe(true);
      cache.noteStatement(write);
      expect(cache.isCapped('drivers', 'k')).toBe(false);
    }
    expect(tablesWritten(write)).toEqual(['drivers']);
    expect(tablesWritten(read)).toEqual([]);
  });

  it('holds a bounded number of counts', () => {
    const cache = new CountCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) cache.rememberCapped('drivers', key);
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.isCapped('drivers', key))).toEqual(['d']);
  });
});
